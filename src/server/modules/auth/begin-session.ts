import type { AccountRow } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { setSessionCookie } from './session-cookie.js';
import { hashSessionToken, type Viewer } from './session.service.js';

/** After log-in, sign-up, access-code completion or a password reset: the cookie, and the viewer. */
export function beginSession(
  context: GraphQLContext,
  { account, session }: { account: AccountRow; session: { token: string; expiresAt: Date } },
): Viewer {
  setSessionCookie(context.reply, context.services.config, session.token, session.expiresAt);
  return {
    accountId: account.id,
    role: account.role,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    locale: account.locale,
    jurisdictionId: account.jurisdictionId,
    vsLocation: account.vsLocation,
    sessionTokenHash: hashSessionToken(session.token),
  };
}
