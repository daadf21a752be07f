// Sentences about a pet agree with it (issue 39): each rule of scripts/i18n-pet-sentences.ts on fixtures
// that break it and keep it, then the code and catalogs as they are, and the five screens' sentences as
// i18next renders them for a female and a male pet.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { toLocaleTag } from '../src/domain/locale/locales.js';
import { petWords } from '../src/domain/pet/pet-words.js';
import { formatFinding } from './i18n-glossary.js';
import {
  NEEDS_NO_VARIANT,
  type PetCall,
  petCallsIn,
  petSentenceFindings,
  petSentenceFindingsNow,
  type TextsByKey,
} from './i18n-pet-sentences.js';

const none: Record<'es_US' | 'fr_CA', string[]> = { es_US: [], fr_CA: [] };
const check = (
  calls: PetCall[],
  texts: { en_US?: TextsByKey; es_US?: TextsByKey; fr_CA?: TextsByKey },
  exempt = none,
) =>
  petSentenceFindings({
    calls,
    texts: { en_US: texts.en_US ?? {}, es_US: texts.es_US ?? {}, fr_CA: texts.fr_CA ?? {} },
    needsNoVariant: exempt,
  }).map((finding) => `${finding.locale} ${finding.key}: ${finding.rule}`);

describe('the code that names a pet', () => {
  it('is found by its t() calls: petWords marks a pet sentence, a pet’s name names one', () => {
    const source = `
      const { t } = useTranslation('homesafe');
      t('dashboard.lost', petWords(pet));
      t('pet.lostSince', { ...petWords(pet), date: formatDate(pet.lostOn), where: pet.lostWhere ?? '' });
      t('dashboard.manage', { name: pet.name });
      t('billing.cancel', { pet: row.petName });
      t('pet:myPets.retireMessage', petWords(asked ?? { name: '' }));
      author === 'OWNER' ? t('pet.fromYou') : t('pet.fromFinder', petWords(pet));
      t('notices.removed', { name: fullName(guardian) });
    `;
    expect(petCallsIn(source, 'x.tsx')).toEqual([
      { key: 'homesafe:dashboard.lost', file: 'x.tsx', words: true, name: false },
      { key: 'homesafe:pet.lostSince', file: 'x.tsx', words: true, name: false },
      { key: 'homesafe:dashboard.manage', file: 'x.tsx', words: false, name: true },
      { key: 'homesafe:billing.cancel', file: 'x.tsx', words: false, name: true },
      { key: 'pet:myPets.retireMessage', file: 'x.tsx', words: true, name: false },
      { key: 'homesafe:pet.fromFinder', file: 'x.tsx', words: true, name: false },
    ]);
  });
});

describe('a sentence the code marks as about a pet', () => {
  const marked: PetCall[] = [{ key: 'pet:panel.added', file: 'x.tsx', words: true, name: false }];
  const es = { 'pet:panel.added': '{{name}} se agregó a sus mascotas.' };
  const fr = { 'pet:panel.added': '{{name}} a été ajouté à vos animaux.' };

  it('fails in Spanish and in French without a sex variant (D18: « Poutine a été ajouté »)', () => {
    expect(check(marked, { es_US: es, fr_CA: fr })).toEqual([
      'es_US pet:panel.added: pet sentence: no sex variant',
      'fr_CA pet:panel.added: pet sentence: no sex variant',
    ]);
  });

  it('passes with the variant, or where a person listed its words as agreeing with nothing', () => {
    const variant = { ...fr, 'pet:panel.added_female': '{{name}} a été ajoutée à vos animaux.' };
    expect(check(marked, { es_US: es, fr_CA: variant }, { es_US: ['pet:panel.added'], fr_CA: [] })).toEqual([]);
  });

  it('knows a plural key’s variants (key_female_one)', () => {
    const calls: PetCall[] = [{ key: 'homesafe:dashboard.waiting', file: 'x.tsx', words: true, name: false }];
    const plural = { 'homesafe:dashboard.waiting_one': 'A', 'homesafe:dashboard.waiting_other': 'B' };
    expect(check(calls, { es_US: plural, fr_CA: plural })).toHaveLength(2);
    const withVariants = { ...plural, 'homesafe:dashboard.waiting_female_one': 'C' };
    const male = { ...plural, 'homesafe:dashboard.waiting_male_other': 'D' };
    expect(check(calls, { es_US: male, fr_CA: withVariants })).toEqual([]);
  });
});

