// The glossary check reads every text we send (issue 39): the e-mails as rendered, the certificate's PDF
// words, the tracker block's texts and the demo content, besides the catalogs; and docs/glossary.md's
// "Refused:" lists are what the check refuses. Fixtures first (each reader and each rule on a text that
// breaks it), then the sources as they are.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localizedTexts, seedTexts, sentEmailTexts, serverTexts } from './i18n-catalogs.js';
import { type CatalogText, checkTexts, formatFinding, GLOSSARY } from './i18n-glossary.js';
import { expansions, refusedNames, unenforcedNames } from './i18n-glossary-doc.js';

const NBSP = '\u00a0';
const rules = (texts: CatalogText[]) => checkTexts(texts).map((finding) => `${finding.key}: ${finding.rule}`);

describe('localizedTexts reads translated data as each locale sees it', () => {
  it('an object keyed by locale, its fallback in the same language, its HTML as read', () => {
    const product = {
      slug: 'wallet-card',
      name: { en_US: 'Wallet card', fr_CA: 'Carte <strong>portefeuille</strong>' },
      imageKey: 'wallet-card',
    };
    expect(localizedTexts([product], 'seed:P')).toEqual([
      { locale: 'en_US', key: 'seed:P.wallet-card.name.en_US', text: 'Wallet card' },
      { locale: 'en_CA', key: 'seed:P.wallet-card.name.en_US', text: 'Wallet card' },
      { locale: 'fr_CA', key: 'seed:P.wallet-card.name.fr_CA', text: 'Carte portefeuille' },
    ]);
  });

  it('a tree under a locale (move terms, an FAQ) with its code fields left out, and a Canadian city read in Canada', () => {
    const city = {
      slug: 'toronto-on',
      country: 'CA',
      faq: { en_US: [{ group: 'licences', items: [{ id: 'cost', question: 'What does a licence cost?' }] }] },
      moveTerms: { fr_CA: { header: 'Transférer', list: ['<p>Un</p>', '<p>Deux</p>'] } },
    };
    expect(localizedTexts([city], 'seed:J')).toEqual([
      { locale: 'en_CA', key: 'seed:J.toronto-on.faq.en_US.0.items.cost.question', text: 'What does a licence cost?' },
      { locale: 'fr_CA', key: 'seed:J.toronto-on.moveTerms.fr_CA.header', text: 'Transférer' },
      { locale: 'fr_CA', key: 'seed:J.toronto-on.moveTerms.fr_CA.list.0', text: 'Un' },
      { locale: 'fr_CA', key: 'seed:J.toronto-on.moveTerms.fr_CA.list.1', text: 'Deux' },
    ]);
  });

  it('a text made by a function, with a value and without', () => {
    const texts = { es_US: { verified: (date: string | null) => (date ? `Verificado el ${date}` : 'Verificado') } };
    expect(localizedTexts(texts, 'certificate:C').map((entry) => entry.text)).toEqual([
      'Verificado el {{}}',
      'Verificado',
    ]);
  });

  it('so that a second name in a PDF or the demo content fails like one in a catalog', () => {
    const certificate = {
      es_US: { footer: 'Guarde este certificado con los registros de su mascota.' },
      fr_CA: { footer: 'Conservez ce certificat: il prouve le permis.' },
    };
    const seed = { slug: 'x', country: 'US', moveTerms: { es_US: { agree: 'Sí, mudar mi cuenta a Seattle' } } };
    expect(rules([...localizedTexts(certificate, 'certificate:C'), ...localizedTexts([seed], 'seed:J')])).toEqual(
      expect.arrayContaining([
        'certificate:C.es_US.footer: glossary: record',
        'certificate:C.fr_CA.footer: typography: space before a colon',
        'seed:J.x.moveTerms.es_US.agree: glossary: move (an account to another jurisdiction)',
      ]),
    );
  });
});

