import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foundPageUrl,
  formatTagCode,
  normalizeTagCode,
  TAG_CODE_ALPHABET,
  TAG_CODE_LENGTH,
  tagCodeIssue,
} from './tag-code.js';

describe('HomeSafe tag codes (decision 0802)', () => {
  it('has 31 characters, none that reads as another', () => {
    expect(TAG_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(TAG_CODE_ALPHABET).size).toBe(31);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(TAG_CODE_ALPHABET).not.toContain(ambiguous);
    // 31^10 codes: enumeration needs ~8 × 10^14 guesses (the maths is in the decision)
    expect(TAG_CODE_ALPHABET.length ** TAG_CODE_LENGTH).toBeGreaterThan(8e14);
  });

  it.each([
    ['K7QM4XW2P9', 'K7QM4XW2P9'],
    ['k7qm4-xw2p9', 'K7QM4XW2P9'],
    [' K7QM4 XW2P9 ', 'K7QM4XW2P9'],
    ['K7QM4\u2011XW2P9', 'K7QM4XW2P9'],
    ['K7QM4XW2P', null],
    ['K7QM4XW2P99', null],
    ['K7QM4XW2P0', null],
    ['K7QM4XW2PO', null],
    ['K7QM4XW2PL', null],
    ['<script>', null],
    ['', null],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeTagCode(typed)).toBe(code);
  });

  it('reads back every code it prints, and every printed code links to its found page', () => {
    const code = fc.string({
      unit: fc.constantFrom(...TAG_CODE_ALPHABET),
      minLength: TAG_CODE_LENGTH,
      maxLength: TAG_CODE_LENGTH,
    });
    fc.assert(
      fc.property(code, (value) => {
        expect(normalizeTagCode(formatTagCode(value))).toBe(value);
        expect(foundPageUrl('https://pets.example/', 'fr_CA', value)).toBe(`https://pets.example/fr_CA/found/${value}`);
      }),
    );
  });

  it('tells a person what a code looks like', () => {
    expect(tagCodeIssue('')).toEqual({ key: 'validation.required' });
    expect(tagCodeIssue('0OIL1')).toEqual({ key: 'validation.homesafe.tagCodeInvalid', params: { numLimit: 10 } });
    expect(tagCodeIssue('K7QM4-XW2P9')).toBeNull();
  });
});
