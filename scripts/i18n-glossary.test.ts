// The glossary check (docs/glossary.md): each rule on a text that breaks it and on one that keeps it,
// the allow-list, the catalogs as they are, and the report's exit code on a deliberately bad catalog.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../src/domain/locale/locales.js';
import { apiTexts, EMAIL_LOCALES_DIR, LOCALES_DIR, seedTexts, textsAsSeen } from './i18n-catalogs.js';
import {
  type CatalogText,
  type Concept,
  checkTexts,
  formatFinding,
  GLOSSARY,
  glossaryFindings,
  typographyFindings,
} from './i18n-glossary.js';

const NBSP = '\u00a0';
const one = (locale: LocaleCode, text: string, key = 'test:key'): CatalogText[] => [{ locale, key, text }];
const rules = (texts: CatalogText[]) => checkTexts(texts).map((finding) => finding.rule);

describe('the catalogs as they are', () => {
  it('use one term per concept and keep the typography, web and e-mail alike', async () => {
    const texts = await textsAsSeen();
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
  });

  it("and the demo seed's information pages, each English in its country's spelling (issue 11: 8, 9)", async () => {
    const texts = await seedTexts();
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
    const keys = texts.map((entry) => entry.key);
    expect(keys).toContain('seed:DEMO_JURISDICTIONS.toronto-on.infoPages.safeAndHappyFund.fr_CA.html');
    expect(keys).toContain('seed:DEMO_JURISDICTIONS.king-county-wa.infoPages.safeAndHappyFund.es_US.html');
    const torontoLicensing = texts.filter(
      (entry) => entry.key === 'seed:DEMO_JURISDICTIONS.toronto-on.infoPages.licensing.en_US.html',
    );
    // a Canadian city's English is read as en-CA only (decision 0021 never shows it in en-US)
    expect(torontoLicensing.map((entry) => entry.locale)).toEqual(['en_CA']);
    // what the seed said before: each is a finding
    const before: CatalogText[] = [
      { locale: 'fr_CA', key: 'seed:x', text: 'Le Fonds Safe & Happy aide les gardiens d’animaux.' },
      { locale: 'es_US', key: 'seed:y', text: 'El Fondo Safe & Happy ayuda a los tutores de mascotas.' },
      {
        locale: 'en_US',
        key: 'seed:z',
        text: 'needs a current licence or license. Licences for altered pets cost less.',
      },
    ];
    expect(checkTexts(before).length).toBeGreaterThanOrEqual(5);
  });

  it("and the API's own en-US messages say email (issue 11: 9)", async () => {
    const texts = await apiTexts();
    expect(texts.map((entry) => entry.key)).toContain('api:INVALID_CREDENTIALS');
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
    expect(checkTexts(one('en_US', 'The e-mail address or password is incorrect.'))).toHaveLength(1);
  });

  it('are all read: every web namespace and the e-mails, in every locale', async () => {
    const texts = await textsAsSeen();
    for (const locale of LOCALES) {
      const keys = texts.filter((entry) => entry.locale === locale).map((entry) => entry.key);
      expect(keys, locale).toContain('common:nav.petGuardians');
      expect(keys, locale).toContain('email:welcome.body');
      expect(keys, locale).toContain('email:passwordChanged.subject');
    }
    // en-CA is checked as it is seen: its own text, else en-US's
    const canadian = texts.filter((entry) => entry.locale === 'en_CA');
    expect(canadian.find((entry) => entry.key === 'home:intro')?.text).toMatch(/^License your dog/);
    expect(canadian.find((entry) => entry.key === 'common:nav.logIn')?.text).toBe('Log In');
  });
});

