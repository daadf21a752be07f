import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedChecklistItems,
  isChecklistComplete,
  RABIES_APPROVAL_REASON_MAX_LENGTH,
  rabiesProofApproval,
  uncheckedChecklistItems,
} from './proof-approval.rules.js';
import { RABIES_CHECKLIST } from './rabies.rules.js';

// issue 38 D4, decision 0704: Approve needs the whole §2.14 checklist, or a reason to approve without it.
describe('approving a rabies proof against the checklist (decision 0704)', () => {
  const all = [...RABIES_CHECKLIST];

  it('allows an approval with every item checked, in any order, without a reason (and keeps none)', () => {
    const outcome = rabiesProofApproval({ checked: [...all].reverse(), withoutChecklistReason: 'not needed' });
    expect(outcome).toEqual({ ok: true, approval: { checklist: 'COMPLETE', checked: all } });
  });

  it.each([
    ['nothing checked, no list', undefined],
    ['nothing checked', []],
    ['eight of nine', all.slice(1)],
  ])('refuses %s without a reason: RABIES_CHECKLIST_INCOMPLETE, asked on the reason', (_, checked) => {
    for (const withoutChecklistReason of [undefined, null, '', '   \n ']) {
      const outcome = rabiesProofApproval({ checked, withoutChecklistReason });
      expect(outcome).toEqual({
        ok: false,
        code: 'RABIES_CHECKLIST_INCOMPLETE',
        issues: [
          {
            path: ['withoutChecklistReason'],
            key: 'validation.rabies.approvalReasonRequired',
            params: { max: RABIES_APPROVAL_REASON_MAX_LENGTH },
          },
        ],
      });
    }
  });

  it('allows fewer items with a reason, trimmed, naming what was checked and what was not', () => {
    const outcome = rabiesProofApproval({
      checked: ['vet', 'ownerName', 'petName'],
      withoutChecklistReason: '  Lot number smudged; the clinic confirmed it by phone.  ',
    });
    expect(outcome).toEqual({
      ok: true,
      approval: {
        checklist: 'INCOMPLETE',
        checked: ['ownerName', 'petName', 'vet'],
        unchecked: ['breed', 'vaccineGiven', 'date', 'manufacturer', 'lot', 'givenDate'],
        reason: 'Lot number smudged; the clinic confirmed it by phone.',
      },
    });
  });

  it('takes a reason of exactly the limit and refuses one character more', () => {
    const longest = 'x'.repeat(RABIES_APPROVAL_REASON_MAX_LENGTH);
    expect(rabiesProofApproval({ checked: [], withoutChecklistReason: ` ${longest} ` }).ok).toBe(true);
    expect(rabiesProofApproval({ checked: [], withoutChecklistReason: `${longest}x` })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: ['withoutChecklistReason'],
          key: 'validation.maxChars',
          params: { numLimit: RABIES_APPROVAL_REASON_MAX_LENGTH },
        },
      ],
    });
  });

  it.each([
    ['an item not on the checklist', ['ownerName', 'signature']],
    ['a list longer than the checklist', [...all, 'vet']],
  ])('refuses %s as an invalid value, whatever the reason', (_, checked) => {
    const outcome = rabiesProofApproval({ checked, withoutChecklistReason: 'A reason' });
    expect(outcome).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['checked'], key: 'validation.invalidValue' }],
    });
  });

  it('counts a repeated item once', () => {
    expect(checkedChecklistItems(['lot', 'lot', 'vet'])).toEqual(['lot', 'vet']);
    expect(isChecklistComplete(['lot', 'lot'])).toBe(false);
  });

  it('never approves an incomplete checklist without a reason, and checked plus unchecked is the checklist', () => {
    fc.assert(
      fc.property(fc.subarray(all), fc.option(fc.string({ maxLength: 20 })), (checked, reason) => {
        const outcome = rabiesProofApproval({ checked, withoutChecklistReason: reason });
        const parts = checkedChecklistItems(checked) ?? [];
        expect([...parts, ...uncheckedChecklistItems(parts)].sort()).toEqual([...all].sort());
        if (checked.length === all.length) expect(outcome.ok).toBe(true);
        else if ((reason ?? '').trim() === '') expect(outcome.ok).toBe(false);
        else expect(outcome.ok && outcome.approval.checklist).toBe('INCOMPLETE');
      }),
    );
  });
});
