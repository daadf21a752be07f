// The terms answer as a schema (spec §5 Other forms), apart from the rules: the jurisdiction chooser
// uses the rules and stays without zod on the sign-up page (issue 12: P6).
import { checkedBy, looseBoolean } from '../shared/schema.helpers.js';
import { adminTermsIssue, ownerTermsIssue } from './jurisdiction-terms.rules.js';

export function jurisdictionTermsSchema(role: 'admin' | 'owner') {
  const rule = role === 'admin' ? adminTermsIssue : ownerTermsIssue;
  return checkedBy(looseBoolean, rule);
}