describe('the texts we send, as they are', () => {
  it('the certificate and the tracker block are read in every locale, and pass', async () => {
    const texts = await serverTexts();
    const keys = texts.map((entry) => `${entry.locale} ${entry.key}`);
    expect(keys).toContain('es_US certificate:CERTIFICATE_TEXTS.es_US.footer');
    expect(keys).toContain('fr_CA certificate:CERTIFICATE_TEXTS.fr_CA.owner');
    expect(keys).toContain('fr_CA tracker:TRACKER_TEXTS.stepOneText.fr_CA');
    expect(keys).toContain('en_CA tracker:TRACKER_TEXTS.stepOneText.en_US');
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
  });

  it('the demo content: products, tracker plans, the jurisdictions’ pages, FAQ and move terms, and it passes', async () => {
    const texts = await seedTexts();
    const keys = texts.map((entry) => entry.key);
    expect(keys).toContain('seed:DEMO_PRODUCTS.bone-id-tag.name.fr_CA');
    expect(keys.some((key) => key.startsWith('seed:DEMO_TRACKER_PLANS.'))).toBe(true);
    expect(keys.some((key) => key.startsWith('seed:DEMO_JURISDICTIONS.seattle-wa.moveTerms.es_US.'))).toBe(true);
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
  }, 30_000);

  it('every e-mail as sent, template words included, and it passes', async () => {
    const texts = await sentEmailTexts();
    const receipt = texts.filter((entry) => entry.locale === 'fr_CA' && entry.key.startsWith('sent:order-receipt.'));
    // the receipt's lines: the colon after the product with a no-break space, money as fr-CA writes it,
    // the first of the month "1er"
    expect(receipt.map((entry) => entry.text)).toContain(`2 × Round ID tag${NBSP}: 37,98${NBSP}$`);
    expect(receipt.map((entry) => entry.text)).toContain(`1 × Safe & Happy Fund${NBSP}: 1${NBSP}000,00${NBSP}$`);
    expect(receipt.some((entry) => entry.text.includes('1er décembre 2026'))).toBe(true);
    expect(checkTexts(texts).map(formatFinding)).toEqual([]);
    // what the template wrote before issue 39 is a finding
    expect(rules([{ locale: 'fr_CA', key: 'sent:x', text: `2 × Médaille ronde: 18,99${NBSP}$` }])).toEqual([
      'sent:x: typography: space before a colon',
    ]);
  }, 30_000);
});

describe('docs/glossary.md’s "Refused:" lists', () => {
  const row = (concept: string, notes: string) => `| ${concept} | a | b | c | d | ${notes} |`;

  it('are read per language, quotes of both kinds, remarks in parentheses left out', () => {
    const doc = [
      '| Concept | en-US | en-CA | es-US | fr-CA | Notes |',
      '| --- | --- | --- | --- | --- | --- |',
      row('basket', 'Before. Refused: en "cart"; es "cesta", "canasta"; fr « chariot » (not « panier », the term).'),
      row('canceled', 'Refused: en-US "cancelled", en-CA "canceled".'),
      row('store', 'fr not "magasin".'),
    ].join('\n');
    expect(refusedNames(doc)).toEqual([
      { concept: 'basket', locales: ['en_US', 'en_CA'], example: 'cart' },
      { concept: 'basket', locales: ['es_US'], example: 'cesta' },
      { concept: 'basket', locales: ['es_US'], example: 'canasta' },
      { concept: 'basket', locales: ['fr_CA'], example: 'chariot' },
      { concept: 'canceled', locales: ['en_US'], example: 'cancelled' },
      { concept: 'canceled', locales: ['en_CA'], example: 'canceled' },
    ]);
  });

  it('stand for each form their shorthand names', () => {
    expect(expansions('tutor(es)')).toEqual(['tutores', 'tutor']);
    expect(expansions('otra/su cantidad')).toEqual(['otra cantidad', 'su cantidad']);
    expect(expansions('antirrábico/a')).toEqual(['antirrábico', 'antirrábica']);
    expect(expansions('comprobante (de vacunación) antirrábico/a')).toContain('comprobante antirrábica');
  });

  it('fail when the document refuses a name the check lets through, or names no concept of the check', () => {
    const doc = [row('basket', 'Refused: es "cesta", "carretilla".'), row('Smart Watch', 'Refused: es "reloj".')].join(
      '\n',
    );
    expect(unenforcedNames(doc, GLOSSARY)).toEqual([
      'basket: es_US "carretilla" — documented as refused, but the check lets it through',
      'Smart Watch: "reloj" — no concept of that name in scripts/i18n-glossary.ts',
    ]);
  });

  it('and on the document as it is, every refused name is refused', () => {
    expect(unenforcedNames(readFileSync('docs/glossary.md', 'utf8'), GLOSSARY)).toEqual([]);
  });
});
