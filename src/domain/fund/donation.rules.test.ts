import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS, donationSchema, parseDonationAmount } from './donation.rules.js';

describe('Safe & Happy Fund donations (decision 0802)', () => {
  it.each([
    ['25', 2_500],
    ['25.5', 2_550],
    ['25.50', 2_550],
    ['25,50', 2_550],
    ['$1,000', 100_000],
    ['1 000', 100_000],
    ['12.345', null],
    ['-5', null],
    ['ten', null],
    ['', null],
  ])('reads %j as %j cents', (typed, cents) => {
    expect(parseDonationAmount(typed)).toBe(cents);
  });

  it('keeps an amount within the bounds', () => {
    const parse = (amount: string) => safeParseDomain(donationSchema, { amount });
    expect(parse(String(DONATION_MIN_CENTS / 100))).toMatchObject({
      success: true,
      data: { amount: DONATION_MIN_CENTS },
    });
    expect(parse(String(DONATION_MAX_CENTS / 100))).toMatchObject({
      success: true,
      data: { amount: DONATION_MAX_CENTS },
    });
    for (const amount of ['4.99', '1000.01', 'x', '']) expect(parse(amount).success, amount).toBe(false);
  });
});
