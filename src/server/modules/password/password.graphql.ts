// Thin fields over password.service.ts: forgotten password, reset by link, change in Profile Settings.
import { builder } from '../../graphql/builder.js';
import { deviceToken, linkOrigin } from '../../graphql/context.js';
import { asViewer } from '../../graphql/guards.js';
import { publicEmailLinkMutation, publicLogInMutation } from '../../graphql/public-fields.js';
import { beginSession } from '../../graphql/session.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';

publicEmailLinkMutation('requestPasswordReset', RATE_LIMITS.passwordReset, {
  description: 'Sends a single-use reset link valid 30 minutes; the answer is true whatever the e-mail',
  useCase: requestPasswordReset,
});

// The token is 256 bits (no guessing); the limit only bounds the password-hashing work.
publicLogInMutation('resetPassword', RATE_LIMITS.logIn, {
  nullable: true,
  description: 'Sets a new password with an e-mailed token, ends every session and logs the caller in',
  args: builder.args((arg) => ({ token: arg.string({ required: true }), password: arg.string({ required: true }) })),
  run: (args, context) =>
    resetPassword(context.services, {
      input: { ...args, origin: linkOrigin(context), deviceToken: deviceToken(context) },
    }),
});

builder.mutationField('changePassword', (t) =>
  t.boolean({
    description: 'Profile Settings: needs the current password; ends every other session',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: asViewer(async (actor, args, context) => {
      const changed = await changePassword(context.services, {
        actor,
        input: { ...args, origin: linkOrigin(context), deviceToken: deviceToken(context) },
      });
      // The caller stays logged in on a new session token (rotation); all the others have ended.
      beginSession(context, changed);
      return true;
    }),
  }),
);
