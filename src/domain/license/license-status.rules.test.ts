import { describe, expect, it } from 'vitest';
import {
  type LicenceFacts,
  licenceAwaitsStaff,
  licenceNeedsOwner,
  licenceState,
  listedLicenceState,
  ownerRefusalLink,
  PROOF_CHECK_WORKING_DAYS,
  petStanding,
  proofState,
} from './license-status.rules.js';

const today = { year: 2026, month: 12, day: 1 };
const licence = (status: string, renewalState: string | null = 'NOT_YET', termEnd = '2027-12-01'): LicenceFacts => ({
  number: 'KC-2026-000001',
  status,
  termEnd,
  renewalState,
});
const pending = { status: 'PENDING', expirationDate: '2028-02-01', rejectionReason: null };
const approved = { status: 'APPROVED', expirationDate: '2028-02-01', rejectionReason: null };
const rejected = { status: 'REJECTED', expirationDate: '2028-02-01', rejectionReason: 'ILLEGIBLE' };

describe('proofState: one state per proof', () => {
  it('none: no proof on file', () => {
    expect(proofState(null, today)).toEqual({ kind: 'none' });
  });

  it('received, awaiting check: uploaded and not yet decided (never "valid")', () => {
    expect(proofState(pending, today)).toEqual({ kind: 'received', expiresOn: '2028-02-01' });
  });

  it('accepted until …: staff approved it and the vaccination runs', () => {
    expect(proofState(approved, today)).toEqual({ kind: 'accepted', until: '2028-02-01' });
    expect(proofState({ ...approved, expirationDate: '2026-12-01' }, today)).toEqual({
      kind: 'accepted',
      until: '2026-12-01',
    });
  });

  it('expired on …: approved, but the vaccination has run out', () => {
    expect(proofState({ ...approved, expirationDate: '2026-11-30' }, today)).toEqual({
      kind: 'expired',
      on: '2026-11-30',
    });
  });

  it('not accepted: reason — staff rejected it, whatever its date (never "valid")', () => {
    expect(proofState(rejected, today)).toEqual({ kind: 'notAccepted', reason: 'ILLEGIBLE' });
    expect(proofState({ ...rejected, rejectionReason: '  Blurry photo ' }, today)).toEqual({
      kind: 'notAccepted',
      reason: 'Blurry photo',
    });
    expect(proofState({ ...rejected, rejectionReason: null }, today)).toEqual({ kind: 'notAccepted', reason: null });
  });

  it('not required: the jurisdiction asks no proof of this pet, whatever is on file ("No proof required")', () => {
    for (const proof of [null, pending, approved, rejected])
      expect(proofState(proof, today, false)).toEqual({ kind: 'notRequired' });
    // asked unless said otherwise
    expect(proofState(null, today, true)).toEqual({ kind: 'none' });
    expect(proofState(null, today)).toEqual({ kind: 'none' });
  });
});

describe('licenceState: one state per licence', () => {
  const none = proofState(null, today);

  it('not licensed: no licence', () => {
    expect(licenceState(null, none)).toEqual({ kind: 'notLicensed' });
  });

  it('awaiting proof: none uploaded, received (awaiting check), or not accepted', () => {
    const waiting = licence('PENDING_PROOF');
    const base = { kind: 'awaitingProof', number: 'KC-2026-000001', termEnd: '2027-12-01' };
    expect(licenceState(waiting, none)).toEqual({ ...base, proof: 'missing' });
    expect(licenceState(waiting, proofState(pending, today))).toEqual({ ...base, proof: 'received' });
    expect(licenceState(waiting, proofState(rejected, today))).toEqual({ ...base, proof: 'notAccepted' });
    // a verified vaccination that ends before the term starts does not make the licence active: a newer one is needed
    expect(licenceState(waiting, proofState(approved, today))).toEqual({ ...base, proof: 'missing' });
  });

  it('active until …: in force, renewal not open yet', () => {
    expect(licenceState(licence('ACTIVE'), proofState(approved, today))).toEqual({
      kind: 'active',
      number: 'KC-2026-000001',
      until: '2027-12-01',
    });
  });

  it('renewal open: the window is open (saying whether the licence still waits for its proof)', () => {
    expect(licenceState(licence('ACTIVE', 'OPEN'), none)).toEqual({
      kind: 'renewalOpen',
      number: 'KC-2026-000001',
      until: '2027-12-01',
      awaitingProof: null,
    });
    expect(licenceState(licence('PENDING_PROOF', 'OPEN'), proofState(pending, today))).toMatchObject({
      kind: 'renewalOpen',
      awaitingProof: 'received',
    });
  });

  it('expired: past its term, inside the grace period (or past its term with no renewal calendar)', () => {
    expect(licenceState(licence('EXPIRED', 'GRACE', '2026-11-20'), none)).toEqual({
      kind: 'expired',
      number: 'KC-2026-000001',
      on: '2026-11-20',
    });
    expect(licenceState(licence('EXPIRED', null, '2026-11-20'), none)).toMatchObject({ kind: 'expired' });
  });

  it('late: the grace period is over, the late fee is due', () => {
    expect(licenceState(licence('EXPIRED', 'LATE', '2026-09-01'), none)).toEqual({
      kind: 'late',
      number: 'KC-2026-000001',
      on: '2026-09-01',
    });
  });

  it('revoked: one licence asked about (a receipt) that was revoked', () => {
    expect(licenceState(licence('REVOKED'), none)).toEqual({ kind: 'revoked', number: 'KC-2026-000001' });
  });
});

