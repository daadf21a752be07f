import { type Message, msg } from '../shared/messages.js';

// spec §2.12, §4 Jurisdiction move, §5 Other forms.

/** spec §5: the administrator must tick the confirmation (false not accepted). */
export function adminTermsIssue(confirmed: boolean | null | undefined): Message | null {
  return confirmed === true ? null : msg('validation.terms.adminConfirmRequired');
}

/** spec §5: the owner must choose an option; false (decline) is an accepted answer. */
export function ownerTermsIssue(choice: boolean | null | undefined): Message | null {
  return choice === true || choice === false ? null : msg('validation.terms.ownerChoiceRequired');
}

/** spec §4 confirmCityChange: starts null and goes back to null when the suggested city changes. */
export function confirmCityChangeAfter(
  current: boolean | null,
  previousCityId: string | null,
  nextCityId: string | null,
): boolean | null {
  return previousCityId === nextCityId ? current : null;
}

/** spec §2.12 / §4: declining (false) shows the "Deactivate Account" button. */
export function showDeactivateAccount(confirmCityChange: boolean | null): boolean {
  return confirmCityChange === false;
}

/** spec §6: when admin access is required, options without adminHasAccess are disabled (and shown in red). */
export function isJurisdictionOptionDisabled(
  option: { adminHasAccess: boolean },
  adminAccessRequired: boolean,
): boolean {
  return adminAccessRequired && !option.adminHasAccess;
}
