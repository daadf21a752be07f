// Issue 41 (1, 3; decision 0113): staff invited by a one-time link — an operator by the server command, an
// administrator by an operator — and the form the invited person fills to choose their password.
import { z } from 'zod';
import { createPasswordSchema, emailSchema, personNameSchema } from '../account/account.schemas.js';
import type { PasswordGuessCheck } from '../account/password.rules.js';
import { msg } from '../shared/messages.js';
import { checkedBy, keyed, looseText } from '../shared/schema.helpers.js';

/** How long an invite link works: 24 hours, once (issue 41: 1). */
export const STAFF_INVITE_HOURS = 24;

/** The roles an invite gives: the site operator, or a jurisdiction's administrator. */
export const STAFF_INVITE_ROLES = ['OPERATOR', 'ADMIN'] as const;
export type StaffInviteRole = (typeof STAFF_INVITE_ROLES)[number];

/** The operator console's "Invite an administrator": the person's e-mail and the jurisdiction they will administer. */
export const inviteAdministratorSchema = z.object(
  {
    email: emailSchema,
    jurisdictionId: checkedBy(looseText, (value) =>
      !value ? msg('validation.required') : /^\d{1,9}$/.test(value) ? null : msg('validation.invalidValue'),
    ).transform(Number),
  },
  keyed(msg('validation.invalidValue')),
);
export type InviteAdministratorInput = z.input<typeof inviteAdministratorSchema>;

/**
 * The invited person's form: their names and the password they choose, by the sign-up's own rules (the
 * server adds the guessability estimate, knowing the invite's e-mail).
 */
export function createAcceptInviteSchema(isGuessable: PasswordGuessCheck | null) {
  return z.object(
    { firstName: personNameSchema, lastName: personNameSchema, password: createPasswordSchema(isGuessable) },
    keyed(msg('validation.invalidValue')),
  );
}
export const acceptInviteSchema = createAcceptInviteSchema(null);
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;