describe('petStanding: what the owner can do, and what the licence page is', () => {
  const standing = (licenses: LicenceFacts[], proof: Parameters<typeof proofState>[0] = null) =>
    petStanding({ licenses, proof }, today);

  it('no licence: "License X"', () => {
    expect(standing([])).toMatchObject({ licence: { kind: 'notLicensed' }, action: 'license', page: 'license' });
  });

  it('only revoked licences: not licensed, "License X"', () => {
    expect(standing([licence('REVOKED')])).toMatchObject({
      licence: { kind: 'notLicensed' },
      action: 'license',
      page: 'license',
    });
  });

  it('a licence bought minutes ago that waits for its proof is neither "License" nor "Renew" (D9)', () => {
    expect(standing([licence('PENDING_PROOF')])).toMatchObject({ action: 'uploadProof', page: 'view' });
    expect(standing([licence('PENDING_PROOF')], pending)).toMatchObject({
      proof: { kind: 'received' },
      action: 'waitForCheck',
      page: 'view',
    });
    expect(standing([licence('PENDING_PROOF')], rejected)).toMatchObject({
      proof: { kind: 'notAccepted', reason: 'ILLEGIBLE' },
      action: 'uploadNewProof',
      page: 'view',
    });
  });

  it('active, renewal not open: "X\'s license"; a rejected new proof is re-uploaded', () => {
    expect(standing([licence('ACTIVE')], approved)).toMatchObject({ action: 'none', page: 'view' });
    expect(standing([licence('ACTIVE')], rejected)).toMatchObject({ action: 'uploadNewProof', page: 'view' });
  });

  it('renewal open, expired and late: "Renew X\'s license"', () => {
    for (const renewal of [licence('ACTIVE', 'OPEN'), licence('EXPIRED', 'GRACE'), licence('EXPIRED', 'LATE')])
      expect(standing([renewal])).toMatchObject({ action: 'renew', page: 'renew' });
  });

  it('the current licence is the newest not revoked (a renewal bought ahead comes first)', () => {
    const renewal = { ...licence('PENDING_PROOF'), number: 'KC-2026-000002', termEnd: '2028-12-01' };
    expect(standing([{ ...renewal, status: 'REVOKED' }, licence('ACTIVE')]).licence).toMatchObject({
      kind: 'active',
      number: 'KC-2026-000001',
    });
    expect(standing([renewal, licence('ACTIVE', 'OPEN')]).licence).toMatchObject({
      kind: 'awaitingProof',
      number: 'KC-2026-000002',
    });
  });

  it("no proof required (Ottawa's cat): the proof says so and nothing asks for one, licensed or not", () => {
    const notRequired = (licenses: LicenceFacts[], proof: Parameters<typeof proofState>[0] = null) =>
      petStanding({ licenses, proof, proofRequired: false }, today);
    expect(notRequired([])).toEqual({
      licence: { kind: 'notLicensed' },
      proof: { kind: 'notRequired' },
      action: 'license',
      page: 'license',
    });
    expect(notRequired([licence('ACTIVE')])).toMatchObject({
      licence: { kind: 'active' },
      proof: { kind: 'notRequired' },
      action: 'none',
    });
    // a proof staff did not accept asks for no new one when none is required
    expect(notRequired([licence('ACTIVE')], rejected)).toMatchObject({
      proof: { kind: 'notRequired' },
      action: 'none',
    });
    expect(licenceNeedsOwner(notRequired([licence('ACTIVE')], rejected))).toBe(false);
    // renewal: renewed as any licence, without a proof
    expect(notRequired([licence('ACTIVE', 'OPEN')])).toMatchObject({ proof: { kind: 'notRequired' }, action: 'renew' });
    // a licence past its term no longer waits for anything
    expect(notRequired([licence('EXPIRED', 'GRACE', '2026-11-20')])).toMatchObject({ proof: { kind: 'notRequired' } });
    // proofRequired: true is the default
    expect(petStanding({ licenses: [licence('ACTIVE')], proof: null, proofRequired: true }, today).proof).toEqual({
      kind: 'none',
    });
  });

  it('a licence still waiting for its proof asks for one, even where the policy now asks none (never "not required" beside it)', () => {
    const waiting = (proof: Parameters<typeof proofState>[0]) =>
      petStanding({ licenses: [licence('PENDING_PROOF')], proof, proofRequired: false }, today);
    expect(waiting(null)).toMatchObject({
      licence: { kind: 'awaitingProof', proof: 'missing' },
      proof: { kind: 'none' },
      action: 'uploadProof',
    });
    expect(waiting(pending)).toMatchObject({ proof: { kind: 'received' }, action: 'waitForCheck' });
    expect(waiting(rejected)).toMatchObject({ proof: { kind: 'notAccepted' }, action: 'uploadNewProof' });
  });

  it('"License your pet" is to do until the owner has done their part, then waits for staff, then is done (D2)', () => {
    expect(licenceNeedsOwner(standing([]))).toBe(true);
    expect(licenceNeedsOwner(standing([licence('PENDING_PROOF')]))).toBe(true);
    expect(licenceNeedsOwner(standing([licence('PENDING_PROOF')], rejected))).toBe(true);
    expect(licenceNeedsOwner(standing([licence('EXPIRED', 'LATE')]))).toBe(true);
    const received = standing([licence('PENDING_PROOF')], pending);
    expect([licenceNeedsOwner(received), licenceAwaitsStaff(received)]).toEqual([false, true]);
    const active = standing([licence('ACTIVE')], approved);
    expect([licenceNeedsOwner(active), licenceAwaitsStaff(active)]).toEqual([false, false]);
  });
});

