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
    actionIntro: 'Suba un comprobante nuevo:',
    actionLabel: 'Abrir mi mascota',
    ILLEGIBLE: 'el documento no se puede leer',
    WRONG_PET: 'el documento es de otra mascota',
    EXPIRED: 'la vacuna está vencida',
    NOT_RABIES: 'el documento no es un certificado de vacunación contra la rabia',
    MISSING_VET_SIGNATURE: 'falta la firma del veterinario',
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
      'La nueva dirección será su inicio de sesión solo cuando su titular la confirme; hasta entonces seguirá iniciando sesión con esta.',
    ifYou: 'Si usted hizo esta solicitud, no tiene que hacer nada más.',
    actionIntro:
      'Si no fue usted, anule el cambio en las próximas {{hours}} horas: se conserva (o se restablece) esta dirección y se cierran todas las sesiones de su cuenta. Luego elija una contraseña nueva.',
    actionLabel: 'Anular este cambio',
  },
  rabiesExpiring: {
    subject: 'La vacuna contra la rabia de {{pet}} vence pronto',
    body: 'La vacuna contra la rabia registrada para {{pet}} vence el {{date}}. Cuando su veterinario la renueve, suba el nuevo certificado para que la licencia de {{pet}} siga vigente.',
    actionIntro: 'Suba el nuevo certificado:',
    actionLabel: 'Abrir mi mascota',
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
};
