import { builder } from '../../graphql/builder.js';
import { beginSession } from '../auth/begin-session.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ViewerRef } from '../auth/auth.graphql.js';
import { logOut } from '../auth/auth.service.js';
import { CITY_COOKIE } from '../jurisdiction/jurisdiction.service.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { emailAvailability, requireJurisdiction, signUp } from './account.service.js';

// Inputs are loose on purpose: the domain schema (src/domain) validates every field and reports
// every failing field at once as translated message keys.
export const PhoneInput = builder.inputType('PhoneInput', {
  fields: (t) => ({ type: t.string(), number: t.string() }),
});

export const DatePartsInput = builder.inputType('DatePartsInput', {
  fields: (t) => ({ day: t.string(), month: t.string(), year: t.string() }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    id: t.string(),
    unit: t.string(),
    civic: t.string(),
    street: t.string(),
    additional: t.string(),
    cityName: t.string(),
    province: t.string(),
    country: t.string(),
    postalCode: t.string(),
    label: t.string(),
  }),
});

export const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    password: t.string(),
    phones: t.field({ type: [PhoneInput] }),
    birthdate: t.field({ type: DatePartsInput }),
    address: t.field({ type: AddressInput }),
    mailingAddress: t.field({ type: AddressInput, description: 'only when it differs from the physical address' }),
    tosAgreed: t.boolean(),
  }),
});

const EmailAvailabilityEnum = builder.enumType('EmailAvailability', {
  values: ['AVAILABLE', 'EMAIL_EXISTS', 'ACCOUNT_EXISTS'] as const,
});

function clientIp(context: GraphQLContext): string {
  return context.request.ip;
}

builder.queryField('emailAvailability', (t) =>
  t.field({
    type: EmailAvailabilityEnum,
    description: 'spec §5: the server check of the sign-up e-mail',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await consumeRateLimit(context.services.db, RATE_LIMITS.emailCheck, clientIp(context));
      return emailAvailability(context.services.db, args.email.slice(0, 254));
    },
  }),
);

builder.mutationField('signUp', (t) =>
  t.field({
    type: ViewerRef,
    authScopes: { public: true },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { db, config, jurisdictions } = context.services;
      await consumeRateLimit(db, RATE_LIMITS.signUp, clientIp(context));
      const jurisdiction = requireJurisdiction(
        await jurisdictions.current({
          ownerJurisdictionId: null,
          host: context.request.headers.host,
          rememberedSlug: context.request.cookies[CITY_COOKIE],
        }),
      );
      const { mailingAddress, ...form } = input;
      const origin = publicOrigin(config, context.request);
      const { account, session } = await signUp(db, {
        form,
        mailingAddress,
        jurisdiction,
        locale: context.locale,
        origin,
      });
      await logOut(db, context.viewer?.sessionTokenHash);
      return beginSession(context, { account, session });
    },
  }),
);
