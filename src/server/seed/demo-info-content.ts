// issue 20 (decision 0601): the demo jurisdictions' "About New Licences" and "About Renewing Licences"
// pages and their FAQ, in each language the jurisdiction has. English is spelled as the jurisdiction's
// country spells it (glossary: US "license", Canada "licence" noun / "license" verb). No fee, term or
// day count is typed here: the pages render them from the licence policy, and FAQ answers link to the
// licensing page (a relative "licensing" link, so it stays in the reader's locale).
import type { FaqByLocale, FaqGroup, FaqGroupKey, InfoPageContent } from '../../domain/jurisdiction/jurisdiction.js';

type Languages = { country: 'US' | 'CA'; french: boolean; spanish: boolean };
type AboutPages = { aboutNewLicenses: InfoPageContent; aboutRenewingLicenses: InfoPageContent };

function englishAbout(city: string, canadian: boolean): AboutPages {
  const licence = canadian ? 'licence' : 'license';
  const Licence = canadian ? 'Licence' : 'License';
  return {
    aboutNewLicenses: {
      title: `About New ${Licence}s`,
      html: [
        `<p>In ${city}, every dog and cat needs a current pet ${licence} once it is old enough to be vaccinated against rabies. The ${licence} pays for animal shelter care and gives your pet a numbered tag that helps it find its way home.</p>`,
        '<h2>How to get one</h2>',
        '<ol>',
        '<li>Create an account, or log in, and add your pet under My Pets.</li>',
        `<li>Upload proof of your pet’s rabies vaccination, if ${city} asks for it for your pet.</li>`,
        `<li>Choose a term, put the ${licence} in your basket and pay. You must be 18 or older.</li>`,
        '</ol>',
        `<p>Your ${licence} starts the day you buy it. If proof is needed, it becomes active as soon as ${city}’s animal services have checked the certificate; you will get an email.</p>`,
      ].join(''),
    },
    aboutRenewingLicenses: {
      title: `About Renewing ${Licence}s`,
      html: [
        `<p>A pet ${licence} in ${city} lasts for the term you chose. We email you when renewal opens, and the ${Licence}s due card of your dashboard lists every pet whose ${licence} can be renewed.</p>`,
        '<h2>How to renew</h2>',
        '<ol>',
        '<li>Log in and open My Pets.</li>',
        '<li>Check that your pet’s rabies vaccination is still current, and upload the new certificate if it is not.</li>',
        '<li>Choose Renew now, pick a term and pay at checkout.</li>',
        '</ol>',
        `<p>Renewing early costs you nothing: the new term starts when the current one ends. The dates and any late fee are below.</p>`,
      ].join(''),
    },
  };
}

function spanishAbout(city: string): AboutPages {
  return {
    aboutNewLicenses: {
      title: 'Acerca de las licencias nuevas',
      html: [
        `<p>En ${city}, todo perro y gato necesita una licencia para mascotas vigente desde la edad en que puede vacunarse contra la rabia. La licencia financia la atención en el refugio y le da a su mascota una placa numerada que la ayuda a volver a casa.</p>`,
        '<h2>Cómo obtenerla</h2>',
        '<ol>',
        '<li>Cree una cuenta o inicie sesión, y agregue su mascota en Mis mascotas.</li>',
        `<li>Suba el comprobante de vacunación contra la rabia, si ${city} lo pide para su mascota.</li>`,
        '<li>Elija la duración, agregue la licencia al carrito y pague. Debe tener 18 años o más.</li>',
        '</ol>',
        `<p>La licencia empieza el día de la compra. Si se necesita comprobante, se activa en cuanto los servicios de animales de ${city} revisen el certificado; le avisaremos por correo electrónico.</p>`,
      ].join(''),
    },
    aboutRenewingLicenses: {
      title: 'Acerca de la renovación de licencias',
      html: [
        `<p>Una licencia para mascotas de ${city} dura el período que usted eligió. Le escribiremos cuando se abra la renovación, y la tarjeta de licencias pendientes de su panel muestra cada mascota cuya licencia puede renovarse.</p>`,
        '<h2>Cómo renovarla</h2>',
        '<ol>',
        '<li>Inicie sesión y abra Mis mascotas.</li>',
        '<li>Verifique que la vacuna contra la rabia siga vigente y suba el nuevo certificado si no lo está.</li>',
        '<li>Elija Renovar ahora, escoja la duración y pague.</li>',
        '</ol>',
        '<p>Renovar antes no le hace perder días: el nuevo período empieza cuando termina el actual. Las fechas y el recargo por renovación tardía, si lo hay, están abajo.</p>',
      ].join(''),
    },
  };
}

