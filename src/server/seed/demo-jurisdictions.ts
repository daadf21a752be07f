// Demo jurisdictions (issue 6). Fees are in minor units; see docs/decisions/0004-demo-fee-schedules.md
// for where the figures come from and how far to trust them.
import type { InfoPages, LicensePolicy, MoveTermsByLocale } from '../../domain/jurisdiction/jurisdiction.js';
import {
  LICENSE_POLICY_TEMPLATES,
  type LicensePolicyTemplateId,
} from '../../domain/jurisdiction/license-policy-templates.js';
import type { NewJurisdiction } from '../modules/jurisdiction/jurisdiction.functions.js';
import { aboutLicensePages, demoFaq } from './demo-info-content.js';

/**
 * A demo jurisdiction's policy as an operator would make it (decision 0308): the template its console
 * offers, then the jurisdiction's own published fees and rules over it (decision 0004).
 */
function policyFrom(
  template: Exclude<LicensePolicyTemplateId, 'NONE'>,
  own: Pick<LicensePolicy, 'fees' | 'source'> & Partial<LicensePolicy>,
): LicensePolicy {
  return structuredClone({ ...LICENSE_POLICY_TEMPLATES[template], ...own });
}

/** A page's own link label and heading where the jurisdiction says its own word (decision 0301). */
/** The pages `pages()` writes; the two About Licences pages are in demo-info-content.ts. */
type BasicPage = 'licensing' | 'homesafe' | 'safeAndHappyFund' | 'about';
type OwnWords = Partial<Record<BasicPage, { en: string; es?: string; fr?: string }>>;

/**
 * The demo information pages. English is spelled as the jurisdiction's country spells it (en-US
 * "license", en-CA "licence", glossary); a jurisdiction's own word for a page (Travis County's "Pet
 * Registration", Toronto's "Lost & Found") is both the page's heading and its link label, in each
 * language the page has (decision 0301).
 */
function pages(
  cityName: string,
  keys: BasicPage[],
  options: { country: 'US' | 'CA'; french: boolean; spanish: boolean; ownWords?: OwnWords },
): InfoPages {
  const result: InfoPages = {};
  const canadian = options.country === 'CA';
  const licence = canadian ? 'licence' : 'license';
  const english: Record<BasicPage, { title: string; html: string }> = {
    licensing: {
      title: 'Pet licensing',
      html: `<p>Every dog and cat in ${cityName} over three months old needs a current ${licence}. Licensing pays for shelter care and helps lost pets get home.</p><p>You need proof of a current rabies vaccination. ${canadian ? 'Licences' : 'Licenses'} for altered pets cost less.</p>`,
    },
    homesafe: {
      title: 'HomeSafe lost-pet return',
      html: `<p>Every pet you register has a HomeSafe code, on its tag and its wallet card. Whoever finds your pet can scan it and send you a message without seeing your address or phone number.</p>`,
    },
    safeAndHappyFund: {
      title: 'Safe & Happy Fund',
      html: `<p>The Safe &amp; Happy Fund helps ${cityName} pet owners with veterinary costs and shelter ${canadian ? 'programmes' : 'programs'}. You can give on this page.</p>`,
    },
    about: {
      title: 'About',
      html: `<p>This portal is run for ${cityName} by Pawport. ${canadian ? 'Licence' : 'License'} fees go to the jurisdiction's animal services.</p>`,
    },
  };
  const frenchPages: Record<BasicPage, { title: string; html: string }> = {
    licensing: {
      title: 'Permis d’animaux',
      html: `<p>Tous les chiens et chats de ${cityName} de plus de trois mois doivent avoir un permis valide.</p><p>Une preuve de vaccination contre la rage est requise.</p>`,
    },
    homesafe: {
      title: 'HomeSafe : retour des animaux perdus',
      html: '<p>Chaque animal que vous inscrivez a un code HomeSafe, sur sa médaille et sa carte portefeuille. La personne qui le trouve peut l’utiliser pour vous écrire sans voir votre adresse ni votre numéro de téléphone.</p>',
    },
    safeAndHappyFund: {
      title: 'Safe & Happy Fund',
      html: '<p>Le Safe &amp; Happy Fund aide les propriétaires d’animaux à payer des soins vétérinaires.</p>',
    },
    about: { title: 'À propos', html: `<p>Ce portail est exploité pour ${cityName} par Pawport.</p>` },
  };
  const spanishPages: Record<BasicPage, { title: string; html: string }> = {
    licensing: {
      title: 'Licencias para mascotas',
      html: `<p>Todos los perros y gatos de ${cityName} mayores de tres meses necesitan una licencia vigente.</p><p>Se requiere comprobante de vacunación contra la rabia.</p>`,
    },
    homesafe: {
      title: 'HomeSafe: regreso de mascotas perdidas',
      html: '<p>Cada mascota que registre tiene un código HomeSafe, en su placa y en su tarjeta para la billetera. Quien la encuentre puede usarlo para escribirle sin ver su dirección ni su número de teléfono.</p>',
    },
    safeAndHappyFund: {
      title: 'Safe & Happy Fund',
      html: '<p>El Safe &amp; Happy Fund ayuda a los dueños de mascotas con gastos veterinarios.</p>',
    },
    about: { title: 'Acerca de', html: `<p>Este portal funciona para ${cityName} gracias a Pawport.</p>` },
  };
  const own = (page: { title: string; html: string }, word: string | undefined) =>
    word ? { ...page, title: word, linkTitle: word } : page;
  for (const key of keys) {
    const words = options.ownWords?.[key];
    result[key] = {
      // en_US is the last of every fallback chain; a Canadian jurisdiction's English is Canadian English
      en_US: own(english[key], words?.en),
      ...(options.french ? { fr_CA: own(frenchPages[key], words?.fr) } : {}),
      ...(options.spanish ? { es_US: own(spanishPages[key], words?.es) } : {}),
    };
  }
  return result;
}

