import { describe, expect, it } from 'vitest';
import { barShares, csvField, csvRow, monthsBack, monthsBetween, reportRangeSchema } from './reports.rules.js';

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
  it('writes CSV fields quoted and never as a formula', () => {
    expect(csvField('King County, WA')).toBe('"King County, WA"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12')).toBe("'-12");
    expect(csvField(-12)).toBe('-12');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
  it('scales bars to the longest', () => {
    expect(barShares([0, 5, 10])).toEqual([0, 0.5, 1]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
