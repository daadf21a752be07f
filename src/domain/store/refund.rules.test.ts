import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDateRangeSchema, refundableCents, refundRefusal, statusAfterRefunds } from './refund.rules.js';

describe('refunds (issue 17, decision 0702)', () => {
  it.each([
    [4408, 0, 'PAID'],
    [4408, 1, 'PARTIALLY_REFUNDED'],
    [4408, 4407, 'PARTIALLY_REFUNDED'],
    [4408, 4408, 'REFUNDED'],
  ] as const)('an order of %i with %i refunded is %s', (total, refunded, status) => {
    expect(statusAfterRefunds(total, refunded)).toBe(status);
  });

  it.each([
    [0, 100, 'REFUND_AMOUNT_INVALID'],
    [-1, 100, 'REFUND_AMOUNT_INVALID'],
    [1.5, 100, 'REFUND_AMOUNT_INVALID'],
    [Number.NaN, 100, 'REFUND_AMOUNT_INVALID'],
    [101, 100, 'REFUND_TOO_LARGE'],
    [1, 0, 'REFUND_TOO_LARGE'],
    [100, 100, null],
    [1, 100, null],
  ] as const)('refunding %s of %i left: %s', (amount, left, refusal) => {
    expect(refundRefusal(amount, left)).toBe(refusal);
  });

  it('never lets the refunds add up to more than the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: -10, max: 50_000 })),
        (total, asks) => {
          let refunded = 0;
          for (const ask of asks) if (refundRefusal(ask, refundableCents(total, refunded)) === null) refunded += ask;
          expect(refunded).toBeLessThanOrEqual(total);
          expect(refundableCents(total, refunded)).toBe(total - refunded);
        },
      ),
    );
  });
});

describe('orderDateRangeSchema (issue 17 Orders filter)', () => {
  const ok = (range: { from?: string | null; to?: string | null }) => orderDateRangeSchema.safeParse(range).success;

  it('takes days on the calendar, either end empty, and a range in order', () => {
    expect(ok({})).toBe(true);
    expect(ok({ from: '2026-02-28', to: null })).toBe(true);
    expect(ok({ from: '2024-02-29', to: '2024-02-29' })).toBe(true);
    expect(ok({ from: '2026-01-01', to: '2026-12-31' })).toBe(true);
  });

  it('refuses days that do not exist and a first day after the last', () => {
    for (const day of ['2026-02-31', '2026-04-31', '2026-13-01', '0000-01-01', '2026-1-1', 'abc'])
      expect(ok({ from: day }), day).toBe(false);
    const reversed = orderDateRangeSchema.safeParse({ from: '2026-12-01', to: '2026-01-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(['to']);
  });
});
