// E-mail text in es-US: every key.
import type { EmailCatalog } from './en_US.js';

export const es_US: EmailCatalog = {
  layout: {
    greeting: 'Hola, {{firstName}}:',
    linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    signOff: 'El equipo de Pawport',
    footer: 'Este es un mensaje automático de Pawport. No se leen las respuestas a esta dirección.',
  },
  welcome: {
    subject: 'Le damos la bienvenida a Pawport: confirme su correo electrónico',
    body: 'Gracias por crear su cuenta de Pawport. Con ella puede obtener las licencias de sus mascotas, renovarlas y tener su información en un solo lugar.',
    actionIntro: 'Confirme que esta dirección de correo electrónico es suya:',
    actionLabel: 'Confirmar mi correo electrónico',
    closing: 'Si usted no creó una cuenta de Pawport, puede ignorar este mensaje.',
  },
  accessCode: {
    subject: 'Su código de acceso de Pawport',
    body: 'Este es su código de acceso para completar su registro:',
    actionIntro: 'Ingréselo en la página de registro o abra este enlace:',
    actionLabel: 'Completar mi registro',
    closing: 'No comparta este código con nadie. Si usted no lo solicitó, puede ignorar este mensaje.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña de Pawport',
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Pawport.',
    actionIntro: 'Para elegir una contraseña nueva, abra este enlace en los próximos {{minutes}} minutos:',
    actionLabel: 'Restablecer mi contraseña',
    expired: 'Si el enlace ya venció, puede solicitar otro en la página de inicio de sesión.',
    notYou: 'Si usted no pidió restablecer su contraseña, ignore este mensaje: su contraseña no cambiará.',
  },
  rabiesProofRejected: {
    subject: 'No se aceptó su comprobante de vacunación contra la rabia',
    rejected: 'Nuestro personal no pudo aceptar el comprobante de vacunación contra la rabia que subió para {{pet}}.',
    reason: 'Motivo: {{reason}}',
    again:
      'Suba un comprobante nuevo: una foto o un PDF legible del certificado de vacunación firmado por su veterinario.',
    checked: 'Cuando lo suba, nuestro personal lo verificará, {{checkTime}}.',
    actionIntro: 'Suba un comprobante nuevo:',
    actionLabel: 'Ver la ficha de mi mascota',
    ILLEGIBLE: 'el documento no se puede leer',
    WRONG_PET: 'el documento es de otra mascota',
    EXPIRED: 'la vacuna está vencida',
    NOT_RABIES: 'el documento no es un certificado de vacunación contra la rabia',
    MISSING_VET_SIGNATURE: 'falta la firma del veterinario',
  },
  rabiesProofAccepted: {
    subject:
      'Se aceptó su comprobante de vacunación contra la rabia: la licencia de {{pet}} está activa hasta el {{date}}',
    subjectNoLicense: 'Se aceptó el comprobante de vacunación contra la rabia de {{pet}}',
    accepted:
      'Nuestro personal verificó y aceptó el comprobante de vacunación contra la rabia que subió para {{pet}}. Es válido hasta el {{expires}}.',
    active: 'La licencia {{number}} de {{pet}} ya está activa hasta el {{date}}.',
    actionIntro: 'La licencia de {{pet}} y su certificado están en Mis mascotas:',
    actionIntroNoLicense: '{{pet}} está en Mis mascotas:',
    actionLabel: 'Abrir Mis mascotas',
  },
  proofCheck: {
    checkTime_one: 'normalmente en {{count}} día hábil',
    checkTime_other: 'normalmente en {{count}} días hábiles',
  },
  orderRefunded: {
    subject: 'Le reembolsamos {{amount}} en su {{card}} terminada en {{last4}}',
    subjectNoCard: 'Le reembolsamos {{amount}} de su pedido {{reference}}',
    refunded: 'Le reembolsamos {{amount}} en su {{card}} terminada en {{last4}} por su pedido {{reference}}.',
    brandCard: 'tarjeta {{brand}}',
    card: 'tarjeta',
    refundedNoCard: 'Le reembolsamos {{amount}} de su pedido {{reference}} en la tarjeta con la que pagó.',
    soFar: 'En total, se le reembolsaron {{refunded}} de los {{total}} que pagó.',
    revokedOne: 'Como se reembolsó todo el pedido, se revocó la licencia que se compró con él: {{licenses}}.',
    revokedOther: 'Como se reembolsó todo el pedido, se revocaron las licencias que se compraron con él: {{licenses}}.',
    bank: 'Su banco suele mostrar el reembolso en un plazo de 5 a 10 días hábiles.',
    testMode:
      'Modo de prueba: no se cobra dinero. No se cobró ninguna tarjeta por este pedido, así que no se le devuelve dinero a ninguna.',
    actionIntro: 'Vea el pedido en su cuenta:',
    actionLabel: 'Ver mi pedido',
  },
  renewalFailed: {
    subject: 'No se pudo renovar su plan del localizador inteligente',
    failed:
      'No pudimos cobrar {{amount}} en su tarjeta guardada para renovar el plan del localizador inteligente de {{pet}} ({{plan}}).',
    retry: 'Lo intentaremos de nuevo el {{date}}.',
    stopped: 'Después de varios intentos, el plan se detuvo. Actualice su tarjeta para reanudarlo.',
    actionIntro: 'Revise o reemplace su tarjeta:',
    actionLabel: 'Actualizar mi tarjeta',
  },
  orderReceipt: {
    subject: 'El recibo de su pedido de Pawport',
    thanks: 'Gracias por su pedido {{reference}} del {{when}}.',
    subtotal: 'Subtotal: {{amount}}',
    tax: 'Impuesto: {{amount}}',
    total: 'Total pagado: {{amount}}',
    paidWith: 'Pagado con {{card}}.',
    nothingCharged: 'No se cobró nada: el total de este pedido es cero.',
    testMode: 'Modo de prueba: no se cobra dinero. No se cobró ninguna tarjeta por este pedido.',
    actionIntro: 'Su recibo también está en su cuenta:',
    actionLabel: 'Ver mi recibo',
  },
  passwordChanged: {
    subject: 'Se cambió la contraseña de su cuenta de Pawport',
    changedOn: 'La contraseña de su cuenta de Pawport se cambió el {{when}}.',
    ifYou: 'Si usted hizo este cambio, no tiene que hacer nada más.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  secondFactorOn: {
    subject: 'Se activó la verificación en dos pasos en su cuenta de Pawport',
    changedOn:
      'El {{when}} se configuró una aplicación de autenticación en su cuenta de Pawport. A partir de ahora, para iniciar sesión se le pedirá un código de esa aplicación.',
    ifYou: 'Si usted la configuró, no tiene que hacer nada más. Guarde sus códigos de recuperación en un lugar seguro.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  secondFactorOff: {
    subject: 'Se desactivó la verificación en dos pasos en su cuenta de Pawport',
    changedOn:
      'El {{when}} se desactivó la verificación en dos pasos en su cuenta de Pawport: se quitaron su aplicación de autenticación, sus llaves de acceso y sus códigos de recuperación, que ya no sirven. Ahora, para iniciar sesión solo se le pide su contraseña.',
    ifYou: 'Si usted la desactivó, no tiene que hacer nada más.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  secondFactorReset: {
    subject: 'Se restableció la verificación en dos pasos de su cuenta de Pawport',
    changedOn:
      'El {{when}}, el operador del sitio, {{operator}}, restableció la verificación en dos pasos de su cuenta de Pawport, como usted lo pidió: se quitaron su aplicación de autenticación, sus llaves de acceso y sus códigos de recuperación, y se cerraron todas sus sesiones.',
    nextLogIn:
      'La próxima vez que inicie sesión, configurará de nuevo una llave de acceso o una aplicación de autenticación antes de entrar a la consola del personal.',
    actionIntro:
      'Si usted no lo pidió, comuníquese de inmediato con el operador del sitio y restablezca su contraseña:',
    actionLabel: 'Restablecer mi contraseña',
  },
  recoveryCodesNew: {
    subject: 'Nuevos códigos de recuperación para su cuenta de Pawport',
    changedOn:
      'El {{when}} se generaron nuevos códigos de recuperación para su cuenta de Pawport. Los anteriores ya no sirven.',
    ifYou: 'Si usted los pidió, no tiene que hacer nada más. Guarde los códigos nuevos en un lugar seguro.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  secondFactorFailures: {
    subject: 'Alguien intentó iniciar sesión en su cuenta de Pawport con su contraseña',
    failedOn:
      'El {{when}}, alguien escribió la contraseña correcta de su cuenta de Pawport, pero luego falló {{count}} veces en el segundo paso del inicio de sesión. Por ahora, cada nuevo intento tendrá que esperar unos minutos.',
    ifYou: 'Si fue usted, no tiene que hacer nada más: espere unos minutos y vuelva a iniciar sesión.',
    actionIntro: 'Si no fue usted, otra persona conoce su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  passkeyAdded: {
    subject: 'Se agregó una llave de acceso a su cuenta de Pawport',
    changedOn:
      'El {{when}} se agregó a su cuenta de Pawport una llave de acceso con el nombre “{{nickname}}”. Ahora puede usarla como segundo paso al iniciar sesión.',
    ifYou: 'Si usted la agregó, no tiene que hacer nada más.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  passkeyRemoved: {
    subject: 'Se quitó una llave de acceso de su cuenta de Pawport',
    changedOn:
      'El {{when}} se quitó de su cuenta de Pawport la llave de acceso con el nombre “{{nickname}}”. Ya no sirve para iniciar sesión.',
    ifYou: 'Si usted la quitó, no tiene que hacer nada más.',
    actionIntro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
    actionLabel: 'Restablecer mi contraseña',
  },
  emailChangeVerify: {
    subject: 'Confirme su nuevo correo electrónico de Pawport',
    body: 'Usted pidió iniciar sesión en su cuenta de Pawport con esta dirección de correo electrónico de ahora en adelante.',
    actionIntro: 'Para confirmar que esta dirección es suya, abra este enlace en las próximas {{hours}} horas:',
    actionLabel: 'Confirmar mi nuevo correo electrónico',
    until: 'Hasta que la confirme, seguirá iniciando sesión con {{oldEmail}}.',
    notYou: 'Si usted no lo pidió, ignore este mensaje: nada cambiará.',
  },
  emailChangeNotice: {
    subject: 'Se está cambiando el correo electrónico de su cuenta de Pawport',
    requested: 'El {{when}}, alguien pidió cambiar el correo electrónico de su cuenta de Pawport a {{newEmail}}.',
    until:
      'La nueva dirección se usará para iniciar sesión solo cuando su titular la confirme; hasta entonces seguirá iniciando sesión con esta.',
    ifYou: 'Si usted hizo esta solicitud, no tiene que hacer nada más.',
    actionIntro:
      'Si no fue usted, anule el cambio en las próximas {{hours}} horas: se conserva (o se restablece) esta dirección y se cierran todas las sesiones de su cuenta. Luego elija una contraseña nueva.',
    actionLabel: 'Anular este cambio',
  },
  rabiesExpiring: {
    subject: 'La vacuna contra la rabia de {{pet}} vence pronto',
    body: 'La vacuna contra la rabia registrada para {{pet}} vence el {{date}}. Cuando su veterinario la renueve, suba el nuevo certificado para que la licencia de {{pet}} siga vigente.',
    actionIntro: 'Suba el nuevo certificado:',
    actionLabel: 'Ver la ficha de mi mascota',
    sms: 'Pawport: la vacuna contra la rabia de {{pet}} vence el {{date}}. Suba el nuevo certificado: {{url}}',
  },
  licenseRenewalOpen: {
    subject: 'Es hora de renovar la licencia de {{pet}}',
    body: 'La licencia {{number}} de {{pet}} vence el {{date}}. Ya puede renovarla: la nueva licencia empieza el día en que termina la actual, así que renovar antes no le hace perder nada.',
    actionIntro: 'Renuévela en unos pocos pasos:',
    actionLabel: 'Renovar la licencia',
  },
  licenseExpired: {
    subject: 'La licencia de {{pet}} venció',
    body: 'La licencia {{number}} de {{pet}} venció el {{date}}.',
    graceLateFee: 'Renuévela a más tardar el {{graceEnd}} para evitar el recargo por pago tardío de {{lateFee}}.',
    grace: 'Renuévela a más tardar el {{graceEnd}}.',
    actionIntro: 'Renuévela en unos pocos pasos:',
    actionLabel: 'Renovar la licencia',
  },
  licenseGraceEnding: {
    subject: 'Renueve esta semana la licencia de {{pet}} para evitar un recargo',
    body: 'La licencia {{number}} de {{pet}} venció el {{date}}. Renuévela a más tardar el {{graceEnd}}: después de ese día se suma el recargo por pago tardío de {{lateFee}}.',
    bodyNoFee: 'La licencia {{number}} de {{pet}} venció el {{date}}. Renuévela a más tardar el {{graceEnd}}.',
    actionIntro: 'Renuévela en unos pocos pasos:',
    actionLabel: 'Renovar la licencia',
  },
  licenseReminder: {
    aboutRenewal: 'Cómo funciona la renovación, con las tarifas y las fechas: {{url}}',
    unsubscribe:
      'Recibe estos recordatorios porque están activados en su Configuración del perfil. Para dejar de recibirlos, cambie allí sus preferencias: {{url}}',
    smsRenewalOpen: 'Pawport: la licencia de {{pet}} vence el {{date}}. Renueve ahora: {{url}}',
    smsExpired: 'Pawport: la licencia de {{pet}} venció el {{date}}. Renueve a más tardar el {{graceEnd}}: {{url}}',
    smsGraceEnding:
      'Pawport: renueve la licencia de {{pet}} a más tardar el {{graceEnd}} para evitar un recargo: {{url}}',
    smsStop: 'Responda STOP para no recibir más mensajes.',
  },
  homesafeFoundMessage: {
    subject: 'HomeSafe: un mensaje sobre {{pet}}',
    first: 'Alguien que encontró a {{pet}} usó la placa HomeSafe y le dejó este mensaje:',
    reply: 'La persona que encontró a {{pet}} le respondió:',
    phone: 'Le dejó este número de teléfono para que la llame: {{phone}}',
    privacy: 'Su nombre, dirección, correo electrónico y teléfono quedan ocultos hasta que decida compartirlos.',
    actionIntro: 'Lea y responda en Pawport:',
    actionLabel: 'Abrir el mensaje',
    sms: 'Pawport HomeSafe: alguien encontró a {{pet}} y le dejó un mensaje. Léalo: {{url}}',
  },
  homesafeFinderLink: {
    subject: 'Su mensaje sobre {{pet}} fue enviado',
    greetingName: 'gracias por su ayuda',
    sent: 'Gracias por ayudar a {{pet}} a volver a casa. Enviamos su mensaje al dueño, que no puede ver su correo electrónico.',
    keep: 'Guarde este correo y abra una vez su página privada: las respuestas del dueño aparecen allí y, desde entonces, le avisaremos por correo cuando el dueño le escriba.',
    actionIntro: 'Su página privada:',
    actionLabel: 'Leer las respuestas del dueño',
  },
  homesafeOwnerReply: {
    subject: 'HomeSafe: el dueño de {{pet}} le respondió',
    answered: 'El dueño de {{pet}} respondió a su mensaje:',
    shared: 'El dueño de {{pet}} decidió compartir sus datos de contacto con usted:',
    email: 'Correo electrónico: {{email}}',
    phone: 'Teléfono: {{phone}}',
    actionIntro: 'Lea la conversación y responda:',
    actionLabel: 'Abrir mi página privada',
  },
  mobileCode: {
    sms: 'Pawport: {{code}} es su código para confirmar este número de celular. Sirve durante {{minutes}} minutos. Si no lo pidió, ignore este mensaje.',
  },
  staffInvite: {
    subject: 'Invitación para administrar {{jurisdiction}} en Pawport',
    greetingName: 'le damos la bienvenida',
    body: 'El operador del sitio de Pawport le invita a administrar {{jurisdiction}}: en la consola del personal podrá consultar y gestionar a los dueños de mascotas, las licencias y los pedidos de esa jurisdicción.',
    secondFactor:
      'Después de elegir su contraseña, configurará una segunda forma de iniciar sesión (una llave de acceso o una aplicación de autenticación) antes de entrar a la consola.',
    actionIntro:
      'Para aceptar, abra este enlace en las próximas {{hours}} horas (antes del {{when}}). Sirve una sola vez:',
    actionLabel: 'Aceptar la invitación',
    notYou: 'Si no esperaba esta invitación, ignore este mensaje: no se creará nada hasta que se use el enlace.',
  },
};