// Each concept's second names, by locale: a text with one fails the check. A comment names the rows of the
// review of 2026-12-01 that found them (issue 39 item 2).
const SECOND_NAMES: Record<string, Partial<Record<LocaleCode, readonly string[]>>> = {
  'wallet card': {
    // es 8, fr 11, fr 22
    fr_CA: [
      'Cartes d’identité',
      "Cartes d'identité",
      'Cartes de portefeuille',
      'Carte portefeuille d’identité de votre animal',
    ],
    es_US: ['Tarjetas de identificación', 'Tarjetas de bolsillo'],
  },
  jurisdiction: { fr_CA: ['Ce territoire n’existe pas.'] },
  'pet licence': {
    // D16 c
    fr_CA: ['Vous devez avoir 18 ans pour acheter une licence pour animal.', 'Permis pour animaux'],
    en_US: ['Licences and licenses are issued under its bylaws'],
    en_CA: ['Licence your dog or cat', 'Reminders before a license expires'],
  },
  'licensing office': { fr_CA: ['Si votre bureau des licences a déjà un dossier'] },
  'pet guardian': { es_US: ['Tutores de mascotas', 'Guardianes de mascotas'], fr_CA: ['Gardiens des animaux'] },
  'pet sitter': { fr_CA: ['un voisin ou un gardien.'] },
  'emergency contact': { fr_CA: ['comme contacts d’urgence'] },
  record: { es_US: ['Recuperar mi registro', 'Los registros de licencias'] },
  'log out': { fr_CA: ['Vous serez déconnecté partout.'] },
  'log in': { en_US: ['You sign in with {{email}}.'] },
  'My Details': { fr_CA: ['Mes coordonnées'] },
  'e-mail': {
    en_US: ['E-mail address'],
    en_CA: ['We will e-mail you a code.'],
    fr_CA: ['Votre adresse e-mail'],
    es_US: ['Su e-mail'],
  },
  'ID tag': { fr_CA: ['Boutique de plaques'] },
  'remove (from a list)': { es_US: ['Eliminar'] },
  'verify (an e-mail address)': {
    es_US: ['Verifique su correo electrónico'],
    fr_CA: ['Ce lien de vérification a expiré.'],
  },
  'strong (password)': { fr_CA: ['Votre mot de passe est sécuritaire!'] },
  'Safe & Happy Fund': { es_US: ['Fondo Safe & Happy'] },
  bylaw: { en_US: ['issued under its bylaws'] },
  'rabies proof': {
    // es 19
    es_US: [
      'Pruebas de rabia',
      'Comprobante antirrábico aprobado',
      'Comprobantes de vacunación antirrábica',
      'Los perros necesitan comprobante de rabia',
      'La fecha de vencimiento de la vacuna antirrábica',
    ],
    fr_CA: ['Preuves antirabiques', 'Les preuves de vaccination antirabique expirées'],
  },
  'Smart Tracker': { es_US: ['Rastreador inteligente', 'Smart Tracker'], fr_CA: ['Smart Tracker'] }, // es 9, es 10, fr 12
  'move (an account to another jurisdiction)': {
    // es 18, fr 16
    es_US: ['¿Desea mudar su cuenta?', 'Se mudó al dueño.', 'Condiciones de mudanza'],
    fr_CA: ['Voulez-vous déménager votre compte?', 'Le propriétaire a été déménagé.', 'Déménager vers {{name}}'],
  },
  'late fee': { es_US: ['se aplica un cargo por pago tardío', 'Recargo por atraso'] }, // es 12
  'licence term': {
    // es 13, fr 10
    es_US: ['Vigencia', 'Plazos ofrecidos', 'Elija un plazo más corto'],
    fr_CA: ['la nouvelle durée commence aujourd’hui'],
  },
  'amount (of money)': { es_US: ['Importe reembolsado', 'Otra cantidad'] }, // es 14
  'licence fee': { fr_CA: ['Prix d’un permis pour un an', 'Droits du permis, {{count}} an', 'Droits ({{currency}})'] }, // fr 14
  'issue (a licence)': {
    // es 20, fr 19
    es_US: ['Licencias para mascotas otorgadas'],
    fr_CA: ['Votre municipalité n’accorde pas de permis d’animaux'],
  },
  'reason (for a decision)': { fr_CA: ['Choisissez une raison…'] }, // fr 13
  'details (of an owner or a pet)': { fr_CA: ['Corriger les coordonnées'] }, // fr 15
  owner: { es_US: ['Propietario'] }, // es 16
  'mobile (phone)': { es_US: ['Móvil'] }, // es 11
  donation: { es_US: ['Donaciones'] }, // es 15
  add: { es_US: ['Nota añadida'] }, // es 21
  'design (of a tag or a card)': { fr_CA: ['Modèle'] }, // fr 21
  'Add to Basket': { en_US: ['Add to basket'] }, // D16 g
  canceled: { en_US: ['The change is cancelled'], en_CA: ['canceled, ends on {{date}}'] }, // en-US spells it "canceled", en-CA "cancelled"
};

describe('a second name for a concept fails', () => {
  const cases = Object.entries(SECOND_NAMES).flatMap(([concept, byLocale]) =>
    Object.entries(byLocale).flatMap(([locale, texts]) =>
      texts.map((text) => [locale as LocaleCode, text, concept] as const),
    ),
  );
  it.each(cases)('%s "%s": %s', (locale, text, concept) => {
    expect(rules(one(locale, text))).toContain(`glossary: ${concept}`);
  });
});

