import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutAtWordBoundary,
  fontWeightsParam,
  shortenAtWordBoundary,
  showEmergencyContactTwoLabel,
} from './wallet-card.rules.js';

describe('wallet card (spec §9)', () => {
  // one list of colours, cut at every limit that moves the cut
  it.each([
    [20, 'white, black, tan'],
    [17, 'white, black, tan'],
    [16, 'white, black'],
    [13, 'white, black'],
    [12, 'white, black'],
    [11, 'white'],
    [5, 'white'],
    [3, 'whi'],
  ])('cutAtWordBoundary("white, black, tan", %d) = %j', (limit, expected) =>
    expect(cutAtWordBoundary('white, black, tan', limit)).toBe(expected),
  );

  it.each([
    ['Friendly Playful Calm', 10, 'Friendly'],
    ['Supercalifragilistic', 5, 'Super'],
    ['a, b', 2, 'a'],
    ['', 5, ''],
    ['abc', 0, ''],
  ])('cutAtWordBoundary(%j, %d) = %j', (text, limit, expected) =>
    expect(cutAtWordBoundary(text, limit)).toBe(expected),
  );

  it('is never longer than the limit, is a prefix, and keeps short values (property)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab ,é🐶\t'), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 45 }), (value, limit) => {
        const cut = cutAtWordBoundary(value, limit);
        expect(Array.from(cut).length).toBeLessThanOrEqual(limit);
        expect(value.startsWith(cut)).toBe(true);
        if (Array.from(value).length <= limit) expect(cut).toBe(value);
        else expect(cut).not.toMatch(/[,\s]$/);
      }),
    );
  });

  // issue 38 D7: "…long walks in / t" — a value too long is cut at a word, and says so with "…"
  it.each([
    ['Friendly, loves kids and long walks in the rain…', 40, 'Friendly, loves kids and long walks in…'],
    ['white, black, tan', 13, 'white, black…'],
    ['white, black, tan', 17, 'white, black, tan'],
    ['Supercalifragilistic', 8, 'Superca…'],
    ['Rex', 1, 'R'],
  ])('shortenAtWordBoundary(%j, %d) = %j', (text, limit, expected) =>
    expect(shortenAtWordBoundary(text, limit)).toBe(expected),
  );

  it('a shortened value is within the limit, ends with "…" after a whole word, and is stable (property)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab ,é🐶'), maxLength: 60 });
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 45 }), (value, limit) => {
        const short = shortenAtWordBoundary(value, limit);
        expect(Array.from(short).length).toBeLessThanOrEqual(limit);
        expect(shortenAtWordBoundary(short, limit)).toBe(short);
        if (Array.from(value).length <= limit) expect(short).toBe(value);
        else {
          expect(short.endsWith('…')).toBe(true);
          expect(value.startsWith(short.slice(0, -1))).toBe(true);
        }
      }),
    );
  });

  it('second emergency contact label', () => {
    expect(showEmergencyContactTwoLabel(null)).toBe(false);
    expect(showEmergencyContactTwoLabel({ displayName: ' ', phoneNumber: '' })).toBe(false);
    expect(showEmergencyContactTwoLabel({ displayName: 'Sam' })).toBe(true);
    expect(showEmergencyContactTwoLabel({ phoneNumber: '5551234567' })).toBe(true);
  });

  it('font weights joined by ";"', () =>
    expect(fontWeightsParam(['bold', 'light', 'bold', 'bolder'])).toBe('300;700;900'));
});
