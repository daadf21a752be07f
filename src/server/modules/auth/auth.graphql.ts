// Thin fields over auth.service.ts: who is logged in, log-in and log-out.
import { builder } from '../../graphql/builder.js';
import { deviceToken } from '../../graphql/context.js';
import { publicLogInMutation } from '../../graphql/public-fields.js';
import { endSession } from '../../graphql/session.js';
import { ViewerRef } from '../../graphql/types/viewer.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { logIn, logOut } from './auth.service.js';

builder.queryField('me', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    authScopes: { public: true },
    resolve: (_root, _args, context) => context.viewer,
  }),
);

publicLogInMutation('logIn', RATE_LIMITS.logIn, {
  args: builder.args((arg) => ({ email: arg.string({ required: true }), password: arg.string({ required: true }) })),
  run: (args, context) =>
    logIn(context.services, { actor: context.viewer, input: { ...args, deviceToken: deviceToken(context) } }),
});

builder.mutationField('logOut', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: async (_root, _args, context) => {
      await logOut(context.services, { actor: context.viewer });
      endSession(context);
      return true;
    },
  }),
);