describe('a text that names a pet without its sex', () => {
  it('fails where its words agree with one (the dashboard before issue 39)', () => {
    const calls: PetCall[] = [{ key: 'homesafe:dashboard.lost', file: 'HomeSafeCard.tsx', words: false, name: true }];
    expect(
      check(calls, {
        es_US: { 'homesafe:dashboard.lost': '{{name}} está reportada como perdida.' },
        fr_CA: { 'homesafe:dashboard.lost': '{{name}} est signalé perdu.' },
      }),
    ).toEqual([
      'es_US homesafe:dashboard.lost: pet sentence: agrees without the pet’s sex',
      'fr_CA homesafe:dashboard.lost: pet sentence: agrees without the pet’s sex',
    ]);
  });

  it('fails on a pronoun for the pet, and in an e-mail that takes {{pet}}', () => {
    const texts = {
      es_US: { 'homesafe:pet.fromFinder': 'Quien la encontró', 'email:found.body': 'Márquela como encontrada.' },
      fr_CA: {
        'email:found.body': 'Un animal trouvé près du parc.',
        'email:found.subject': 'Quand {{pet}} sera de retour, elle…',
      },
    };
    const calls: PetCall[] = [{ key: 'homesafe:pet.fromFinder', file: 'x.tsx', words: false, name: true }];
    expect(check(calls, texts)).toEqual([
      'es_US homesafe:pet.fromFinder: pet sentence: agrees without the pet’s sex',
      'fr_CA email:found.subject: pet sentence: agrees without the pet’s sex',
    ]);
  });

  it('passes when its words fit every pet', () => {
    const calls: PetCall[] = [{ key: 'pet:myPets.walletCard', file: 'x.tsx', words: false, name: true }];
    expect(
      check(calls, {
        es_US: { 'pet:myPets.walletCard': 'Diseñar una tarjeta para la billetera de {{name}}' },
        fr_CA: { 'pet:myPets.walletCard': 'Créer une carte portefeuille pour {{name}}', 'email:x': 'Photo de {{pet}}' },
      }),
    ).toEqual([]);
  });
});

describe('variants and the list of sentences that need none stay true', () => {
  it('a variant the code never reaches fails (it passes no petWords)', () => {
    const calls: PetCall[] = [{ key: 'pet:myPets.reportedLost', file: 'PetCard.tsx', words: false, name: false }];
    const es = { 'pet:myPets.reportedLost': 'Reportada', 'pet:myPets.reportedLost_male': 'Reportado' };
    expect(check(calls, { es_US: es })).toEqual(['en_US pet:myPets.reportedLost: pet sentence: variant never shown']);
  });

  it('an entry that contradicts the catalog or names no pet sentence fails', () => {
    const calls: PetCall[] = [{ key: 'pet:panel.added', file: 'x.tsx', words: true, name: false }];
    const fr = { 'pet:panel.added': 'A', 'pet:panel.added_female': 'B' };
    expect(check(calls, { fr_CA: fr }, { es_US: ['pet:gone'], fr_CA: ['pet:panel.added'] })).toEqual([
      'es_US pet:gone: pet sentence: stale NEEDS_NO_VARIANT entry',
      'fr_CA pet:panel.added: pet sentence: stale NEEDS_NO_VARIANT entry',
    ]);
  });
});

describe('the code and catalogs as they are', () => {
  it('have no pet sentence without its variants', async () => {
    expect((await petSentenceFindingsNow()).map(formatFinding)).toEqual([]);
  }, 30_000);

  it('list each sentence that needs no variant once', () => {
    for (const keys of Object.values(NEEDS_NO_VARIANT)) expect(new Set(keys).size).toBe(keys.length);
  });

  // the five screens' sentences, as i18next renders them with the pet's words (issue 39 item 1)
  const load = (locale: string, namespace: string) =>
    JSON.parse(readFileSync(`src/web/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const render = async (locale: 'es_US' | 'fr_CA', key: string, gender: 'FEMALE' | 'MALE', extra = {}) => {
    const instance = i18next.createInstance();
    const resources: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const code of [locale, 'en_US']) {
      resources[toLocaleTag(code as 'en_US')] = { homesafe: load(code, 'homesafe'), pet: load(code, 'pet') };
    }
    await instance.init({
      lng: toLocaleTag(locale),
      fallbackLng: 'en-US',
      resources,
      interpolation: { escapeValue: false },
    });
    return instance.t(key, { ...petWords({ name: gender === 'FEMALE' ? 'Poutine' : 'Rex', gender }), ...extra });
  };

  it.each([
    ['es_US', 'homesafe:pet.fromFinder', 'Quien la encontró', 'Quien lo encontró'],
    ['fr_CA', 'homesafe:pet.fromFinder', 'La personne qui l’a trouvée', 'La personne qui l’a trouvé'],
    ['es_US', 'homesafe:dashboard.lost', 'Poutine está reportada como perdida.', 'Rex está reportado como perdido.'],
    ['fr_CA', 'homesafe:dashboard.lost', 'Poutine est signalée perdue.', 'Rex est signalé perdu.'],
    ['es_US', 'pet:myPets.reportedLost', 'Reportada como perdida desde el 1', 'Reportado como perdido desde el 1'],
    ['fr_CA', 'pet:myPets.reportedLost', 'Signalée perdue depuis le 1', 'Signalé perdu depuis le 1'],
    ['es_US', 'pet:panel.added', 'Poutine se agregó a sus mascotas.', 'Rex se agregó a sus mascotas.'],
    ['fr_CA', 'pet:panel.added', 'Poutine a été ajoutée à vos animaux.', 'Rex a été ajouté à vos animaux.'],
    ['fr_CA', 'pet:myPets.retireMessage', 'Poutine sera retirée de vos animaux.', 'Rex sera retiré de vos animaux.'],
  ] as const)('%s %s: "%s" for a female pet, "%s" for a male one', async (locale, key, female, male) => {
    expect(await render(locale, key, 'FEMALE', { date: '1' })).toContain(female);
    expect(await render(locale, key, 'MALE', { date: '1' })).toContain(male);
  });
});
