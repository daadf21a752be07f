// Who chose each e-mail's recipient and the per-recipient caps that follow (issue 37: 2, decision 0803):
// enqueueEmail (email.service.ts) applies them; callers catch RecipientCapReached through email.functions.ts.
import type { EmailTemplateName } from './email-templates.js';

/**
 * Who chose each e-mail's recipient (issue 37: 2, decision 0803), so that no e-mail anyone can make us send
 * to an address goes out without a cap:
 * - 'typed': an address a person typed in the request that sends it, not proven theirs (a reset link, an
 *   access code, a new e-mail address, the sign-up address, a finder's address);
 * - 'stranger': the account's own address, but a stranger's request sends it (a finder's message to an
 *   owner, with their words in it, whose address may never have been verified; the notice of wrong second-step
 *   codes after the right password);
 * - 'account': the account's address, sent by the account holder's own act, a payment, staff or a daily
 *   task, each bounded where it happens.
 * Every 'typed' and 'stranger' template has its cap in RECIPIENT_CAPS (the type says so, and
 * recipient-cap.test.ts lists the templates).
 */
export const RECIPIENT_KINDS = {
  welcome: 'typed',
  'access-code': 'typed',
  'password-reset': 'typed',
  'email-change-verify': 'typed',
  'homesafe-finder-link': 'typed',
  'homesafe-owner-reply': 'typed',
  /** an operator types the invited person's address (decision 0113) */
  'staff-invite': 'typed',
  'homesafe-found-message': 'stranger',
  /** whoever has the password and fails the second step makes us send it (decision 0118): once a back-off episode */
  'second-factor-failures': 'stranger',
  'password-changed': 'account',
  'second-factor-on': 'account',
  'second-factor-off': 'account',
  /** the site operator resets it, once a reset (decision 0113) */
  'second-factor-reset': 'account',
  'recovery-codes-new': 'account',
  'passkey-added': 'account',
  'passkey-removed': 'account',
  'email-change-notice': 'account',
  'order-receipt': 'account',
  'order-refunded': 'account',
  'renewal-failed': 'account',
  'license-renewal-open': 'account',
  'license-expired': 'account',
  'license-grace-ending': 'account',
  'rabies-proof-accepted': 'account',
  'rabies-proof-rejected': 'account',
  'rabies-expiring': 'account',
} as const satisfies Record<EmailTemplateName, 'typed' | 'stranger' | 'account'>;

type CappedTemplate = {
  [Name in EmailTemplateName]: (typeof RECIPIENT_KINDS)[Name] extends 'account' ? never : Name;
}[EmailTemplateName];

/**
 * At most this many e-mails per recipient and template in any hour (issue 10: 7; issue 37: 2), counted in
 * the outbox itself, so every app server counts the same mail. A template is capped exactly when
 * RECIPIENT_KINDS says a person typed its address or a stranger sends it.
 */
export const RECIPIENT_CAPS: Record<CappedTemplate, number> & Partial<Record<EmailTemplateName, number>> = {
  'password-reset': 3,
  'access-code': 3,
  'email-change-verify': 3,
  /** one a sign-up; a cap here stops nothing a person does (addresses are unique) */
  welcome: 3,
  /** a finder names their own address on a public page (decision 0802) */
  'homesafe-finder-link': 5,
  /** an operator's invites to one address (decision 0113): each new one ends the one before */
  'staff-invite': 3,
  /** the owner's answers to one finder address, over all its conversations (decision 0803) */
  'homesafe-owner-reply': 10,
  /** finders' messages to one owner: a lost pet's several finders fit (decision 0803) */
  'homesafe-found-message': 20,
  /** at most one a back-off episode already (decision 0118); the cap bounds episodes ended by right codes */
  'second-factor-failures': 3,
};

/**
 * Thrown by enqueueEmail when a capped e-mail would pass its recipient's cap. The caller answers as if it
 * had been sent (nothing tells the cap from a sent mail) and lets the error roll its transaction back, so
 * the link or code that would have gone out is not made either and the last one sent keeps working.
 */
export class RecipientCapReached extends Error {
  constructor(template: EmailTemplateName) {
    super(`recipient cap reached for ${template}`);
    this.name = 'RecipientCapReached';
  }
}
