import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  adminSearchIssue,
  adminSearchTerms,
  counterSaleSchema,
  escapeLikePattern,
} from './staff.rules.js';

describe('the staff search box (issue 17)', () => {
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['x'.repeat(ADMIN_SEARCH_MAX_LENGTH + 1), 'validation.maxChars'],
    ['x'.repeat(10_000), 'validation.maxChars'],
  ])('refuses %#', (query, key) => {
    expect(adminSearchIssue(query)?.key).toBe(key);
  });

  it('takes up to the limit', () => {
    expect(adminSearchIssue('x'.repeat(ADMIN_SEARCH_MAX_LENGTH))).toBeNull();
  });

  it.each([
    ['(206) 555-0100', '2065550100', null],
    ['+1 206 555 0100', '2065550100', null],
    ['555', '555', 555],
    ['PP-000123', null, 123],
    ['#42', null, 42],
    ['Dana Demo', null, null],
    ['12', null, 12],
  ])('reads %s as phone %s, order %s', (query, phone, order) => {
    const terms = adminSearchTerms(query);
    expect(terms.phoneDigits).toBe(phone);
    expect(terms.orderNumber).toBe(order);
  });

  it('lower-cases text, upper-cases numbers, squeezes spaces', () => {
    expect(adminSearchTerms('  Dana   DEMO ')).toMatchObject({ text: 'dana demo', number: 'DANA DEMO' });
  });

  it('escapes LIKE metacharacters so they match themselves', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLikePattern(".*(a|b)+$'")).toBe(".*(a|b)+$'");
  });
});

describe('a counter sale (issue 17)', () => {
  it('needs a cheque number for a cheque, none for cash', () => {
    expect(safeParseDomain(counterSaleSchema, { termYears: 1, method: 'CHEQUE', reference: ' ' }).success).toBe(false);
    const cash = safeParseDomain(counterSaleSchema, { termYears: '2', method: 'CASH', reference: '99' });
    expect(cash.success && cash.data).toEqual({ termYears: 2, method: 'CASH', reference: null });
  });

  it('refuses an unknown method and a long reference', () => {
    expect(safeParseDomain(counterSaleSchema, { termYears: 1, method: 'CARD' }).success).toBe(false);
    expect(
      safeParseDomain(counterSaleSchema, { termYears: 1, method: 'CHEQUE', reference: '9'.repeat(41) }).success,
    ).toBe(false);
  });
});
