// Staff approval of a rabies proof against spec §2.14's verification checklist (issue 38 D4, decision
// 0704). Approve needs every item checked; otherwise the clerk takes the explicit "approve without the
// full checklist" path and gives a reason, which the audit log records with the items checked and not.
// The web form and the approveRabiesProof mutation run this one rule.
import { type FieldIssue, issueAt, msg } from '../shared/messages.js';
import { RABIES_CHECKLIST } from './rabies.rules.js';

export type RabiesChecklistItem = (typeof RABIES_CHECKLIST)[number];

/** decision 0704: the longest reason for approving without the full checklist (as long as a rejection's). */
export const RABIES_APPROVAL_REASON_MAX_LENGTH = 500;

export function isRabiesChecklistItem(value: string): value is RabiesChecklistItem {
  return (RABIES_CHECKLIST as readonly string[]).includes(value);
}

/**
 * The checked items in the checklist's order, each once; null when the list names anything else or is
 * longer than the checklist (a bounded input: nine items, a repeat or two at most from a double click).
 */
export function checkedChecklistItems(checked: readonly string[] | null | undefined): RabiesChecklistItem[] | null {
  const given = checked ?? [];
  if (given.length > RABIES_CHECKLIST.length || !given.every(isRabiesChecklistItem)) return null;
  return RABIES_CHECKLIST.filter((item) => given.includes(item));
}

/** The items not checked, in the checklist's order. */
export function uncheckedChecklistItems(checked: readonly RabiesChecklistItem[]): RabiesChecklistItem[] {
  return RABIES_CHECKLIST.filter((item) => !checked.includes(item));
}

export function isChecklistComplete(checked: readonly string[]): boolean {
  return RABIES_CHECKLIST.every((item) => checked.includes(item));
}

/** A reason as stored: trimmed; null when blank. Its length is checked by rabiesProofApproval. */
function trimmedReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  return text.length === 0 ? null : text;
}

/** What an allowed approval is: with the full checklist, or without it for a reason. */
export type RabiesProofApproval =
  | { checklist: 'COMPLETE'; checked: RabiesChecklistItem[] }
  | { checklist: 'INCOMPLETE'; checked: RabiesChecklistItem[]; unchecked: RabiesChecklistItem[]; reason: string };

export type RabiesProofApprovalOutcome =
  | { ok: true; approval: RabiesProofApproval }
  /**
   * Refused: RABIES_CHECKLIST_INCOMPLETE when items are unchecked and no reason is given (the server
   * answers that code); VALIDATION_FAILED for a list naming other items or a reason too long. The
   * issues name the form's fields (`checked`, `withoutChecklistReason`).
   */
  | { ok: false; code: 'RABIES_CHECKLIST_INCOMPLETE' | 'VALIDATION_FAILED'; issues: FieldIssue[] };

/**
 * decision 0704: an approval is allowed with all nine items checked (a reason is then not asked for and
 * not kept), or with fewer and a reason of 1–500 characters after trimming.
 */
export function rabiesProofApproval(input: {
  checked?: readonly string[] | null;
  withoutChecklistReason?: string | null;
}): RabiesProofApprovalOutcome {
  const checked = checkedChecklistItems(input.checked);
  if (!checked)
    return { ok: false, code: 'VALIDATION_FAILED', issues: [issueAt(['checked'], msg('validation.invalidValue'))] };
  if (isChecklistComplete(checked)) return { ok: true, approval: { checklist: 'COMPLETE', checked } };
  const reason = trimmedReason(input.withoutChecklistReason);
  if (!reason)
    return {
      ok: false,
      code: 'RABIES_CHECKLIST_INCOMPLETE',
      issues: [
        issueAt(
          ['withoutChecklistReason'],
          msg('validation.rabies.approvalReasonRequired', { max: RABIES_APPROVAL_REASON_MAX_LENGTH }),
        ),
      ],
    };
  if (reason.length > RABIES_APPROVAL_REASON_MAX_LENGTH)
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      issues: [
        issueAt(
          ['withoutChecklistReason'],
          msg('validation.maxChars', { numLimit: RABIES_APPROVAL_REASON_MAX_LENGTH }),
        ),
      ],
    };
  return {
    ok: true,
    approval: { checklist: 'INCOMPLETE', checked, unchecked: uncheckedChecklistItems(checked), reason },
  };
}
