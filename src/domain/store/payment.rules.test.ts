import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardFieldIssue,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  nextIncompleteField,
  orderNeedsCard,
  orderNumberOf,
  orderReference,
  parseExpiry,
  placeOrderSchema,
  ORDER_TOTAL_MAX_CENTS,
} from './payment.rules.js';

const TODAY = { year: 2026, month: 11 };
const FORM = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '11 / 26',
  cvc: '123',
  country: 'US',
  postalCode: '98101',
} as const;

describe('card rules (spec §2.10, §4 Payment form; decision 0403)', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['1234', false],
    ['42424242424242424242', false],
  ])('Luhn %s → %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid));

  it('knows the brand and groups the digits as the card prints them', () => {
    expect(cardBrandOf('4242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1226')).toBe('12 / 26');
    expect(parseExpiry('13 / 26')).toBeNull();
    expect(parseExpiry('1/30')).toEqual({ month: 1, year: 2030 });
  });

  it("takes a number as complete only at its brand's length (16, American Express 15)", () => {
    expect(cardFieldIssue('cardNumber', { ...FORM, cardNumber: '4242 4242 4242' }, TODAY)?.key).toBe(
      'validation.payment.cardNumber',
    );
    expect(cardFieldIssue('cardNumber', { ...FORM, cardNumber: '3782 822463 10005' }, TODAY)).toBeNull();
  });

  it('checks each field on its own: expiry this month is fine, last month is not; CVC 4 digits for Amex; ZIP or postal code by country', () => {
    expect(cardFieldIssue('expiry', FORM, TODAY)).toBeNull();
    expect(cardFieldIssue('expiry', { ...FORM, expiry: '10 / 26' }, TODAY)?.key).toBe('validation.payment.expiry');
    expect(cardFieldIssue('cvc', { ...FORM, cardNumber: '378282246310005', cvc: '123' }, TODAY)?.key).toBe(
      'validation.payment.cvc',
    );
    expect(cardFieldIssue('postalCode', { ...FORM, country: 'CA' }, TODAY)).toMatchObject({
      key: 'validation.payment.postalCode',
      // review D16 f: the same example as the address form's message and the field's placeholder (spec §9)
      params: { format: 'A1A 0A0' },
    });
    expect(cardFieldIssue('postalCode', { ...FORM, country: 'CA', postalCode: 'm5h2n2' }, TODAY)).toBeNull();
    expect(cardFieldIssue('postalCode', { ...FORM, postalCode: '9810' }, TODAY)?.key).toBe('validation.payment.zip');
  });

  it('moves on to the next incomplete field, wrapping round; none when all are complete', () => {
    const complete = { cardNumber: true, expiry: false, cvc: false, postalCode: true };
    expect(nextIncompleteField('cardNumber', complete)).toBe('expiry');
    expect(nextIncompleteField('cvc', { ...complete, cvc: true, expiry: false })).toBe('expiry');
    expect(
      nextIncompleteField('postalCode', { cardNumber: true, expiry: true, cvc: true, postalCode: true }),
    ).toBeNull();
    expect(orderReference(42)).toBe('PP-000042');
  });

  it('reads an order reference back as its number', () => {
    expect(orderNumberOf(orderReference(42))).toBe(42);
    expect(orderNumberOf(orderReference(1_234_567))).toBe(1_234_567);
    expect(orderNumberOf(' pp-000042 ')).toBe(42);
    for (const notOne of ['', '42', 'PP-42', 'PP-00004x', 'XX-000042']) expect(orderNumberOf(notOne)).toBeNull();
  });
});

describe('an order with nothing to pay (decision 0504)', () => {
  it('needs a card unless its total is zero', () => {
    expect(orderNeedsCard(0)).toBe(false);
    expect(orderNeedsCard(1)).toBe(true);
    expect(orderNeedsCard(6000)).toBe(true);
  });
  it('may be placed without a card token; a token, when sent, is still checked', () => {
    const key = { idempotencyKey: '4b0d7c0e-7a0a-4d57-9d3b-6f1f1c1d2e3f', basketVersion: '12' };
    expect(placeOrderSchema.safeParse({ ...key, expectedTotalCents: 0 }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...key, cardToken: null, expectedTotalCents: 0 }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...key, cardToken: '', expectedTotalCents: 0 }).success).toBe(false);
  });
});

describe('what Pay sends (decision 0407)', () => {
  const valid = {
    idempotencyKey: '4b0d7c0e-7a0a-4d57-9d3b-6f1f1c1d2e3f',
    basketVersion: '12',
    cardToken: 'tok_test_x',
    expectedTotalCents: 4408,
  };
  it('names the basket version the page showed, as digits', () => {
    expect(placeOrderSchema.parse(valid).basketVersion).toBe(12);
    for (const basketVersion of [undefined, '', '-1', '1.5', '1e3', '9'.repeat(16), 12])
      expect(placeOrderSchema.safeParse({ ...valid, basketVersion }).success).toBe(false);
  });
  it('refuses a key that is not a UUID (a 10 kB one too), a negative or absurd total', () => {
    for (const idempotencyKey of ['', 'x'.repeat(10_240), 'not-a-uuid'])
      expect(placeOrderSchema.safeParse({ ...valid, idempotencyKey }).success).toBe(false);
    for (const expectedTotalCents of [-1, 0.5, ORDER_TOTAL_MAX_CENTS + 1])
      expect(placeOrderSchema.safeParse({ ...valid, expectedTotalCents }).success).toBe(false);
  });
});
