// The session cookie of a GraphQL answer: set after log-in, sign-up, access-code completion, password
// reset and change; cleared at log-out and deactivation.
import type { AccountRow } from '../db/schema/index.js';
import { setDeviceCookie } from '../http/device-cookie.js';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.js';
import type { NewSessionToken } from '../shared/session-token.js';
import { type Actor, actorOf } from '../shared/use-case.js';
import type { GraphQLContext } from './context.js';

export type NewSession = { account: AccountRow; session: NewSessionToken };

/** Sets the cookies of the new session and of the known device, and answers the account as the viewer. */
export function beginSession(context: GraphQLContext, { account, session }: NewSession): Actor {
  setSessionCookie(context.reply, context.services.config, session.token, session.expiresAt);
  setDeviceCookie(context.reply, context.services.config, session.device.token, session.device.expiresAt);
  return actorOf({ ...account, secondFactorEnrolled: session.secondFactorEnrolled }, session.tokenHash);
}

export function endSession(context: GraphQLContext): void {
  clearSessionCookie(context.reply, context.services.config);
}