describe("listedLicenceState: a licence beside the pet's others (staff records)", () => {
  const received = proofState(pending, today);
  it("the current licence is in its renewal calendar, as on the owner's screens", () => {
    const current = { ...licence('EXPIRED', 'LATE', '2026-01-01'), current: true };
    expect(listedLicenceState(current, received)).toEqual(licenceState(current, received));
    expect(listedLicenceState(current, received)).toMatchObject({ kind: 'late' });
  });
  it('an older licence, followed by a newer one, is never "late" nor "renewal open": only its own status', () => {
    expect(listedLicenceState({ ...licence('EXPIRED', 'LATE', '2026-01-01'), current: false }, received)).toEqual({
      kind: 'expired',
      number: 'KC-2026-000001',
      on: '2026-01-01',
    });
    expect(listedLicenceState({ ...licence('ACTIVE', 'OPEN'), current: false }, received)).toMatchObject({
      kind: 'active',
    });
    expect(listedLicenceState({ ...licence('REVOKED', 'OPEN'), current: false }, received)).toMatchObject({
      kind: 'revoked',
    });
  });
});

describe('ownerRefusalLink (D13)', () => {
  it('asks for a birthdate only when none is saved; an under-18 owner is asked to check the saved one', () => {
    expect(ownerRefusalLink('LICENSE_OWNER_BIRTHDATE_REQUIRED')).toBe('addBirthdate');
    expect(ownerRefusalLink('LICENSE_OWNER_UNDER_18')).toBe('checkBirthdate');
    expect(ownerRefusalLink('LICENSE_HOUSEHOLD_LIMIT')).toBeNull();
    expect(ownerRefusalLink(null)).toBeNull();
  });
});

it('staff usually check a proof within a whole number of working days', () => {
  expect(Number.isInteger(PROOF_CHECK_WORKING_DAYS) && PROOF_CHECK_WORKING_DAYS > 0).toBe(true);
});
