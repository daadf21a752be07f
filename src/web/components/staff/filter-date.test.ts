import { describe, expect, it } from 'vitest';
import { filterDateOf, filterDatePartsOf } from './FilterForm.js';

describe("a filter date's parts and the address's form of them", () => {
  it('pads a whole day or month, and gives nothing for nothing', () => {
    expect(filterDateOf({ year: '2026', month: '3', day: '7' }, 'date')).toBe('2026-03-07');
    expect(filterDateOf({ year: '2026', month: '12', day: '' }, 'month')).toBe('2026-12');
    expect(filterDateOf({ year: '', month: '', day: '' }, 'date')).toBe('');
  });

  it('keeps a part left out visible to the range check, which refuses it (never a date made up)', () => {
    expect(filterDateOf({ year: '2026', month: '', day: '7' }, 'date')).toBe('2026--7');
    expect(filterDateOf({ year: '', month: '3', day: '' }, 'month')).toBe('-3');
  });

  it("reads an address's day or month back into its parts", () => {
    expect(filterDatePartsOf('2026-03-07')).toEqual({ year: '2026', month: '3', day: '7' });
    expect(filterDatePartsOf('2026-12')).toEqual({ year: '2026', month: '12', day: '' });
    expect(filterDatePartsOf('')).toEqual({ year: '', month: '', day: '' });
    for (const value of ['2026-03-07', '2026-12'])
      expect(filterDateOf(filterDatePartsOf(value), value.length === 7 ? 'month' : 'date')).toBe(value);
  });
});
