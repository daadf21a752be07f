import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAtWordBoundary, cutExact, fontWeightsParam, showEmergencyContactTwoLabel } from './wallet-card.rules.js';

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

  it('live updates are cut exactly (property)', () => {
    expect(cutExact('white, black', 7)).toBe('white, ');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (value, limit) => {
        const cut = cutExact(value, limit);
        expect(Array.from(cut).length).toBe(Math.min(limit, Array.from(value).length));
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
