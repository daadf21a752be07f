import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barShares,
  csvField,
  csvRow,
  decimalOfCents,
  monthsBack,
  monthsBetween,
  reportMonths,
  reportRangeSchema,
} from './reports.rules.js';

describe('staff reports (issue 17)', () => {
  it.each([
    ['2026-01', '2026-01', 1],
    ['2025-11', '2026-02', 4],
    ['2026-03', '2026-01', -1],
    ['2026-13', '2026-01', null],
    ['26-01', '2026-01', null],
  ])('%s to %s is %s months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });
  it('refuses reversed, too long or malformed ranges', () => {
    expect(reportRangeSchema.safeParse({ from: '2026-01', to: '2026-12' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2026-02', to: '2026-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: '2020-01', to: '2026-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: "2026-01' --", to: '2026-01' }).success).toBe(false);
  });
  it('counts months back across a year', () => {
    expect(monthsBack('2026-02', 3)).toBe('2025-12');
    expect(monthsBack('2026-11', 12)).toBe('2025-12');
  });
  it('lists the months of a range, across a year, and none for a range that is not one', () => {
    expect(reportMonths('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(reportMonths('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(reportMonths('2026-03', '2026-01')).toEqual([]);
    expect(reportMonths('2020-01', '2026-01')).toEqual([]);
  });
  it('writes CSV fields quoted and never as a formula', () => {
    expect(csvField('King County, WA')).toBe('"King County, WA"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12')).toBe("'-12");
    expect(csvField(-12)).toBe('-12');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    // an amount is a number, a negative one too: never quoted nor prefixed
    expect(csvRow([{ cents: -450 }, { cents: 1499 }])).toBe('-4.50,14.99\r\n');
  });
  it('writes cents as major units exactly', () => {
    expect(decimalOfCents(0)).toBe('0.00');
    expect(decimalOfCents(5)).toBe('0.05');
    expect(decimalOfCents(-5)).toBe('-0.05');
    expect(decimalOfCents(100)).toBe('1.00');
    expect(decimalOfCents(123456789012345)).toBe('1234567890123.45');
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (cents) => {
        const text = decimalOfCents(cents);
        expect(text).toMatch(/^-?\d+\.\d\d$/);
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
  it('scales bars to the longest', () => {
    expect(barShares([0, 5, 10])).toEqual([0, 0.5, 1]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