function frenchAbout(city: string): AboutPages {
  return {
    aboutNewLicenses: {
      title: 'À propos des nouveaux permis',
      html: [
        `<p>À ${city}, chaque chien et chat doit avoir un permis valide dès qu’il a l’âge d’être vacciné contre la rage. Le permis finance les soins au refuge et donne à votre animal une médaille numérotée qui l’aide à rentrer à la maison.</p>`,
        '<h2>Comment l’obtenir</h2>',
        '<ol>',
        '<li>Créez un compte ou connectez-vous, puis ajoutez votre animal dans Mes animaux.</li>',
        `<li>Téléversez la preuve de vaccination contre la rage, si ${city} l’exige pour votre animal.</li>`,
        '<li>Choisissez la durée, ajoutez le permis au panier et payez. Vous devez avoir 18 ans ou plus.</li>',
        '</ol>',
        `<p>Le permis commence le jour de l’achat. Si une preuve est requise, il devient actif dès que les services animaliers de ${city} ont vérifié le certificat; vous recevrez un courriel.</p>`,
      ].join(''),
    },
    aboutRenewingLicenses: {
      title: 'À propos du renouvellement des permis',
      html: [
        `<p>Un permis de ${city} dure la période choisie. Nous vous écrivons quand le renouvellement s’ouvre, et la carte des permis à renouveler de votre tableau de bord indique chaque animal dont le permis peut être renouvelé.</p>`,
        '<h2>Comment le renouveler</h2>',
        '<ol>',
        '<li>Connectez-vous et ouvrez Mes animaux.</li>',
        '<li>Vérifiez que la vaccination contre la rage est toujours valide et téléversez le nouveau certificat au besoin.</li>',
        '<li>Choisissez Renouveler maintenant, la durée, puis payez.</li>',
        '</ol>',
        '<p>Renouveler tôt ne vous fait perdre aucun jour : la nouvelle période commence à la fin de l’actuelle. Les dates et les frais de retard, s’il y en a, sont indiqués plus bas.</p>',
      ].join(''),
    },
  };
}

/** The two "About … Licences" pages, to spread into a jurisdiction's info pages. */
export function aboutLicensePages(city: string, languages: Languages) {
  const english = englishAbout(city, languages.country === 'CA');
  const spanish = spanishAbout(city);
  const french = frenchAbout(city);
  const pick = (key: keyof AboutPages) => ({
    // en_US is the last of every fallback chain; a Canadian jurisdiction's English is Canadian English
    en_US: english[key],
    ...(languages.french ? { fr_CA: french[key] } : {}),
    ...(languages.spanish ? { es_US: spanish[key] } : {}),
  });
  return { aboutNewLicenses: pick('aboutNewLicenses'), aboutRenewingLicenses: pick('aboutRenewingLicenses') };
}

type Qa = [id: string, question: string, answer: string];
type FaqText = Record<FaqGroupKey, Qa[]>;

