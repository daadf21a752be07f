import { todayForJurisdiction } from '../jurisdiction/jurisdiction-day.rules.js';
import { describe, expect, it } from 'vitest';
import {
  clampPdfPage,
  isRabiesRejectionCode,
  RABIES_CHECKLIST,
  RABIES_REASON_MAX_LENGTH,
  rabiesRejectionReason,
  isPdfPath,
  isRabiesUploadDisabled,
  petPronoun,
  RABIES_MAX_BYTES,
  rabiesFileIssue,
  rabiesUploadDate,
  showPdfPaging,
  showRabiesForm,
  rabiesExpiryOptions,
  validateRabiesExpiry,
} from './rabies.rules.js';
import { KING_COUNTY_TEST_POLICY } from '../license/license.fixtures.js';

// 23:30 on 10 March 2025 in Los Angeles is already 11 March in UTC
const now = new Date('2025-03-11T06:30:00Z');
const today = todayForJurisdiction(now, 'America/Los_Angeles');
const parts = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return { year, month, day };
};
const key = (iso: string, allowPastRabies = false) =>
  validateRabiesExpiry(parts(iso), { today, allowPastRabies }).issues[0]?.key ?? null;

describe('rabies expiry (spec §5 Rabies)', () => {
  it('uses the jurisdiction day, not UTC', () => expect(today).toEqual({ year: 2025, month: 3, day: 10 }));

  it.each([
    ['2025-03-09', 'validation.dates.rabiesVaccineExpirMustBeFuture'],
    ['2025-03-10', 'validation.dates.rabiesVaccineExpirMustBeFuture'], // today is not after today
    ['2025-03-11', null], // already "today" in UTC, still the future in Los Angeles
    ['2045-03-09', null],
    ['2045-03-10', 'validation.dates.twentyYears'], // 20 years ahead to the day
    ['2045-03-11', 'validation.dates.twentyYears'],
    ['2025-02-30', 'validation.numberBetween'],
  ])('%s → %s', (iso, expected) => expect(key(iso)).toBe(expected));

  it('allowPastRabies accepts the past but not 20 years ahead', () => {
    expect(key('2020-01-01', true)).toBeNull();
    expect(key('2025-03-10', true)).toBeNull();
    expect(key('2045-03-10', true)).toBe('validation.dates.twentyYears');
  });

  it("takes allowPastRabies from the jurisdiction's licence policy, both ways (decision 0504)", () => {
    const allowing = { ...KING_COUNTY_TEST_POLICY, allowPastRabies: true };
    const refusing = { ...KING_COUNTY_TEST_POLICY, allowPastRabies: false };
    const issueOf = (iso: string, policy: Parameters<typeof rabiesExpiryOptions>[0]) =>
      validateRabiesExpiry(parts(iso), rabiesExpiryOptions(policy, today)).issues[0]?.key ?? null;
    expect(rabiesExpiryOptions(allowing, today)).toEqual({ today, allowPastRabies: true });
    expect(issueOf('2024-11-30', allowing)).toBeNull();
    expect(issueOf('2025-03-10', allowing)).toBeNull();
    expect(issueOf('2045-03-10', allowing)).toBe('validation.dates.twentyYears');
    expect(issueOf('2024-11-30', refusing)).toBe('validation.dates.rabiesVaccineExpirMustBeFuture');
    expect(issueOf('2025-03-10', refusing)).toBe('validation.dates.rabiesVaccineExpirMustBeFuture');
    expect(issueOf('2025-03-11', refusing)).toBeNull();
    // no policy, or one written before the setting existed: past dates are refused
    expect(issueOf('2024-11-30', null)).toBe('validation.dates.rabiesVaccineExpirMustBeFuture');
    expect(issueOf('2024-11-30', {})).toBe('validation.dates.rabiesVaccineExpirMustBeFuture');
  });

  it('is required', () => {
    expect(validateRabiesExpiry({}, { today }).issues.map((i) => i.key)).toEqual([
      'validation.dates.monthRequired',
      'validation.dates.yearRequired',
      'validation.dates.dayRequired',
    ]);
  });

  it('handles a 29 February today', () => {
    const leapToday = { year: 2024, month: 2, day: 29 };
    expect(validateRabiesExpiry(parts('2044-02-28'), { today: leapToday }).issues).toEqual([]);
    expect(validateRabiesExpiry(parts('2044-02-29'), { today: leapToday }).issues[0]?.key).toBe(
      'validation.dates.twentyYears',
    );
  });
});

