import { describe, expect, it } from 'vitest';
import { type FaqGroups, filterFaq, searchableText } from './use-faq.js';

const GROUPS: FaqGroups = [
  {
    group: 'rabiesProof',
    items: [
      { id: 'a', question: 'Qu’est-ce qui sert de preuve?', answer: '<p>Un certificat de votre vétérinaire.</p>' },
      { id: 'b', question: 'Comment téléverser le certificat?', answer: '<p>Ouvrez <strong>Mes animaux</strong>.</p>' },
    ],
  },
  { group: 'lostPets', items: [{ id: 'c', question: 'Mon animal est perdu', answer: '<p>Cherchez la médaille.</p>' }] },
];

describe('the FAQ search (decision 0601)', () => {
  it('ignores case, accents, tags and apostrophe style', () => {
    expect(searchableText('  Qu’est-ce <b>QUI</b>\u00a0Médaille ')).toBe("qu'est-ce qui medaille");
  });

  it('keeps every question when the query is blank', () => {
    expect(filterFaq(GROUPS, '   ')).toBe(GROUPS);
  });

  it('keeps the questions with every word, in the question or the answer, and drops empty groups', () => {
    expect(filterFaq(GROUPS, 'CERTIFICAT').flatMap((group) => group.items.map((item) => item.id))).toEqual(['a', 'b']);
    expect(filterFaq(GROUPS, 'medaille perdu').map((group) => group.group)).toEqual(['lostPets']);
    expect(filterFaq(GROUPS, "qu'est veterinaire").flatMap((group) => group.items.map((item) => item.id))).toEqual([
      'a',
    ]);
    expect(filterFaq(GROUPS, 'strong')).toEqual([]);
  });
});
