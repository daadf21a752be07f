import { describe, expect, it } from 'vitest';
import {
  acceptsTypedCharacter,
  charCount,
  digitCountIssue,
  filterTypedText,
  maxCharsIssue,
  minCharsIssue,
  numberBetweenIssue,
  trimToNull,
} from './text.rules.js';

describe('general text rules (spec §5 General)', () => {
  it('refuses typing "/"', () => {
    expect(acceptsTypedCharacter('/')).toBe(false);
    expect(acceptsTypedCharacter('a')).toBe(true);
    expect(filterTypedText('a/b//c')).toBe('abc');
  });

  it.each([
    [maxCharsIssue('abc', 3), null],
    [maxCharsIssue('abcd', 3), { key: 'validation.maxChars', params: { numLimit: 3 } }],
    [maxCharsIssue('🐶🐶🐶', 3), null],
    [minCharsIssue('ab', 3), { key: 'validation.minChars', params: { numLimit: 3 } }],
    [minCharsIssue('abc', 3), null],
    [numberBetweenIssue(5, 1, 10), null],
    [numberBetweenIssue(1, 1, 10), null],
    [numberBetweenIssue(11, 1, 10), { key: 'validation.numberBetween', params: { minNum: 1, maxNum: 10 } }],
    [numberBetweenIssue(Number.NaN, 1, 10), { key: 'validation.numberBetween', params: { minNum: 1, maxNum: 10 } }],
    [digitCountIssue('123', { min: 4 }), { key: 'validation.minNumbers', params: { numLimit: 4 } }],
    [digitCountIssue('12345', { max: 4 }), { key: 'validation.maxNumbers', params: { numLimit: 4 } }],
    [digitCountIssue('1234', { min: 4, max: 4 }), null],
  ])('generic message %#', (issue, expected) => expect(issue).toEqual(expected));

  it('helpers', () => {
    expect(trimToNull('  ')).toBeNull();
    expect(trimToNull(5)).toBe('5');
    expect(charCount('é🐶')).toBe(2);
  });
});
