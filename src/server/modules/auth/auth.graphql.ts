// Thin fields over auth.service.ts: who is logged in, log-in and log-out.
import { builder } from '../../graphql/builder.js';
import { deviceToken } from '../../graphql/context.js';
import { limitedPerIp } from '../../graphql/guards.js';
import { beginSession, endSession } from '../../graphql/session.js';
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

builder.mutationField('logIn', (t) =>
  t.field({
    type: ViewerRef,
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: limitedPerIp(RATE_LIMITS.logIn, async (args, context) => {
      const loggedIn = await logIn(context.services, {
        actor: context.viewer,
        input: { ...args, deviceToken: deviceToken(context) },
      });
      return beginSession(context, loggedIn);
    }),
  }),
);

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