describe('the glossary term, and words that only look like a second name, pass', () => {
  it.each([
    ['fr_CA', 'Province ou territoire'],
    ['fr_CA', 'Veuillez sélectionner une province ou un territoire.'],
    ['fr_CA', 'Territoires du Nord-Ouest'],
    ['es_US', 'Seleccione una provincia o un territorio.'],
    ['es_US', 'Territorios del Noroeste'],
    ['fr_CA', 'Par exemple\u00a0: sœur, voisin, gardien d’animaux'],
    ['fr_CA', 'Enregistrement…'], // "saving", not Ottawa's word for a licence
    ['es_US', 'Complete su registro'], // sign-up
    ['es_US', 'Completar mi registro'],
    ['es_US', 'Verificando su código…'], // checking a code, not confirming an address
    ['es_US', 'Usted inicia sesión con {{email}}.'], // a placeholder's name is not a word
    ['en_CA', 'With it you can license your pets and renew their licences.'],
    ['en_US', 'License your dog or cat'],
    ['fr_CA', 'Les permis sont délivrés par votre municipalité selon ses règlements.'],
    ['fr_CA', 'Cette municipalité n’existe pas.'],
    ['fr_CA', 'Il semble que votre inscription soit déjà faite!'],
    ['es_US', 'Comprobantes de vacunación contra la rabia por verificar'],
    ['es_US', 'Suba un certificado de vacunación contra la rabia.'], // the vet's paper
    ['fr_CA', 'Preuves de vaccination contre la rage à vérifier'],
    ['es_US', 'Su motivo consta en el registro de auditoría.'], // the audit log, not a record
    ['es_US', '¿Se muda o ya no tiene mascotas?'], // a person moves house
    ['es_US', 'Al mudarse, usted acepta que:'],
    ['fr_CA', 'Vous déménagez ou n’avez plus d’animaux?'],
    ['es_US', 'Se aplica un recargo por pago tardío.'],
    ['es_US', 'Una licencia que tenga sigue vigente hasta que venza.'], // "vigente", not the term
    ['es_US', 'Descuentos, plazos y comprobantes'], // the renewal and grace windows
    ['es_US', 'Elija una cantidad de 1 a {{numLimit}}.'], // a quantity
    ['fr_CA', 'Tarif d’un permis pour un an'],
    ['fr_CA', 'Durée du permis'],
    ['fr_CA', '© {{year}} Pawport Inc. Tous droits réservés.'],
    ['fr_CA', 'La famille a partagé ses coordonnées'], // contact details
    ['en_US', 'Add to Basket'],
    ['en_CA', 'cancelled, ends on {{date}}'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(checkTexts(one(locale, text)).map(formatFinding)).toEqual([]);
  });
});

describe('the allow-list', () => {
  const withGatineau: Concept[] = GLOSSARY.map((concept) =>
    concept.id === 'pet licence' ? { ...concept, allow: { fr_CA: ['jurisdiction:gatineau-qc.*'] } } : concept,
  );
  it('lets a listed key use a jurisdiction’s own word (Gatineau says "licence")', () => {
    const text = 'Obtenez la licence de votre chien.';
    expect(glossaryFindings(one('fr_CA', text, 'jurisdiction:gatineau-qc.licensing'), withGatineau)).toEqual([]);
  });
  it('and no other key', () => {
    const text = 'Obtenez la licence de votre chien.';
    expect(glossaryFindings(one('fr_CA', text, 'home:intro'), withGatineau).map((f) => f.rule)).toEqual([
      'glossary: pet licence',
    ]);
    expect(glossaryFindings(one('fr_CA', text, 'jurisdiction:ottawa-on.licensing'), withGatineau)).toHaveLength(1);
  });
});

describe('fr-CA typography', () => {
  it.each([
    ["Ajouter l'adresse", 'straight apostrophe'],
    ['Votre mot de passe doit contenir :', 'space before a colon'],
    ['Suggestions: {{count}}', 'space before a colon'],
    ['Suggestions\u202f: {{count}}', 'space before a colon'],
    ['Le champ « {{field}} » contient', 'space inside « »'],
    [`Le champ «${NBSP}{{field}} » contient`, 'space inside « »'],
    ['Merci !', 'space before ; ! ?'],
    [`Merci${NBSP}!`, 'space before ; ! ?'],
    ['Vraiment ?', 'space before ; ! ?'],
    ['comme l’exige la loi ; ils', 'space before ; ! ?'],
    ['un fichier de moins de 8 Mo', 'number and unit'],
    ['un fichier de moins de 8Mo', 'number and unit'],
    ['par exemple (555) 555-0123', 'phone number'],
  ] as const)('"%s": %s', (text, rule) => {
    expect(rules(one('fr_CA', text))).toContain(`typography: ${rule}`);
  });

  it.each([
    ['Ajouter l’adresse'],
    [`Votre mot de passe doit contenir${NBSP}:`],
    [`Le champ «${NBSP}{{field}}${NBSP}» contient`],
    ['Merci!'],
    ['comme l’exige la loi; ils'],
    ['Un caractère spécial (comme ! @ # $)'], // the marks listed as themselves
    [`un fichier de moins de 8${NBSP}Mo`],
    [`d’ici {{minutes}}${NBSP}minutes`],
    ['par exemple 613 555-0123'],
    ['https://pets.example.org/fr_CA/'],
    ['à 14 h 07'],
  ])('"%s" passes', (text) => {
    expect(typographyFindings(one('fr_CA', text)).map(formatFinding)).toEqual([]);
  });

  it('applies to fr-CA only; es-US has its own unit rule', () => {
    expect(typographyFindings(one('en_US', "Don't have an account? Please upload a file smaller than 10MB"))).toEqual(
      [],
    );
    expect(rules(one('es_US', 'Suba un archivo de menos de 8MB'))).toEqual(['typography: number and unit']);
    expect(rules(one('es_US', 'Suba un archivo de menos de 8 MB'))).toEqual([]);
  });

  it('es-US writes "15%" and quotes with “…” (review 2026-12-01, es 23 and 24)', () => {
    expect(rules(one('es_US', 'Impuesto ({{rate}} %)'))).toEqual(['typography: space before %']);
    expect(rules(one('es_US', 'Ahorre 15 %'))).toEqual(['typography: space before %']);
    expect(rules(one('es_US', 'Impuesto ({{rate}}%)'))).toEqual([]);
    expect(rules(one('es_US', 'Elija «Agregar dirección».'))).toEqual([
      'typography: quotation marks',
      'typography: quotation marks',
    ]);
    expect(rules(one('es_US', 'elija "Guardar esta tarjeta"'))).toHaveLength(2);
    expect(rules(one('es_US', 'Elija “Agregar dirección”.'))).toEqual([]);
  });
});

describe('docs/glossary.md', () => {
  const doc = readFileSync('docs/glossary.md', 'utf8');
  it.each(GLOSSARY.map((concept) => [concept.id, concept] as const))('lists "%s" with its terms', (_id, concept) => {
    expect(doc).toContain(concept.id);
    for (const locale of LOCALES) expect(doc, `${concept.id} ${locale}`).toContain(concept.terms[locale]);
  });
});

describe('npm run i18n:report', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pawport-glossary-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const report = (web: string, email: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/i18n-report.ts', `--web-locales=${web}`, `--email-locales=${email}`],
      { encoding: 'utf8' },
    );

  it('passes on the catalogs as they are', () => {
    const result = report(LOCALES_DIR, EMAIL_LOCALES_DIR);
    expect(result.stderr).not.toContain('problem');
    expect(result.stdout).toMatch(/^es_US: 0 untranslated$/m);
    expect(result.stdout).toMatch(/^fr_CA: 0 untranslated$/m);
    expect(result.status).toBe(0);
  }, 30_000);

  it('fails (exit 1) on a deliberately bad copy, naming each web and e-mail problem', () => {
    const web = join(scratch, 'web');
    const email = join(scratch, 'email');
    cpSync(LOCALES_DIR, web, { recursive: true });
    cpSync(EMAIL_LOCALES_DIR, email, { recursive: true });
    writeFileSync(join(email, 'package.json'), '{ "type": "module" }');
    const edit = (file: string, from: string, to: string) => {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toContain(from);
      writeFileSync(file, text.replace(from, to));
    };
    edit(join(web, 'fr_CA/common.json'), '"walletCards": "Cartes portefeuille"', `"walletCards": "Cartes d'identité"`);
    edit(join(web, 'es_US/petGuardians.json'), '"title": "Personas responsables"', '"title": "Tutores de mascotas"');
    edit(join(web, 'fr_CA/account.json'), `contenir${NBSP}:`, 'contenir :');
    edit(join(email, 'fr_CA.ts'), 'obtenir les permis de vos animaux', 'obtenir les licences de vos animaux');

    const result = report(web, email);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    const has = (start: string) =>
      expect(
        lines.some((line) => line.trim().startsWith(start)),
        start,
      ).toBe(true);
    has('fr_CA common:nav.walletCards: glossary: wallet card:');
    has('fr_CA common:nav.walletCards: typography: straight apostrophe:');
    has('es_US petGuardians:title: glossary: pet guardian:');
    has('fr_CA account:signUp.passwordRules: typography: space before a colon:');
    has('fr_CA email:welcome.body: glossary: pet licence:');
    expect(result.stderr).toContain('5 problem(s)');
  }, 30_000);
});
