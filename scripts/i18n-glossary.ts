// The glossary (docs/glossary.md) as rules: one term per concept per locale, and the typography of
// fr-CA (and the one es-US rule). Pure functions over texts; scripts/i18n-report.ts feeds them the web
// and e-mail catalogs and fails on any finding, scripts/i18n-glossary.test.ts proves each rule.
import type { LocaleCode } from '../src/domain/locale/locales.js';

/** One text as a person sees it in `locale`: the key ("ns:key" or "email:section.key") and its text. */
export type CatalogText = { locale: LocaleCode; key: string; text: string };

export type Finding = { locale: LocaleCode; key: string; rule: string; found: string; hint: string };

export type Concept = {
  id: string;
  /** The one term per locale, as docs/glossary.md lists it (a test keeps the two in step). */
  terms: Record<LocaleCode, string>;
  /** Second names: a text that matches one of these uses another word for the concept. */
  forbidden: Partial<Record<LocaleCode, RegExp[]>>;
  /**
   * Keys where a second name is wanted, per locale: a jurisdiction's own word (Gatineau says "licence",
   * Ottawa and Québec "enregistrement"), as en-CA overrides en-US. "ns:key", or "ns:prefix.*".
   */
  allow?: Partial<Record<LocaleCode, string[]>>;
};

