// Thin fields over auth.service.ts: who is logged in, log-in and log-out.
import { builder } from '../../graphql-kit/builder.js';
import { publicField } from '../../graphql-kit/root-fields.js';
import { deviceToken } from '../../graphql-kit/context.js';
import { beginSession, endSession } from '../../graphql-kit/session.js';
import { ViewerRef } from '../../graphql-kit/types/viewer.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import { logIn, logOut } from './auth.service.js';

publicField('query', 'me', { type: ViewerRef, nullable: true, resolve: (_args, context) => context.viewer });

publicField('mutation', 'logIn', {
  type: ViewerRef,
  limit: RATE_LIMITS.logIn,
  args: builder.args((arg) => ({ email: arg.string({ required: true }), password: arg.string({ required: true }) })),
  resolve: async (args, context) =>
    beginSession(
      context,
      await logIn(context.services, { actor: context.viewer, input: { ...args, deviceToken: deviceToken(context) } }),
    ),
});

publicField('mutation', 'logOut', {
  type: 'Boolean',
  resolve: async (_args, context) => {
    await logOut(context.services, { actor: context.viewer });
    endSession(context);
    return true;
  },
});
