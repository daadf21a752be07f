// Thin fields over password.service.ts: forgotten password, reset by link, change in Profile Settings.
import { builder } from '../../graphql/builder.js';
import { beginSession } from '../auth/begin-session.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { publicOrigin } from '../../http/public-origin.js';
import { ViewerRef } from '../auth/auth.graphql.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';

/** The origin of the e-mailed links (PUBLIC_URL, or a trusted request host: see publicOrigin). */
export function linkOrigin(context: GraphQLContext): string {
  return publicOrigin(context.services.config, context.request);
}

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    description: 'Sends a single-use reset link valid 30 minutes; the answer is true whatever the e-mail',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { db } = context.services;
      await consumeRateLimit(db, RATE_LIMITS.passwordReset, context.request.ip);
      await requestPasswordReset(db, { email: args.email, locale: context.locale, publicUrl: linkOrigin(context) });
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description: 'Sets a new password with an e-mailed token, ends every session and logs the caller in',
    authScopes: { public: true },
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const { db } = context.services;
      // The token is 256 bits (no guessing); the limit only bounds the password-hashing work.
      await consumeRateLimit(db, RATE_LIMITS.logIn, context.request.ip);
      const { account, session } = await resetPassword(db, {
        token: args.token,
        password: args.password,
        publicUrl: linkOrigin(context),
      });
      return beginSession(context, { account, session });
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    description: 'Profile Settings: needs the current password; ends every other session',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const { db, config } = context.services;
      const viewer = context.viewer;
      if (!viewer) return false; // unreachable: authScopes loggedIn
      const { session } = await changePassword(db, {
        accountId: viewer.accountId,
        currentPassword: args.currentPassword,
        newPassword: args.newPassword,
        publicUrl: linkOrigin(context),
      });
      // The caller stays logged in on a new session token (rotation); all the others have ended.
      setSessionCookie(context.reply, config, session.token, session.expiresAt);
      return true;
    },
  }),
);
