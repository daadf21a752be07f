import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTagNumber } from '../license/license-fee.rules.js';
import { normalizeLicenseTagNumber } from '../license/license-tag.rules.js';
import { finderCodeIssue, readFinderCode } from './finder-code.js';

describe('licence tag numbers as a finder types them (decision 0805)', () => {
  it.each([
    ['KC000002', 'KC000002'],
    ['kc000002', 'KC000002'],
    [' KC 000002 ', 'KC000002'],
    ['KC-000002', 'KC000002'],
    ['TOR\u2011000123', 'TOR000123'],
    ['SEA1234567', 'SEA1234567'],
    ['KC00002', null],
    ['000002', null],
    ['KC', null],
    ['KC000002X', null],
    ['K7QM4XW2P9', null],
    ['ABCDEFGHI000001', null],
    ['', null],
  ])('reads %j as %j', (typed, number) => {
    expect(normalizeLicenseTagNumber(typed)).toBe(number);
  });

  it('reads back every tag number the licence sequence prints', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,6}$/), fc.integer({ min: 1, max: 9_999_999 }), (prefix, sequence) => {
        const number = formatTagNumber(prefix, sequence);
        expect(normalizeLicenseTagNumber(number)).toBe(number);
        expect(normalizeLicenseTagNumber(number.toLowerCase())).toBe(number);
      }),
    );
  });
});

describe('what a finder types: a HomeSafe tag code or a licence tag number', () => {
  it('reads a tag code, a licence tag number, or both where a string can be either (tag code first)', () => {
    expect(readFinderCode('k7qm4-xw2p9')).toEqual([{ kind: 'TAG_CODE', value: 'K7QM4XW2P9' }]);
    expect(readFinderCode('KC 000002')).toEqual([{ kind: 'LICENSE_TAG', value: 'KC000002' }]);
    expect(readFinderCode('ABCD234567')).toEqual([
      { kind: 'TAG_CODE', value: 'ABCD234567' },
      { kind: 'LICENSE_TAG', value: 'ABCD234567' },
    ]);
    expect(readFinderCode('hello')).toEqual([]);
  });

  it('asks for one or the other', () => {
    expect(finderCodeIssue('')).toEqual({ key: 'validation.required' });
    expect(finderCodeIssue('  ')).toEqual({ key: 'validation.required' });
    expect(finderCodeIssue('K7QM4-XW2P9')).toBeNull();
    expect(finderCodeIssue('KC000002')).toBeNull();
    expect(finderCodeIssue('KC0002')).toEqual({
      key: 'validation.homesafe.finderCodeInvalid',
      params: { numLimit: 10 },
    });
  });
});
