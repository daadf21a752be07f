// Thin fields over password.service.ts: forgotten password, reset by link, change in Profile Settings.
import { builder } from '../../graphql-kit/builder.js';
import { emailLinkRequest } from '../../graphql-kit/field-args.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import { deviceToken, linkOrigin } from '../../graphql-kit/context.js';
import { beginSession } from '../../graphql-kit/session.js';
import { ViewerRef } from '../../graphql-kit/types/viewer.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';

publicField('mutation', 'requestPasswordReset', {
  limit: RATE_LIMITS.passwordReset,
  description: 'Sends a single-use reset link valid 30 minutes; the answer is true whatever the e-mail',
  ...emailLinkRequest(requestPasswordReset),
});

// The token is 256 bits (no guessing); the limit only bounds the password-hashing work.
publicField('mutation', 'resetPassword', {
  type: ViewerRef,
  nullable: true, // the schema's word only: an answer is always the logged-in account
  description: 'Sets a new password with an e-mailed token, ends every session and logs the caller in',
  limit: RATE_LIMITS.logIn,
  args: builder.args((arg) => ({ token: arg.string({ required: true }), password: arg.string({ required: true }) })),
  resolve: async (args, context) =>
    beginSession(
      context,
      await resetPassword(context.services, {
        input: { ...args, origin: linkOrigin(context), deviceToken: deviceToken(context) },
      }),
    ),
});

viewerField('mutation', 'changePassword', {
  type: 'Boolean',
  description: 'Profile Settings: needs the current password; ends every other session',
  args: builder.args((arg) => ({
    currentPassword: arg.string({ required: true }),
    newPassword: arg.string({ required: true }),
  })),
  resolve: async (actor, args, context) => {
    const changed = await changePassword(context.services, {
      actor,
      input: { ...args, origin: linkOrigin(context), deviceToken: deviceToken(context) },
    });
    // The caller stays logged in on a new session token (rotation); all the others have ended.
    beginSession(context, changed);
    return true;
  },
});
