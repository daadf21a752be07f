import { describe, expect, it } from 'vitest';
import { licensesDue } from './license-due.rules.js';

const pet = (
  id: string,
  licenses: Array<{ status: string; termEnd: string; renewalState: string | null }>,
  active = true,
) => ({
  id,
  name: `Pet ${id}`,
  active,
  licenses,
});

describe('licensesDue', () => {
  it('lists what each active pet needs, the most urgent first', () => {
    const due = licensesDue([
      pet('1', []),
      pet('2', [{ status: 'ACTIVE', termEnd: '2027-01-01', renewalState: 'OPEN' }]),
      pet('3', [{ status: 'EXPIRED', termEnd: '2026-01-01', renewalState: 'LATE' }]),
      pet('4', [{ status: 'PENDING_PROOF', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
      pet('5', [{ status: 'ACTIVE', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
      pet('6', [], false),
      pet('7', [{ status: 'EXPIRED', termEnd: '2026-11-01', renewalState: 'GRACE' }]),
      pet('8', [{ status: 'REVOKED', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
    ]);
    expect(due.map((item) => [item.kind, item.petId])).toEqual([
      ['late', '3'],
      ['grace', '7'],
      ['open', '2'],
      ['proof', '4'],
      ['unlicensed', '1'],
      ['unlicensed', '8'],
    ]);
  });
});