describe('upload (spec §5 Rabies)', () => {
  const date = (year: number, month: number, day: number) => ({ year, month, day });
  it.each([
    [null, false, true],
    [date(2025, 3, 9), false, true], // before today there
    [date(2026, 1, 1), false, false],
    [date(2026, 1, 1), true, true], // an upload in progress
  ])('button disabled for %o uploading=%s: %s', (expiry, uploading, disabled) => {
    expect(isRabiesUploadDisabled({ expiry, today, uploading })).toBe(disabled);
  });

  // issue 38 D5: "An invalid date blocks upload" — a date the rule refuses never leaves the button enabled
  it.each([
    ['20 or more years ahead', date(2045, 3, 10), true],
    ['far ahead (15 Jan 2050)', date(2050, 1, 15), true],
    ['today (not after today)', date(2025, 3, 10), false],
    ['an impossible day', { year: 2026, month: 2, day: 30 }, true],
    ['a two-digit year', { year: 26, month: 2, day: 1 }, true],
    ['a day without a month', { year: 2026, month: '', day: 1 }, true],
  ])('button disabled for an invalid date: %s', (_case, expiry, invalidWherePastAllowed) => {
    expect(validateRabiesExpiry(expiry, { today }).issues).not.toEqual([]);
    expect(isRabiesUploadDisabled({ expiry, today, uploading: false })).toBe(true);
    // where past dates are allowed, today is too; the other dates stay invalid
    expect(isRabiesUploadDisabled({ expiry, today, uploading: false, allowPastRabies: true })).toBe(
      invalidWherePastAllowed,
    );
  });

  it('takes a past date where the policy allows past dates (allowPastRabies)', () => {
    const expiry = date(2025, 3, 9);
    expect(isRabiesUploadDisabled({ expiry, today, uploading: false, allowPastRabies: true })).toBe(false);
    expect(isRabiesUploadDisabled({ expiry, today, uploading: true, allowPastRabies: true })).toBe(true);
  });

  it('uses the existing expiry when no date is entered, else validates the entered one', () => {
    expect(rabiesUploadDate({}, '2026-01-31', { today })).toEqual({ datePayload: '2026-01-31' });
    expect(rabiesUploadDate(parts('2026-02-01'), '2026-01-31', { today })).toEqual({ datePayload: '2026-02-01' });
    expect(rabiesUploadDate({}, null, { today })).toHaveProperty('issues');
    expect(rabiesUploadDate(parts('2020-01-01'), '2026-01-31', { today })).toHaveProperty('issues');
  });

  it.each([
    [{ name: 'proof.pdf', size: RABIES_MAX_BYTES }, null], // 8192 KB exactly
    [{ name: 'proof.pdf', size: RABIES_MAX_BYTES + 1 }, 'validation.rabies.fileTooLarge'],
    [{ name: 'proof.pdf', size: RABIES_MAX_BYTES - 1 }, null],
    [{ name: 'PROOF.HEIC', size: 10 }, null],
    [{ name: 'scan.gif', size: 10 }, null],
    [{ name: 'scan.tiff', size: 10 }, null],
    [{ name: 'scan.docx', size: 10 }, 'validation.rabies.invalidType'],
    [{ name: 'pdf', size: 10 }, 'validation.rabies.invalidType'],
    [null, 'validation.rabies.fileRequired'],
  ])('rabiesFileIssue(%o) = %s', (file, expected) => expect(rabiesFileIssue(file)?.key ?? null).toBe(expected));

  it('8192 is taken as KB', () => expect(RABIES_MAX_BYTES).toBe(8_388_608));

  it('viewer and display rules', () => {
    expect(isPdfPath('/files/abc.PDF')).toBe(true);
    expect(isPdfPath('/files/abc.png')).toBe(false);
    expect(clampPdfPage(0, 3)).toBe(1);
    expect(clampPdfPage(5, 3)).toBe(3);
    expect(clampPdfPage(2, 0)).toBe(1);
    expect(showPdfPaging(1)).toBe(false);
    expect(showPdfPaging(2)).toBe(true);
    expect(petPronoun('FEMALE')).toBe('her');
    expect(petPronoun('MALE')).toBe('his');
    expect(petPronoun(null)).toBe('his');
    expect(showRabiesForm({ attempted: false, succeeded: false })).toBe(true);
    expect(showRabiesForm({ attempted: true, succeeded: false })).toBe(false);
  });
});

describe('staff verification (decision 0220)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['ILLEGIBLE', 'ILLEGIBLE'],
    ['  The lot number is cut off.  ', 'The lot number is cut off.'],
    ['x'.repeat(RABIES_REASON_MAX_LENGTH), 'x'.repeat(RABIES_REASON_MAX_LENGTH)],
    ['x'.repeat(RABIES_REASON_MAX_LENGTH + 1), null],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('rabiesRejectionReason(%o) = %o', (input, expected) => expect(rabiesRejectionReason(input)).toBe(expected));

  it('knows its reason codes and the §2.14 checklist', () => {
    expect(isRabiesRejectionCode('MISSING_VET_SIGNATURE')).toBe(true);
    expect(isRabiesRejectionCode('illegible')).toBe(false);
    expect(RABIES_CHECKLIST).toHaveLength(9);
  });

  it('detects a PDF in our document paths (spec §3)', () => {
    expect(isPdfPath('/api/pets/12/rabies-proof?view=1&v=ab12cd34&name=proof.pdf')).toBe(true);
    expect(isPdfPath('/api/pets/12/rabies-proof?v=ab12cd34&name=proof.jpg')).toBe(false);
  });
});