function englishFaq(city: string, canadian: boolean): FaqText {
  const licence = canadian ? 'licence' : 'license';
  return {
    licences: [
      [
        'who-needs-a-licence',
        `Which pets need a ${licence}?`,
        `<p>Every dog and cat living in ${city}, from the age set by ${city}’s rules. The <a href="licensing">licensing page</a> shows the rules that apply.</p>`,
      ],
      [
        'licence-cost',
        `How much does a ${licence} cost?`,
        `<p>It depends on the species, on whether your pet is spayed or neutered, and on the term. The <a href="licensing">licensing page</a> lists the current fees and has a calculator that gives the exact total.</p>`,
      ],
      [
        'senior-discount',
        'Is there a discount for seniors or service animals?',
        `<p>Where ${city} offers one, the discount is applied at checkout from the birthdate in your account. The <a href="licensing">licensing page</a> says which discounts apply.</p>`,
      ],
      [
        'licence-renewal',
        `When do I renew my pet’s ${licence}?`,
        `<p>Renewal opens some time before the ${licence} ends; we email you then. Renewing early does not shorten the current term.</p>`,
      ],
    ],
    rabiesProof: [
      [
        'rabies-proof-what',
        'What counts as proof of rabies vaccination?',
        '<p>A certificate from your veterinarian showing your pet, the vaccine and the date it expires. A photo or a scan (JPEG, PNG, HEIC or PDF) is enough.</p>',
      ],
      [
        'rabies-proof-upload',
        'How do I upload the certificate?',
        `<p>Open My Pets, choose your pet and upload the file in the rabies section. ${city}’s animal services check it and you get an email once it is verified.</p>`,
      ],
      [
        'rabies-proof-expired',
        'What if the vaccination ends before the term I want?',
        `<p>A ${licence} cannot run past the vaccination’s expiry where proof is required. Choose a shorter term, or vaccinate first and upload the new certificate.</p>`,
      ],
    ],
    lostPets: [
      [
        'lost-pet-first-steps',
        'My pet is lost. What should I do first?',
        `<p>Search your ${canadian ? 'neighbourhood' : 'neighborhood'}, call ${city}’s animal services and check the shelter. Keep your phone number up to date in My Details so whoever finds your pet can reach you.</p>`,
      ],
      [
        'found-a-pet',
        'I found a pet with a tag. How do I reach its owner?',
        '<p>Enter the code printed on the tag on the HomeSafe page. The owner gets your message without either of you seeing the other’s address.</p>',
      ],
      [
        'lost-tag',
        `My pet lost its ${licence} tag. Is the ${licence} still valid?`,
        `<p>Yes. The ${licence} belongs to your pet, not to the tag. You can order a replacement tag from the store.</p>`,
      ],
    ],
    tagsAndStore: [
      [
        'tag-included',
        `Does a ${licence} come with a tag?`,
        `<p>Yes, every ${licence} comes with a numbered tag mailed to the address in your account.</p>`,
      ],
      [
        'custom-tags',
        'Can I buy a custom ID tag?',
        `<p>Yes. The store sells ID tags in several shapes and ${canadian ? 'colours' : 'colors'}, engraved with your pet’s name and your phone number.</p>`,
      ],
      [
        'store-checkout',
        `Can I buy a ${licence} and a tag in one order?`,
        `<p>Yes. ${canadian ? 'Licences' : 'Licenses'} and store items share one basket and one checkout. Taxes apply to the merchandise only.</p>`,
      ],
    ],
    account: [
      [
        'need-account',
        'Do I need an account?',
        `<p>You need one to buy a ${licence} or place an order, so that we can send you your tag and remind you to renew. Reading these pages needs none.</p>`,
      ],
      [
        'moved-house',
        'I moved. What happens to my account?',
        `<p>Change your address in My Details. If your new home is in another jurisdiction, you will be asked before your account moves; your current ${licence} stays valid until it ends.</p>`,
      ],
      [
        'forgot-password',
        'I forgot my password.',
        '<p>Choose “Forgot password?” on the log-in page and we will email you a link to choose a new one.</p>',
      ],
    ],
  };
}