/** A whole word or phrase, case-insensitive, with letter boundaries that know accents (\b does not). */
function words(...patterns: string[]): RegExp[] {
  return patterns.map((pattern) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${pattern})(?![\\p{L}\\p{N}_])`, 'giu'));
}

/** Either apostrophe: the typography rule reports the straight one on its own. */
const A = "[’']";

export const GLOSSARY: Concept[] = [
  {
    id: 'pet licence',
    terms: {
      en_US: 'license',
      en_CA: 'licence (noun), license (verb)',
      es_US: 'licencia para mascotas',
      fr_CA: 'permis (d’animal)',
    },
    forbidden: {
      en_US: words('licences?'),
      en_CA: words(
        'licenses',
        '(?:a|an|the|your|their|its|pet|new|earlier|current|each|every|first) license',
        `licence (?:your|their|a|the|my) (?:dogs?|cats?|pets?|animals?)`,
      ),
      es_US: words('permisos?', 'matrículas?', 'licencias? de (?:mascotas?|animales?)'),
      fr_CA: words(
        'licences?',
        `enregistrements? (?:de |d${A}|pour )(?:l${A}|votre |vos |leur |son |ses )?(?:animal|animaux|chiens?|chats?)`,
        // review 2026-12-01 D16 c: « permis d’animaux », as the home page and the certificate's seal say
        'permis pour (?:les )?(?:animaux|animal)',
      ),
    },
    allow: {},
  },
  {
    id: 'licensing office',
    terms: {
      en_US: 'licensing office',
      en_CA: 'licensing office',
      es_US: 'oficina de licencias',
      fr_CA: 'bureau des permis',
    },
    forbidden: {
      es_US: words('oficinas? de (?:permisos|registros?)'),
      fr_CA: words('bureaux? des licences', `bureaux? d${A}enregistrement`),
    },
  },
  {
    id: 'jurisdiction',
    terms: { en_US: 'jurisdiction', en_CA: 'jurisdiction', es_US: 'jurisdicción', fr_CA: 'municipalité' },
    forbidden: {
      // "Province ou territoire" and the Northwest Territories are places, not a jurisdiction
      es_US: words('(?<!provincia o (?:un )?)territorios?(?! del Noroeste)', 'municipios?', 'municipalidad(?:es)?'),
      fr_CA: words('(?<!province ou (?:un |une )?)territoires?(?! du Nord-Ouest)', 'juridictions?'),
    },
  },
  {
    id: 'pet guardian',
    terms: {
      en_US: 'pet guardian',
      en_CA: 'pet guardian',
      es_US: 'persona responsable',
      fr_CA: 'personne responsable',
    },
    forbidden: {
      es_US: words('tutor(?:a|es|as)?', 'guardi[áa]n(?:a|es|as)?'),
      // "tuteur" is the owner; "gardien" in Québec the animal's legal keeper, and (singular, "d’animaux")
      // the pet sitter
      fr_CA: words('tut(?:eur|rice)s?', 'gardien(?:ne)?s', 'gardien(?:ne)? des animaux'),
    },
  },
  {
    id: 'pet sitter',
    terms: {
      en_US: 'pet sitter',
      en_CA: 'pet sitter',
      es_US: 'cuidador(a) de mascotas',
      fr_CA: 'gardien(ne) d’animaux',
    },
    forbidden: {
      es_US: words('niñer[oa]s? de mascotas', 'pet[- ]?sitters?'),
      fr_CA: words(`gardien(?:ne)?(?!(?:\\(ne\\))? d${A}animaux)`, 'pet[- ]?sitters?', 'gardiennage'),
    },
  },
  {
    id: 'emergency contact',
    terms: {
      en_US: 'emergency contact',
      en_CA: 'emergency contact',
      es_US: 'contacto de emergencia',
      fr_CA: 'personne à joindre en cas d’urgence',
    },
    forbidden: {
      es_US: words('contactos? (?:en caso )?de urgencia', 'contactos? en caso de emergencia'),
      fr_CA: words(`contacts? d${A}urgence`, `personnes? à contacter en cas d${A}urgence`),
    },
  },
  {
    id: 'record',
    terms: { en_US: 'record', en_CA: 'record', es_US: 'expediente', fr_CA: 'dossier' },
    forbidden: {
      // "registro" is the sign-up ("Complete su registro"); a record is an "expediente"
      es_US: words(
        'registros',
        'recuperar (?:mi|su) registro',
        '(?:un|el) registro (?:de usted|suyo|con|de sus)',
        // "el registro de auditoría" is the audit log
        '(?:constan?|figuran?) en (?:el|su) registro(?! de auditoría)',
      ),
      fr_CA: words('registres?'),
    },
  },
  {
    id: 'sign up',
    terms: { en_US: 'sign up', en_CA: 'sign up', es_US: 'registrarse', fr_CA: 's’inscrire' },
    forbidden: {
      es_US: words('inscrib\\p{L}*', 'inscríb\\p{L}*'),
      fr_CA: words(`s${A}enregistrer`, 'enregistrez-vous'),
    },
  },
  {
    id: 'log in',
    terms: { en_US: 'log in', en_CA: 'log in', es_US: 'iniciar sesión', fr_CA: 'se connecter' },
    forbidden: {
      en_US: words('sign(?:ed|ing|s)?[- ]in'),
      en_CA: words('sign(?:ed|ing|s)?[- ]in'),
      es_US: words(
        'ingres\\p{L}* (?:a|en) (?:su |la )?cuenta',
        'acced\\p{L}* a (?:su |la )?cuenta',
        'log[- ]?in',
        'loguea\\p{L}*',
      ),
      fr_CA: words('ouvr\\p{L}* (?:une|la|votre) session', 'login', `s${A}identifi\\p{L}*`),
    },
  },
  {
    id: 'log out',
    terms: {
      en_US: 'log out',
      en_CA: 'log out',
      es_US: 'cerrar sesión',
      fr_CA: 'se déconnecter (in messages: fermer la session)',
    },
    forbidden: {
      en_US: words('sign(?:ed|ing|s)?[- ]out'),
      en_CA: words('sign(?:ed|ing|s)?[- ]out'),
      es_US: words('salir de (?:la|su) (?:sesión|cuenta)', 'desconect\\p{L}*'),
      // "Vous serez déconnecté": a participle that agrees with the person; say the session is closed
      fr_CA: words('déconnecté(?:e|s|es)?', 'logout'),
    },
  },
  {
    id: 'dashboard',
    terms: { en_US: 'My Dashboard', en_CA: 'My Dashboard', es_US: 'Mi panel', fr_CA: 'Mon tableau de bord' },
    forbidden: {
      es_US: words('tableros?', 'panel de control'),
      fr_CA: words('panneau de (?:bord|contrôle)', 'tableau de contrôle'),
    },
  },
  {
    id: 'My Details',
    terms: { en_US: 'My Details', en_CA: 'My Details', es_US: 'Mis datos', fr_CA: 'Mes renseignements' },
    forbidden: {
      es_US: words('mis detalles', 'mi información personal'),
      fr_CA: words('mes coordonnées', 'mes informations', 'mes détails'),
    },
  },
  {
    id: 'e-mail',
    terms: { en_US: 'email', en_CA: 'email', es_US: 'correo electrónico', fr_CA: 'courriel / adresse courriel' },
    forbidden: {
      en_US: words('e-mails?', 'e-mail(?:ed|ing)'),
      en_CA: words('e-mails?', 'e-mail(?:ed|ing)'),
      es_US: words('e-?mails?', 'correo-e', 'emilio'),
      fr_CA: words('e-?mails?', 'mél', 'adresses? (?:électroniques?|e-?mail)', 'courriers? électroniques?'),
    },
  },
  {
    id: 'basket',
    terms: { en_US: 'basket', en_CA: 'basket', es_US: 'carrito', fr_CA: 'panier' },
    forbidden: {
      en_US: words('(?:shopping )?carts?'),
      en_CA: words('(?:shopping )?carts?'),
      es_US: words('cestas?', 'canastas?', 'carros? de compras?'),
      fr_CA: words('chariots?'),
    },
  },
  {
    id: 'store',
    terms: { en_US: 'store / shop', en_CA: 'store / shop', es_US: 'tienda', fr_CA: 'boutique' },
    forbidden: { es_US: words('almac[eé]n(?:es)?'), fr_CA: words('magasins?') },
  },
  {
    id: 'ID tag',
    terms: { en_US: 'ID tag', en_CA: 'ID tag', es_US: 'placa', fr_CA: 'médaille' },
    forbidden: { es_US: words('etiquetas?', 'medallas?', 'chapas?'), fr_CA: words('étiquettes?', 'plaques?') },
  },
  {
    id: 'wallet card',
    terms: {
      en_US: 'wallet card',
      en_CA: 'wallet card',
      es_US: 'tarjeta para la billetera',
      fr_CA: 'carte portefeuille',
    },
    forbidden: {
      es_US: words('tarjetas? de (?:identificación|billetera|cartera|bolsillo)', 'tarjetas? para (?:la )?cartera'),
      // "carte d’identité" reads as a government ID
      fr_CA: words(`cartes? d${A}identité`, 'cartes? de portefeuille', `cartes? portefeuille d${A}identité`),
    },
  },
  {
    id: 'remove (from a list)',
    terms: { en_US: 'remove', en_CA: 'remove', es_US: 'quitar', fr_CA: 'retirer' },
    forbidden: { es_US: words('elimin\\p{L}*'), fr_CA: words('enlev\\p{L}*') },
  },
  {
    id: 'verify (an e-mail address)',
    terms: { en_US: 'verify', en_CA: 'verify', es_US: 'confirmar', fr_CA: 'confirmer' },
    forbidden: {
      es_US: words(
        'verifi\\p{L}* (?:su |el |la |mi )?(?:correo|dirección)',
        '(?:correo|dirección)[^.]*verificad[oa]',
        'enlaces? de verificación',
      ),
      fr_CA: words(
        `vérifi\\p{L}* (?:votre |l${A}|mon |ma )?(?:adresse )?courriel`,
        'courriel[^.]*vérifiée?',
        'liens? de vérification',
      ),
    },
  },
  {
    id: 'strong (password)',
    terms: { en_US: 'secure', en_CA: 'secure', es_US: 'segura', fr_CA: 'robuste' },
    forbidden: { fr_CA: words('sécuritaires?') },
  },
  {
    id: 'Safe & Happy Fund',
    terms: {
      en_US: 'Safe & Happy Fund',
      en_CA: 'Safe & Happy Fund',
      es_US: 'Safe & Happy Fund',
      fr_CA: 'Safe & Happy Fund',
    },
    // a programme's name, kept whole like HomeSafe
    forbidden: { es_US: words('fondo safe'), fr_CA: words('fonds safe') },
  },
  {
    id: 'rabies proof',
    terms: {
      en_US: 'rabies proof',
      en_CA: 'rabies proof',
      es_US: 'comprobante de vacunación contra la rabia',
      fr_CA: 'preuve de vaccination contre la rage',
    },
    forbidden: {
      es_US: words(
        'pruebas? de (?:la )?rabia',
        'comprobantes? (?:de vacunación )?antirrábic[oa]s?',
        'comprobantes? de (?:la )?rabia',
        // the vaccine too: "vacuna contra la rabia" (review 2026-12-01, es 19)
        'vacunas? antirrábicas?',
        'vacunación antirrábica',
      ),
      fr_CA: words('preuves? antirabiques?', 'preuves? de vaccination antirabique', 'preuves? de (?:la )?rage'),
    },
  },
  {
    id: 'bylaw',
    terms: { en_US: 'ordinance', en_CA: 'bylaw', es_US: 'ordenanza', fr_CA: 'règlement' },
    forbidden: { en_US: words('by-?laws?'), en_CA: words('ordinances?') },
  },
  // issue 39 item 2 and the review of 2026-12-01: one name per product and concept
  {
    id: 'Smart Tracker',
    terms: {
      en_US: 'Smart Tracker',
      en_CA: 'Smart Tracker',
      es_US: 'localizador inteligente',
      fr_CA: 'traceur intelligent',
    },
    // the spec's product name is English only; es and fr name the product in their language everywhere
    forbidden: {
      es_US: words('rastreador(?:es)?(?: inteligentes?)?', 'smart trackers?'),
      fr_CA: words('smart trackers?', 'localisateurs?(?: intelligents?)?'),
    },
  },
  {
    id: 'move (an account to another jurisdiction)',
    terms: {
      en_US: 'move',
      en_CA: 'move',
      es_US: 'trasladar / traslado',
      fr_CA: 'transférer / transfert',
    },
    // a person moves house (es "se muda", fr "déménage"); the account is moved ("trasladada", "transféré")
    forbidden: {
      es_US: words('mudar', 'mudó al', 'mudad[oa]s?', 'mudanzas?'),
      fr_CA: words(
        `déménag\\p{L}* (?:votre|mon|son|leur|le|du|ce) compte`,
        'été déménagée?s?',
        'déménag\\p{L}* vers',
        'déménagements? vers',
        '(?:conditions de|aucun|et le) déménagement',
      ),
    },
  },
  {
    id: 'late fee',
    terms: { en_US: 'late fee', en_CA: 'late fee', es_US: 'recargo por pago tardío', fr_CA: 'frais de retard' },
    // "cargo" is matched as a word: "recargo por pago tardío" passes
    forbidden: { es_US: words('cargos? por (?:pago tardío|atraso|mora)', 'recargos? por (?:atraso|mora)') },
  },
  {
    id: 'licence term',
    terms: { en_US: 'term', en_CA: 'term', es_US: 'período', fr_CA: 'durée / période de validité' },
    // es "plazos" are the renewal and grace windows; fr a « durée » is a length: it neither starts nor ends
    forbidden: {
      es_US: words('vigencias?', 'plazos? ofrecidos?', '(?:el|del|un) (?:nuevo )?plazo(?! de)'),
      fr_CA: words('(?:nouvelle |la |cette )durée (?:commence|débute|se termine|prend fin)'),
    },
  },
  {
    id: 'amount (of money)',
    terms: { en_US: 'amount', en_CA: 'amount', es_US: 'monto', fr_CA: 'montant' },
    // es "cantidad" stays for a quantity ("Elija una cantidad de 1 a 10")
    forbidden: { es_US: words('importes?', 'otra cantidad', 'su cantidad', 'cantidad (?:en dólares|entre)') },
  },
  {
    id: 'licence fee',
    terms: { en_US: 'fee', en_CA: 'fee', es_US: 'tarifa', fr_CA: 'tarif' },
    forbidden: {
      es_US: words('cuotas? de (?:la )?licencia', 'precios? de (?:la |una )?licencia'),
      fr_CA: words(
        `prix (?:d${A}un|du|des) (?:nouveau )?permis`,
        `droits (?:du|d${A}un|des) permis`,
        'droits \\([^)]*\\)',
        'même prix',
      ),
    },
  },
  {
    id: 'issue (a licence)',
    terms: { en_US: 'issue', en_CA: 'issue', es_US: 'emitir', fr_CA: 'délivrer' },
    forbidden: {
      es_US: words('otorg\\p{L}*'),
      fr_CA: words('accord\\p{L}* (?:pas )?(?:de |des |un |le |les )?permis', 'octroi\\p{L}*', 'octroy\\p{L}*'),
    },
  },
  {
    id: 'reason (for a decision)',
    terms: { en_US: 'reason', en_CA: 'reason', es_US: 'motivo', fr_CA: 'motif' },
    forbidden: { es_US: words('razón(?:es)?'), fr_CA: words('raisons?') },
  },
  {
    id: 'details (of an owner or a pet)',
    terms: { en_US: 'details', en_CA: 'details', es_US: 'datos', fr_CA: 'renseignements' },
    // fr « coordonnées » are the ways to reach someone (contact details), not a record's details
    forbidden: { fr_CA: words('corriger les coordonnées', 'coordonnées (?:du propriétaire|corrigées)') },
  },
  {
    id: 'contact details',
    terms: { en_US: 'contact details', en_CA: 'contact details', es_US: 'datos de contacto', fr_CA: 'coordonnées' },
    forbidden: {
      es_US: words('información de contacto', 'detalles de contacto'),
      fr_CA: words('renseignements de contact', 'détails de contact', `informations de contact`),
    },
  },
  {
    id: 'owner',
    terms: { en_US: 'owner', en_CA: 'owner', es_US: 'dueño', fr_CA: 'propriétaire' },
    forbidden: { es_US: words('propietari[oa]s?') },
  },
  {
    id: 'mobile (phone)',
    terms: { en_US: 'mobile', en_CA: 'mobile', es_US: 'celular', fr_CA: 'cellulaire' },
    forbidden: {
      es_US: words('móvil(?:es)?'),
      fr_CA: words('(?:téléphones?|numéros?) (?:de )?(?:mobiles?|portables?)'),
    },
  },
  {
    id: 'donation',
    terms: { en_US: 'donation', en_CA: 'donation', es_US: 'donativo', fr_CA: 'don' },
    forbidden: { es_US: words('donaci(?:ón|ones)') },
  },
  {
    id: 'add',
    terms: { en_US: 'add', en_CA: 'add', es_US: 'agregar', fr_CA: 'ajouter' },
    forbidden: { es_US: words('añad\\p{L}*') },
  },
  {
    id: 'design (of a tag or a card)',
    terms: { en_US: 'design', en_CA: 'design', es_US: 'diseño', fr_CA: 'motif' },
    // fr « modèle » is a template elsewhere; here the tag's and the card's design are one option list
    forbidden: { fr_CA: words('modèles?') },
  },
  {
    id: 'Add to Basket',
    terms: { en_US: 'Add to Basket', en_CA: 'Add to Basket', es_US: 'Agregar al carrito', fr_CA: 'Ajouter au panier' },
    // spec §9 writes the button "Add to Basket": one casing (review 2026-12-01 D16 g); case-sensitive
    forbidden: { en_US: [/(?<![\p{L}])Add to basket(?![\p{L}])/gu], en_CA: [/(?<![\p{L}])Add to basket(?![\p{L}])/gu] },
  },
  {
    id: 'canceled',
    terms: { en_US: 'canceled', en_CA: 'cancelled', es_US: 'cancelado', fr_CA: 'annulé' },
    forbidden: { en_US: words('cancell(?:ed|ing)'), en_CA: words('cancel(?:ed|ing)') },
  },
  {
    id: 'passkey',
    terms: { en_US: 'passkey', en_CA: 'passkey', es_US: 'llave de acceso', fr_CA: 'clé d’accès' },
    // the words Apple's, Google's and Microsoft's own Spanish and French screens use (decision 0112)
    forbidden: { es_US: words('(?:claves? de acceso|passkeys?)'), fr_CA: words('(?:passkeys?|clés? de passe)') },
  },
  {
    id: 'two-step log-in',
    terms: {
      en_US: 'two-step log-in',
      en_CA: 'two-step log-in',
      es_US: 'verificación en dos pasos',
      fr_CA: 'connexion en deux étapes',
    },
    // one name on the settings, the log-in step, the console and the e-mails (native review 2026-12-03)
    forbidden: {
      es_US: words('(?:inicio de sesión|autenticación) en dos pasos'),
      fr_CA: words('(?:authentification|validation|vérification) (?:en deux étapes|à deux facteurs)'),
    },
  },
  {
    id: 'site operator',
    terms: { en_US: 'operator', en_CA: 'operator', es_US: 'operador', fr_CA: 'exploitant' },
    // decision 0113's role; fr « opérateur » is a telephone carrier (native review 2026-12-03)
    forbidden: { fr_CA: words('opérat(?:eur|rice)s?') },
  },
];

export type TypographyRule = { id: string; locales: LocaleCode[]; pattern: RegExp; hint: string };

const NBSP = '\u00a0';

/** Bureau de la traduction for fr-CA; one es-US rule. `pattern` finds the mistake. */
export const TYPOGRAPHY: TypographyRule[] = [
  { id: 'straight apostrophe', locales: ['fr_CA'], pattern: /'/g, hint: 'use ’ (U+2019)' },
  {
    id: 'space before a colon',
    locales: ['fr_CA'],
    // a colon that ends a phrase (followed by a space or the end), not one inside "https://" or "10:30"
    pattern: new RegExp(`(?<!${NBSP}):(?=\\s|$)`, 'g'),
    hint: 'a non-breaking space (U+00A0) before ":"',
  },
  {
    id: 'space inside « »',
    locales: ['fr_CA'],
    pattern: new RegExp(`«(?!${NBSP})|(?<!${NBSP})»`, 'g'),
    hint: 'a non-breaking space (U+00A0) after « and before »',
  },
  {
    id: 'space before ; ! ?',
    locales: ['fr_CA'],
    // no space in Canadian usage; a mark listed among other symbols ("comme ! @ # $") is not punctuation
    pattern: /[ \u00a0\u202f\t]+[;!?](?! [!@#$%^&*+=~|<>/\\])/g,
    hint: 'no space before ";", "!" or "?" (Canadian usage)',
  },
  {
    id: 'number and unit',
    locales: ['fr_CA'],
    pattern: /(?:\d|\}\})[ \u202f]?(?:[KMGT]o|km|kg|%|\$)(?![\p{L}\p{N}])/gu,
    hint: 'a non-breaking space (U+00A0) between a number and its unit: "8 Mo"',
  },
  {
    id: 'phone number',
    locales: ['fr_CA'],
    pattern: /\(\d{3}\)\s?\d{3}-\d{4}/g,
    hint: 'write a phone number as 613 555-0123',
  },
  {
    id: 'number and unit',
    locales: ['es_US'],
    pattern: /\d(?:[KMGT]B|km|kg)(?![\p{L}\p{N}])/gu,
    hint: 'a space between a number and its unit: "8 MB"',
  },
  {
    // review 2026-12-01 (es 24): Intl es-US writes "15%", and a space there can break the line
    id: 'space before %',
    locales: ['es_US'],
    pattern: /(?:\d|\}\})[ \u00a0\u202f]%/g,
    hint: 'no space before "%": "15%"',
  },
  {
    // review 2026-12-01 (es 23): one quotation style, the curly quotes usual in US Spanish
    id: 'quotation marks',
    locales: ['es_US'],
    pattern: /[«»"]/g,
    hint: 'quote with “…”',
  },
];

function allowed(concept: Concept, locale: LocaleCode, key: string): boolean {
  return (concept.allow?.[locale] ?? []).some((entry) =>
    entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : key === entry,
  );
}

function global(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(global(pattern))].map((match) => match[0]);
}

/** A second name for a glossary concept, per text. */
export function glossaryFindings(texts: CatalogText[], glossary: Concept[] = GLOSSARY): Finding[] {
  const findings: Finding[] = [];
  for (const { locale, key, text } of texts) {
    for (const concept of glossary) {
      if (allowed(concept, locale, key)) continue;
      for (const pattern of concept.forbidden[locale] ?? []) {
        for (const found of matches(pattern, text)) {
          findings.push({
            locale,
            key,
            rule: `glossary: ${concept.id}`,
            found,
            hint: `say "${concept.terms[locale]}"`,
          });
        }
      }
    }
  }
  return findings;
}

/** A typography mistake, per text. */
export function typographyFindings(texts: CatalogText[], rules: TypographyRule[] = TYPOGRAPHY): Finding[] {
  const findings: Finding[] = [];
  for (const { locale, key, text } of texts) {
    for (const rule of rules) {
      if (!rule.locales.includes(locale)) continue;
      for (const match of text.matchAll(global(rule.pattern))) {
        // a few characters either side: a missing space is easier to see in its place
        const found = text.slice(Math.max(0, match.index - 8), match.index + match[0].length + 8);
        findings.push({ locale, key, rule: `typography: ${rule.id}`, found, hint: rule.hint });
      }
    }
  }
  return findings;
}

/** Placeholders are names for code, not words: the glossary reads {{email}} as {{}}. */
function withoutPlaceholderNames(texts: CatalogText[]): CatalogText[] {
  return texts.map((entry) => ({ ...entry, text: entry.text.replace(/\{\{[^}]*\}\}/g, '{{}}') }));
}

export function checkTexts(texts: CatalogText[]): Finding[] {
  return [...glossaryFindings(withoutPlaceholderNames(texts)), ...typographyFindings(texts)];
}

/** One line per finding; spaces that do not show are named. */
export function formatFinding({ locale, key, rule, found, hint }: Finding): string {
  const visible = found
    .replace(/\u00a0/g, '⍽')
    .replace(/\u202f/g, '⍽')
    .replace(/ /g, '·');
  return `${locale} ${key}: ${rule}: "${visible}" — ${hint}`;
}