/**
 * spec §3 Jurisdiction move terms (decision 0304): what an owner moving into the jurisdiction agrees
 * to, in each language the jurisdiction has.
 */
function moveTerms(
  cityName: string,
  options: { country: 'US' | 'CA'; french: boolean; spanish: boolean },
): MoveTermsByLocale {
  const licence = options.country === 'CA' ? 'licence' : 'license';
  const result: MoveTermsByLocale = {
    en_US: {
      header: `Move to ${cityName}`,
      subHeader: `<p>Your new address is in <strong>${cityName}</strong>. Your account and your pets move with you.</p>`,
      termIntro: 'By moving, you agree that:',
      list: [
        `<p>Your pets will be licensed by ${cityName} from now on, under its rules and fees.</p>`,
        `<p>A ${licence} you already hold stays valid until it expires; you renew it with ${cityName}.</p>`,
        `<p>${cityName}'s animal services may see your account, your pets and their records.</p>`,
      ],
      action: [{ text: `Yes, move my account to ${cityName}` }, { text: 'No, keep my account where it is' }],
    },
  };
  if (options.french)
    result.fr_CA = {
      header: `Déménager à ${cityName}`,
      subHeader: `<p>Votre nouvelle adresse se trouve à <strong>${cityName}</strong>. Votre compte et vos animaux vous suivent.</p>`,
      termIntro: 'En déménageant, vous acceptez que :',
      list: [
        `<p>Les permis de vos animaux seront désormais délivrés par ${cityName}, selon ses règles et ses tarifs.</p>`,
        `<p>Un permis que vous avez déjà reste valide jusqu’à son expiration; vous le renouvelez auprès de ${cityName}.</p>`,
        `<p>Les services animaliers de ${cityName} pourront voir votre compte, vos animaux et leurs dossiers.</p>`,
      ],
      action: [{ text: `Oui, transférer mon compte à ${cityName}` }, { text: 'Non, laisser mon compte là où il est' }],
    };
  if (options.spanish)
    result.es_US = {
      header: `Mudarse a ${cityName}`,
      subHeader: `<p>Su nueva dirección está en <strong>${cityName}</strong>. Su cuenta y sus mascotas se trasladan con usted.</p>`,
      termIntro: 'Al mudarse, usted acepta que:',
      list: [
        `<p>Desde ahora, ${cityName} emitirá las licencias de sus mascotas, con sus reglas y tarifas.</p>`,
        `<p>Una licencia que ya tenga sigue vigente hasta que venza; la renueva con ${cityName}.</p>`,
        `<p>Los servicios de animales de ${cityName} podrán ver su cuenta, sus mascotas y sus expedientes.</p>`,
      ],
      action: [{ text: `Sí, trasladar mi cuenta a ${cityName}` }, { text: 'No, dejar mi cuenta donde está' }],
    };
  return result;
}

