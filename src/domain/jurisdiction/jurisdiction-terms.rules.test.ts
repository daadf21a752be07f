import { describe, expect, it } from 'vitest';
import {
  adminTermsIssue,
  confirmCityChangeAfter,
  isJurisdictionOptionDisabled,
  ownerTermsIssue,
  showDeactivateAccount,
} from './jurisdiction-terms.rules.js';
import { jurisdictionTermsSchema } from './jurisdiction-terms.schemas.js';

describe('jurisdiction terms (spec §5)', () => {
  it.each([
    [true, null, null],
    [false, 'validation.terms.adminConfirmRequired', null],
    [null, 'validation.terms.adminConfirmRequired', 'validation.terms.ownerChoiceRequired'],
    [undefined, 'validation.terms.adminConfirmRequired', 'validation.terms.ownerChoiceRequired'],
  ])('%j: admin %s, owner %s', (value, admin, owner) => {
    expect(adminTermsIssue(value)?.key ?? null).toBe(admin);
    expect(ownerTermsIssue(value)?.key ?? (value === false ? null : null)).toBe(owner);
  });

  it('owner may decline; admin must tick', () => {
    expect(jurisdictionTermsSchema('owner').parse(false)).toBe(false);
    expect(jurisdictionTermsSchema('admin').safeParse(false).error?.issues[0]?.message).toBe(
      'validation.terms.adminConfirmRequired',
    );
  });

  it('confirmCityChange resets when the suggested city changes; false offers deactivation', () => {
    expect(confirmCityChangeAfter(true, 'a', 'a')).toBe(true);
    expect(confirmCityChangeAfter(false, 'a', 'b')).toBeNull();
    expect(showDeactivateAccount(false)).toBe(true);
    expect(showDeactivateAccount(null)).toBe(false);
    expect(isJurisdictionOptionDisabled({ adminHasAccess: false }, true)).toBe(true);
    expect(isJurisdictionOptionDisabled({ adminHasAccess: false }, false)).toBe(false);
  });
});
