import { builder } from '../../graphql/builder.js';
import { beginSession } from './begin-session.js';
import type { Viewer } from './session.service.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { logIn, logOut } from './auth.service.js';
import { clearSessionCookie } from './session-cookie.js';

export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The logged-in account',
  fields: (t) => ({
    id: t.exposeID('accountId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
    locale: t.exposeString('locale'),
    vsLocation: t.exposeString('vsLocation', { nullable: true }),
  }),
});

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
    resolve: async (_root, args, context) => {
      const { db } = context.services;
      await consumeRateLimit(db, RATE_LIMITS.logIn, context.request.ip);
      // A new session at every log-in (no fixation); the one the browser had is ended.
      await logOut(db, context.viewer?.sessionTokenHash);
      const { account, session } = await logIn(db, { email: args.email, password: args.password });
      return beginSession(context, { account, session });
    },
  }),
);

builder.mutationField('logOut', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: async (_root, _args, context) => {
      await logOut(context.services.db, context.viewer?.sessionTokenHash);
      clearSessionCookie(context.reply, context.services.config);
      return true;
    },
  }),
);
