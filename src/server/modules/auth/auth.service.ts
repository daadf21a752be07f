// Log-in and log-out (QUALITY.md Security). The password check, its count and back-off are
// password-check.service.ts (decision 0106).
import { lookupEmailSchema } from '../../../domain/account/account.schemas.js';
import type { AppServices } from '../../app-services.js';
import type { AccountRow } from '../../db/schema/index.js';
import type { PublicCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { checkPassword } from './password-check.service.js';
import { createSession, type NewSessionToken } from './session.functions.js';
import { revokeSession } from './session-rows.js';

/**
 * A new session at every log-in (no fixation). The session the browser had ends only when the new one
 * begins: a failed log-in leaves it alone. The same answer, after the same work, for an unknown e-mail and
 * a wrong password, back-off included.
 */
export async function logIn(
  services: AppServices,
  { actor, input }: PublicCall<{ email: string; password: string; deviceToken: string | undefined }>,
): Promise<{ account: AccountRow; session: NewSessionToken }> {
  const { email } = parseOrThrow(lookupEmailSchema, { email: input.email });
  const account = await checkPassword(services, { input: { ...input, email } });
  const session = await createSession(services, account.id, input.deviceToken);
  await logOut(services, { actor });
  return { account, session };
}

/** Ends the caller's session on the server (the cookie alone would survive a copied token). */
export async function logOut(services: AppServices, { actor }: PublicCall): Promise<void> {
  if (actor) await revokeSession(services.db, actor.sessionTokenHash);
}
