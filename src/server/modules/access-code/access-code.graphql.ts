// Thin fields over access-code.service.ts (spec §2.6, §4 Access code). Both public: a visitor holds the
// code or knows the e-mail; each is rate-limited per IP address. Completing sign-up with a code is
// account.graphql.ts completeSignUp.
import { builder } from '../../graphql-kit/builder.js';
import { emailLinkRequest } from '../../graphql-kit/field-args.js';
import { publicField } from '../../graphql-kit/root-fields.js';
import type { RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { accessCodeRecord, type RedeemableRecord, requestAccessCode } from './access-code.service.js';

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

publicField('query', 'accessCodeRecord', {
  limit: ACCESS_CODE_LOOKUP,
  type: AccessCodeRecordRef,
  description: 'spec §4 Access code: ACCESS_CODE_USED when already signed up, else ACCESS_CODE_INVALID on failure',
  args: builder.args((arg) => ({ code: arg.string({ required: true }) })),
  useCase: accessCodeRecord,
});

publicField('mutation', 'requestAccessCode', {
  limit: ACCESS_CODE_REQUEST,
  description: '"Fetch my record": e-mails a code to an owner record without an account; true whatever the e-mail',
  ...emailLinkRequest(requestAccessCode),
});