/** A demo jurisdiction's words: its information pages, its FAQ and its move terms, in its languages. */
function demoTexts(
  cityName: string,
  keys: BasicPage[],
  options: { country: 'US' | 'CA'; french: boolean; spanish: boolean; ownWords?: OwnWords },
) {
  return {
    infoPages: { ...pages(cityName, keys, options), ...aboutLicensePages(cityName, options) },
    faq: demoFaq(cityName, options),
    moveTerms: moveTerms(cityName, options),
  };
}

export const DEMO_JURISDICTIONS: NewJurisdiction[] = [
  {
    slug: 'king-county-wa',
    name: 'King County, WA',
    country: 'US',
    timezone: 'America/Los_Angeles',
    locales: ['en_US', 'es_US'],
    displayLicensingPage: true,
    displayHomeSafePage: true,
    displaySafeAndHappyFundPage: true,
    displayAboutPage: true,
    supportPhone: '2062963940',
    supportEmail: 'petlicensing@kingcounty.example',
    brandColor: '#1b6ac9',
    merchandiseTaxBasisPoints: 1025,
    ...demoTexts('King County', ['licensing', 'homesafe', 'safeAndHappyFund', 'about'], {
      country: 'US',
      french: false,
      spanish: true,
    }),
    licensePolicy: policyFrom('US_COUNTY', {
      fees: { dog: { altered: 3000, unaltered: 6000 }, cat: { altered: 2000, unaltered: 3500 } },
      termYears: [1, 2, 3],
      numberPrefix: 'KC',
      source: 'King County Pet Licensing fee schedule (kingcounty.gov), 1-year licences; see decision 0004',
    }),
    boundaryColor: '#1b6ac9',
    isDefault: true,
    isCountryDefault: true,
  },
  {
    slug: 'travis-county-tx',
    name: 'Travis County, TX',
    country: 'US',
    timezone: 'America/Chicago',
    locales: ['en_US', 'es_US'],
    displayLicensingPage: true,
    supportPhone: '5129786100',
    supportEmail: 'pets@traviscounty.example',
    brandColor: '#b5561a',
    merchandiseTaxBasisPoints: 825,
    ...demoTexts('Travis County', ['licensing'], {
      country: 'US',
      french: false,
      spanish: true,
      ownWords: { licensing: { en: 'Pet Registration' } },
    }),
    licensePolicy: policyFrom('US_COUNTY', {
      fees: { dog: { altered: 500, unaltered: 5000 }, cat: { altered: 500, unaltered: 5000 } },
      termYears: [1],
      numberPrefix: 'TC',
      seniorDiscountPercent: 0,
      lateFee: 0,
      source: 'City of Austin / Travis County pet registration fees; see decision 0004',
    }),
    boundaryColor: '#b5561a',
  },
  {
    slug: 'seattle-wa',
    name: 'Seattle, WA',
    country: 'US',
    timezone: 'America/Los_Angeles',
    locales: ['en_US', 'es_US'],
    displayLicensingPage: true,
    displayAboutPage: true,
    supportPhone: '2063867387',
    supportEmail: 'petlicensing@seattle.example',
    brandColor: '#0a6b5c',
    merchandiseTaxBasisPoints: 1035,
    ...demoTexts('Seattle', ['licensing', 'about'], { country: 'US', french: false, spanish: true }),
    licensePolicy: policyFrom('US_COUNTY', {
      fees: { dog: { altered: 4000, unaltered: 6500 }, cat: { altered: 3000, unaltered: 4500 } },
      numberPrefix: 'SEA',
      source: 'Seattle Animal Shelter licence fees (seattle.gov), rounded; see decision 0004',
    }),
    boundaryColor: '#0a6b5c',
  },
  {
    slug: 'toronto-on',
    name: 'Toronto, ON',
    country: 'CA',
    timezone: 'America/Toronto',
    locales: ['en_CA', 'fr_CA'],
    displayLicensingPage: true,
    displayHomeSafePage: true,
    displaySafeAndHappyFundPage: true,
    displayAboutPage: true,
    supportPhone: '4163922489',
    supportEmail: 'petlicensing@toronto.example',
    brandColor: '#6f2dbd',
    merchandiseTaxBasisPoints: 1300,
    ...demoTexts('Toronto', ['licensing', 'homesafe', 'safeAndHappyFund', 'about'], {
      country: 'CA',
      french: true,
      spanish: false,
      ownWords: { homesafe: { en: 'Lost & Found', fr: 'Animaux perdus et trouvés' } },
    }),
    licensePolicy: policyFrom('CANADIAN_CITY', {
      fees: { dog: { altered: 2500, unaltered: 6000 }, cat: { altered: 1500, unaltered: 5000 } },
      numberPrefix: 'TOR',
      seniorDiscountPercent: 50,
      source: 'City of Toronto dog and cat licence fees (toronto.ca); see decision 0004',
    }),
    boundaryColor: '#8a2be2',
    isCountryDefault: true,
  },
  {
    slug: 'ottawa-on',
    name: 'Ottawa, ON',
    country: 'CA',
    timezone: 'America/Toronto',
    locales: ['en_CA'],
    displayLicensingPage: true,
    displayAboutPage: true,
    htmlSafeAndHappyFundLinkTitle: null,
    supportPhone: '6135802400',
    supportEmail: 'pets@ottawa.example',
    brandColor: '#c41e3a',
    merchandiseTaxBasisPoints: 1300,
    ...demoTexts('Ottawa', ['licensing', 'about'], { country: 'CA', french: false, spanish: false }),
    licensePolicy: policyFrom('CANADIAN_CITY', {
      fees: { dog: { altered: 4000, unaltered: 7000 }, cat: { altered: 2000, unaltered: 4000 } },
      numberPrefix: 'OTT',
      rabiesProofRequired: { dog: true, cat: false, minimumAgeMonths: 3 },
      source: 'City of Ottawa pet registration fees (ottawa.ca); see decision 0004',
    }),
    boundaryColor: '#c41e3a',
  },
  {
    slug: 'mississauga-on',
    name: 'Mississauga, ON',
    country: 'CA',
    timezone: 'America/Toronto',
    locales: ['en_CA', 'fr_CA'],
    displayLicensingPage: true,
    displayAboutPage: true,
    supportPhone: '9056156000',
    supportEmail: 'animal.services@mississauga.example',
    brandColor: '#8f3b00',
    merchandiseTaxBasisPoints: 1300,
    ...demoTexts('Mississauga', ['licensing', 'about'], { country: 'CA', french: true, spanish: false }),
    licensePolicy: policyFrom('CANADIAN_CITY', {
      fees: { dog: { altered: 3000, unaltered: 6000 }, cat: { altered: 2000, unaltered: 4000 } },
      numberPrefix: 'MIS',
      maxPetsPerHousehold: 4,
      source: 'City of Mississauga pet licence fees (mississauga.ca), rounded; see decision 0004',
    }),
    boundaryColor: '#8f3b00',
  },
  {
    slug: 'not-licensed-us',
    name: 'Unlicensed Area, US',
    country: 'US',
    timezone: 'America/New_York',
    locales: ['en_US'],
    noLicensing: true,
    supportPhone: '8005550199',
    supportEmail: 'help@pawport.example',
    merchandiseTaxBasisPoints: 600,
    infoPages: {},
    licensePolicy: null,
  },
];
