// Thin fields over account.service.ts: the e-mail check and sign-up, plain or with an access code
// (spec §2.6, §4 Access code, §5). All public and rate-limited per IP address.
import { builder } from '../../graphql-kit/builder.js';
import { publicField } from '../../graphql-kit/root-fields.js';
import { cityHint, deviceToken, type GraphQLContext, linkOrigin } from '../../graphql-kit/context.js';
import { beginSession } from '../../graphql-kit/session.js';
import { ViewerRef } from '../../graphql-kit/types/viewer.js';
import { AddressInput } from '../../graphql-kit/types/address.js';
import { DatePartsInput } from '../../graphql-kit/types/date-parts.js';
import { PhoneInput } from '../../graphql-kit/types/phone.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import { completeSignUp, emailAvailability, signUp } from './account.service.js';

// Loose on purpose: the domain sign-up schema validates every field and reports every failing field at
// once as translated message keys.
const SignUpInput = builder.inputType('SignUpInput', {
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
    jurisdictionId: t.id({
      description:
        'the jurisdiction chosen in the suggestions chooser (spec §2.11); left out: the address decides, or the one being viewed when it contains the home (decision 0302)',
    }),
  }),
});

const EmailAvailabilityEnum = builder.enumType('EmailAvailability', {
  values: ['AVAILABLE', 'EMAIL_EXISTS', 'ACCOUNT_EXISTS'] as const,
});

publicField('query', 'emailAvailability', {
  limit: RATE_LIMITS.emailCheck,
  type: EmailAvailabilityEnum,
  description:
    'spec §5: the server check of the sign-up e-mail; what cannot be an address is VALIDATION_FAILED, the field’s message',
  args: builder.args((arg) => ({ email: arg.string({ required: true }) })),
  useCase: emailAvailability,
});

/** What a sign-up takes from the request: the page's locale, the origin of e-mailed links, the device cookie. */
const fromRequest = (context: GraphQLContext) => ({
  locale: context.locale,
  origin: linkOrigin(context),
  deviceToken: deviceToken(context),
});

publicField('mutation', 'signUp', {
  type: ViewerRef,
  limit: RATE_LIMITS.signUp,
  args: builder.args((arg) => ({ input: arg.field({ type: SignUpInput, required: true }) })),
  resolve: async (args, context) =>
    beginSession(
      context,
      await signUp(context.services, {
        actor: context.viewer,
        input: { form: args.input, city: cityHint(context), ...fromRequest(context) },
      }),
    ),
});

publicField('mutation', 'completeSignUp', {
  type: ViewerRef,
  description:
    'spec §2.6: sign-up with an access code; links the owner record and logs in. Errors as signUp, plus ACCESS_CODE_USED / ACCESS_CODE_INVALID',
  limit: RATE_LIMITS.signUp,
  args: builder.args((arg) => ({
    code: arg.string({ required: true }),
    input: arg.field({ type: SignUpInput, required: true }),
  })),
  resolve: async (args, context) =>
    beginSession(
      context,
      await completeSignUp(context.services, {
        actor: context.viewer,
        input: { code: args.code, form: args.input, ...fromRequest(context) },
      }),
    ),
});
