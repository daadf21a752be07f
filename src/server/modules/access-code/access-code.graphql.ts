// Thin fields over access-code.service.ts (spec §2.6, §4 Access code). All public: a visitor holds
// the code or knows the e-mail; each is rate-limited per IP address.
import { builder } from '../../graphql/builder.js';
import { beginSession } from '../auth/begin-session.js';
import { publicOrigin } from '../../http/public-origin.js';
import { SignUpInput } from '../account/account.graphql.js';
import { ViewerRef } from '../auth/auth.graphql.js';
import { logOut } from '../auth/auth.service.js';
import { consumeRateLimit, RATE_LIMITS, type RateLimitRule } from '../rate-limit/rate-limit.service.js';
import {
  completeSignUp,
  findRedeemableRecord,
  type RedeemableRecord,
  requestAccessCode,
} from './access-code.service.js';

/** Codes carry 50 bits; the limit only keeps guessing and e-mailing cheap to refuse. */
const ACCESS_CODE_LOOKUP: RateLimitRule = { name: 'access-code-lookup', limit: 30, windowSeconds: 600 };
/** Fetch my record sends e-mail: as strict as a password reset request, in its own counter. */
const ACCESS_CODE_REQUEST: RateLimitRule = { name: 'access-code-request', limit: 5, windowSeconds: 3600 };

const AccessCodeRecordRef = builder
  .objectRef<RedeemableRecord & { jurisdictionName: string }>('AccessCodeRecord')
  .implement({
    description: 'The owner record an access code opens: what prefills the sign-up form',
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email', { nullable: true }),
      jurisdictionName: t.exposeString('jurisdictionName'),
    }),
  });

builder.queryField('accessCodeRecord', (t) =>
  t.field({
    type: AccessCodeRecordRef,
    description: 'spec §4 Access code: ACCESS_CODE_USED when already signed up, else ACCESS_CODE_INVALID on failure',
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { db, jurisdictions } = context.services;
      await consumeRateLimit(db, ACCESS_CODE_LOOKUP, context.request.ip);
      const record = await findRedeemableRecord(db, args.code.slice(0, 64));
      const jurisdiction = await jurisdictions.byId(record.jurisdictionId);
      return { ...record, jurisdictionName: jurisdiction?.name ?? '' };
    },
  }),
);

builder.mutationField('completeSignUp', (t) =>
  t.field({
    type: ViewerRef,
    description:
      'spec §2.6: sign-up with an access code; links the owner record and logs in. Errors as signUp, plus ACCESS_CODE_USED / ACCESS_CODE_INVALID',
    authScopes: { public: true },
    args: {
      code: t.arg.string({ required: true }),
      input: t.arg({ type: SignUpInput, required: true }),
    },
    resolve: async (_root, { code, input }, context) => {
      const { db, config, jurisdictions } = context.services;
      await consumeRateLimit(db, RATE_LIMITS.signUp, context.request.ip);
      const { mailingAddress, ...form } = input;
      const { account, session } = await completeSignUp(db, {
        code: code.slice(0, 64),
        form,
        mailingAddress,
        locale: context.locale,
        origin: publicOrigin(config, context.request),
        jurisdictionById: (id) => jurisdictions.byId(id),
      });
      await logOut(db, context.viewer?.sessionTokenHash);
      return beginSession(context, { account, session });
    },
  }),
);

builder.mutationField('requestAccessCode', (t) =>
  t.boolean({
    description: '"Fetch my record": e-mails a code to an owner record without an account; true whatever the e-mail',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { db } = context.services;
      await consumeRateLimit(db, ACCESS_CODE_REQUEST, context.request.ip);
      // the e-mailed link carries the code: publicOrigin never trusts a forged Host header in production
      await requestAccessCode(db, {
        email: args.email,
        locale: context.locale,
        publicUrl: publicOrigin(context.services.config, context.request),
      });
      return true;
    },
  }),
);