function spanishFaq(city: string): FaqText {
  return {
    licences: [
      [
        'who-needs-a-licence',
        '¿Qué mascotas necesitan licencia?',
        `<p>Todo perro y gato que vive en ${city}, desde la edad que fijan sus normas. La <a href="licensing">página de licencias</a> muestra las reglas que se aplican.</p>`,
      ],
      [
        'licence-cost',
        '¿Cuánto cuesta una licencia?',
        '<p>Depende de la especie, de si su mascota está esterilizada y de la duración. La <a href="licensing">página de licencias</a> muestra las tarifas vigentes y tiene una calculadora con el total exacto.</p>',
      ],
      [
        'senior-discount',
        '¿Hay descuento para personas mayores o animales de servicio?',
        `<p>Si ${city} lo ofrece, el descuento se aplica al pagar según la fecha de nacimiento de su cuenta. La <a href="licensing">página de licencias</a> indica qué descuentos existen.</p>`,
      ],
      [
        'licence-renewal',
        '¿Cuándo renuevo la licencia de mi mascota?',
        '<p>La renovación se abre un tiempo antes del vencimiento; le escribiremos entonces. Renovar antes no acorta el período actual.</p>',
      ],
    ],
    rabiesProof: [
      [
        'rabies-proof-what',
        '¿Qué sirve como comprobante de vacunación contra la rabia?',
        '<p>Un certificado de su veterinario con su mascota, la vacuna y la fecha de vencimiento. Basta una foto o un escaneo (JPEG, PNG, HEIC o PDF).</p>',
      ],
      [
        'rabies-proof-upload',
        '¿Cómo subo el certificado?',
        `<p>Abra Mis mascotas, elija su mascota y suba el archivo en la sección de rabia. Los servicios de animales de ${city} lo revisan y le avisan por correo.</p>`,
      ],
      [
        'rabies-proof-expired',
        '¿Y si la vacuna vence antes del período que quiero?',
        '<p>Donde se exige comprobante, la licencia no puede durar más que la vacuna. Elija un período más corto, o vacune primero y suba el nuevo certificado.</p>',
      ],
    ],
    lostPets: [
      [
        'lost-pet-first-steps',
        'Mi mascota se perdió. ¿Qué hago primero?',
        `<p>Busque en su vecindario, llame a los servicios de animales de ${city} y visite el refugio. Mantenga su teléfono al día en Mis datos para que quien la encuentre pueda llamarle.</p>`,
      ],
      [
        'found-a-pet',
        'Encontré una mascota con placa. ¿Cómo contacto a su dueño?',
        '<p>Escriba el código de la placa en la página de HomeSafe. El dueño recibe su mensaje sin que ninguno vea la dirección del otro.</p>',
      ],
      [
        'lost-tag',
        'Mi mascota perdió su placa. ¿Sigue vigente la licencia?',
        '<p>Sí. La licencia es de su mascota, no de la placa. Puede pedir una placa nueva en la tienda.</p>',
      ],
    ],
    tagsAndStore: [
      [
        'tag-included',
        '¿La licencia incluye una placa?',
        '<p>Sí, cada licencia incluye una placa numerada que se envía a la dirección de su cuenta.</p>',
      ],
      [
        'custom-tags',
        '¿Puedo comprar una placa personalizada?',
        '<p>Sí. La tienda vende placas de varias formas y colores, grabadas con el nombre de su mascota y su teléfono.</p>',
      ],
      [
        'store-checkout',
        '¿Puedo comprar una licencia y una placa en el mismo pedido?',
        '<p>Sí. Las licencias y los productos de la tienda van en el mismo carrito. Los impuestos se aplican solo a los productos.</p>',
      ],
    ],
    account: [
      [
        'need-account',
        '¿Necesito una cuenta?',
        '<p>Sí, para comprar una licencia o hacer un pedido, para enviarle la placa y recordarle la renovación. Para leer estas páginas no hace falta.</p>',
      ],
      [
        'moved-house',
        'Me mudé. ¿Qué pasa con mi cuenta?',
        '<p>Cambie su dirección en Mis datos. Si su nuevo hogar está en otra jurisdicción, se le preguntará antes de trasladar su cuenta; su licencia actual sigue vigente hasta que venza.</p>',
      ],
      [
        'forgot-password',
        'Olvidé mi contraseña.',
        '<p>Elija “¿Olvidó su contraseña?” en la página para iniciar sesión y le enviaremos un enlace para crear una nueva.</p>',
      ],
    ],
  };
}

