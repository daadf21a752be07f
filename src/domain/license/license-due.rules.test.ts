import { describe, expect, it } from 'vitest';
import { licensesDue, type PetLicenseFacts } from './license-due.rules.js';

const pet = (
  id: string,
  licenses: Array<{ status: string; termEnd: string; renewalState: string | null }>,
  active = true,
  proof: PetLicenseFacts['proof'] = null,
) => ({
  id,
  name: `Pet ${id}`,
  active,
  licenses: licenses.map((licence) => ({ number: `KC-2026-00000${id}`, ...licence })),
  proof,
});
const today = { year: 2026, month: 12, day: 1 };

describe('licensesDue', () => {
  it('lists what each active pet needs, the most urgent first', () => {
    const due = licensesDue(
      [
        pet('1', []),
        pet('2', [{ status: 'ACTIVE', termEnd: '2027-01-01', renewalState: 'OPEN' }]),
        pet('3', [{ status: 'EXPIRED', termEnd: '2026-01-01', renewalState: 'LATE' }]),
        pet('4', [{ status: 'PENDING_PROOF', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
        pet('5', [{ status: 'ACTIVE', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
        pet('6', [], false),
        pet('7', [{ status: 'EXPIRED', termEnd: '2026-11-01', renewalState: 'GRACE' }]),
        pet('8', [{ status: 'REVOKED', termEnd: '2027-11-01', renewalState: 'NOT_YET' }]),
      ],
      today,
    );
    expect(due.map((item) => [item.kind, item.petId])).toEqual([
      ['late', '3'],
      ['grace', '7'],
      ['open', '2'],
      ['proof', '4'],
      ['unlicensed', '1'],
      ['unlicensed', '8'],
    ]);
  });

  it('a licence waiting for proof says what it waits for: a proof, staff, or a new proof and why (D2)', () => {
    const waiting = [{ status: 'PENDING_PROOF', termEnd: '2027-11-01', renewalState: 'NOT_YET' }];
    const due = licensesDue(
      [
        pet('1', waiting),
        pet('2', waiting, true, { status: 'PENDING', expirationDate: '2028-02-01' }),
        pet('3', waiting, true, { status: 'REJECTED', expirationDate: '2028-02-01', rejectionReason: 'WRONG_PET' }),
      ],
      today,
    );
    expect(due).toEqual([
      { kind: 'proof', petId: '1', petName: 'Pet 1', proof: 'missing', reason: null },
      { kind: 'proof', petId: '2', petName: 'Pet 2', proof: 'received', reason: null },
      { kind: 'proof', petId: '3', petName: 'Pet 3', proof: 'notAccepted', reason: 'WRONG_PET' },
    ]);
  });
});