function frenchFaq(city: string): FaqText {
  return {
    licences: [
      [
        'who-needs-a-licence',
        'Quels animaux doivent avoir un permis?',
        `<p>Tous les chiens et chats qui vivent à ${city}, à partir de l’âge fixé par ses règles. La <a href="licensing">page des permis</a> présente les règles qui s’appliquent.</p>`,
      ],
      [
        'licence-cost',
        'Combien coûte un permis?',
        '<p>Cela dépend de l’espèce, de la stérilisation de votre animal et de la durée. La <a href="licensing">page des permis</a> présente les tarifs en vigueur et un calculateur qui donne le total exact.</p>',
      ],
      [
        'senior-discount',
        'Y a-t-il un rabais pour les aînés ou les animaux d’assistance?',
        `<p>Si ${city} en offre un, il est appliqué au paiement selon la date de naissance de votre compte. La <a href="licensing">page des permis</a> indique les rabais offerts.</p>`,
      ],
      [
        'licence-renewal',
        'Quand dois-je renouveler le permis de mon animal?',
        '<p>Le renouvellement s’ouvre quelque temps avant la fin du permis; nous vous écrivons à ce moment. Renouveler tôt ne raccourcit pas la période en cours.</p>',
      ],
    ],
    rabiesProof: [
      [
        'rabies-proof-what',
        'Qu’est-ce qui sert de preuve de vaccination contre la rage?',
        '<p>Un certificat de votre vétérinaire qui indique votre animal, le vaccin et sa date d’expiration. Une photo ou un balayage (JPEG, PNG, HEIC ou PDF) suffit.</p>',
      ],
      [
        'rabies-proof-upload',
        'Comment téléverser le certificat?',
        `<p>Ouvrez Mes animaux, choisissez votre animal et téléversez le fichier dans la section sur la rage. Les services animaliers de ${city} le vérifient et vous recevez un courriel.</p>`,
      ],
      [
        'rabies-proof-expired',
        'Et si la vaccination prend fin avant la durée voulue?',
        '<p>Là où une preuve est exigée, le permis ne peut pas dépasser la fin de la vaccination. Choisissez une durée plus courte, ou faites vacciner votre animal et téléversez le nouveau certificat.</p>',
      ],
    ],
    lostPets: [
      [
        'lost-pet-first-steps',
        'Mon animal est perdu. Que faire d’abord?',
        `<p>Cherchez dans votre quartier, appelez les services animaliers de ${city} et passez au refuge. Gardez votre numéro de téléphone à jour dans Mes renseignements pour qu’on puisse vous joindre.</p>`,
      ],
      [
        'found-a-pet',
        'J’ai trouvé un animal avec une médaille. Comment joindre la personne propriétaire?',
        '<p>Entrez le code de la médaille sur la page HomeSafe. La personne reçoit votre message sans que l’un ou l’autre voie l’adresse de l’autre.</p>',
      ],
      [
        'lost-tag',
        'Mon animal a perdu sa médaille. Le permis est-il encore valide?',
        '<p>Oui. Le permis appartient à votre animal, pas à la médaille. Vous pouvez commander une nouvelle médaille à la boutique.</p>',
      ],
    ],
    tagsAndStore: [
      [
        'tag-included',
        'Le permis comprend-il une médaille?',
        '<p>Oui, chaque permis comprend une médaille numérotée envoyée à l’adresse de votre compte.</p>',
      ],
      [
        'custom-tags',
        'Puis-je acheter une médaille personnalisée?',
        '<p>Oui. La boutique vend des médailles de plusieurs formes et couleurs, gravées au nom de votre animal avec votre numéro de téléphone.</p>',
      ],
      [
        'store-checkout',
        'Puis-je acheter un permis et une médaille dans la même commande?',
        '<p>Oui. Les permis et les articles de la boutique partagent le même panier. Les taxes ne s’appliquent qu’aux articles.</p>',
      ],
    ],
    account: [
      [
        'need-account',
        'Ai-je besoin d’un compte?',
        '<p>Oui, pour acheter un permis ou passer une commande, afin de vous envoyer la médaille et de vous rappeler le renouvellement. Lire ces pages n’en demande pas.</p>',
      ],
      [
        'moved-house',
        'J’ai déménagé. Qu’arrive-t-il à mon compte?',
        '<p>Changez votre adresse dans Mes renseignements. Si votre nouveau domicile est dans une autre municipalité, on vous demandera votre accord avant de déplacer votre compte; votre permis actuel reste valide jusqu’à sa fin.</p>',
      ],
      [
        'forgot-password',
        'J’ai oublié mon mot de passe.',
        '<p>Choisissez « Mot de passe oublié? » sur la page de connexion et nous vous enverrons un lien par courriel pour en choisir un nouveau.</p>',
      ],
    ],
  };
}

function groups(text: FaqText): FaqGroup[] {
  return (Object.keys(text) as FaqGroupKey[]).map((group) => ({
    group,
    items: text[group].map(([id, question, answer]) => ({ id, question, answer })),
  }));
}

/** The default FAQ of a demo jurisdiction, in each of its languages. */
export function demoFaq(city: string, languages: Languages): FaqByLocale {
  return {
    en_US: groups(englishFaq(city, languages.country === 'CA')),
    ...(languages.french ? { fr_CA: groups(frenchFaq(city)) } : {}),
    ...(languages.spanish ? { es_US: groups(spanishFaq(city)) } : {}),
  };
}
