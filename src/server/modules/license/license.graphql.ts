// Licences (issue 16, decision 0501): the buy and renew flow's facts for one pet. The licence line goes
// into the basket with the store's addLicenseToBasket; the checkout issues it.
import type { LicenseQuoteResult } from '../../../domain/license/license-fee.rules.js';
import { toIsoDate } from '../../../domain/dates/calendar.js';
import { builder } from '../../graphql-kit/builder.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import { LicenseFee } from '../../graphql-kit/types/license.js';
import { type LicenseOptions, licenseOptionsForPet } from './license.service.js';

type TermOption = { termYears: number; currency: string } & LicenseQuoteResult;

const LicenseTermOption = builder.objectRef<TermOption>('LicenseTermOption').implement({
  description: 'One term the jurisdiction offers: its dates and fee, or why it cannot be bought (an error code)',
  fields: (t) => ({
    termYears: t.exposeInt('termYears'),
    termStart: t.string({ nullable: true, resolve: (term) => (term.quote ? toIsoDate(term.quote.termStart) : null) }),
    termEnd: t.string({ nullable: true, resolve: (term) => (term.quote ? toIsoDate(term.quote.termEnd) : null) }),
    endsAtRabiesExpiry: t.boolean({ resolve: (term) => term.quote?.endsAtRabiesExpiry ?? false }),
    fee: t.field({
      type: LicenseFee,
      nullable: true,
      resolve: (term) => (term.quote ? { ...term.quote.breakdown, currency: term.currency } : null),
    }),
    refusal: t.string({ nullable: true, resolve: (term) => term.refusal ?? null }),
  }),
});

const CurrentLicense = builder.objectRef<NonNullable<LicenseOptions['current']>>('CurrentLicense').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.exposeString('status'),
    termEnd: t.exposeString('termEnd'),
    renewalState: t.exposeString('renewalState', { description: 'NOT_YET, OPEN, GRACE or LATE' }),
    renewalOpensOn: t.exposeString('renewalOpensOn', { description: 'YYYY-MM-DD: the renewal window opens' }),
    graceEndsOn: t.exposeString('graceEndsOn', { description: 'YYYY-MM-DD: the last day without the late fee' }),
  }),
});

const LicenseOptionsRef = builder.objectRef<LicenseOptions>('LicenseOptions').implement({
  description: "What licensing one of the owner's pets involves now (PRODUCT.md §4)",
  fields: (t) => ({
    petId: t.exposeID('petId'),
    petName: t.exposeString('petName'),
    species: t.exposeString('species'),
    altered: t.exposeBoolean('altered'),
    proofRequired: t.exposeBoolean('proofRequired', {
      description: 'rabies proof is required (else "No proof required")',
    }),
    rabiesExpireDate: t.exposeString('rabiesExpireDate', { nullable: true }),
    timeZone: t.exposeString('timeZone', { description: "the jurisdiction's IANA timezone (rabies dates)" }),
    allowPastRabies: t.exposeBoolean('allowPastRabies', {
      description: 'spec §5: the policy accepts a rabies expiry date not after today (decision 0504)',
    }),
    current: t.field({ type: CurrentLicense, nullable: true, resolve: (options) => options.current }),
    refusal: t.exposeString('refusal', {
      nullable: true,
      description: 'a reason no term can be bought (an error code: under 18, no birthdate, household limit)',
    }),
    terms: t.field({
      type: [LicenseTermOption],
      resolve: (options) => options.terms.map((term) => ({ ...term, currency: options.currency })),
    }),
  }),
});

viewerField('query', 'licenseOptions', {
  type: LicenseOptionsRef,
  description: "The terms and fees of a licence for one of the caller's pets, or why it cannot be bought",
  args: builder.args((arg) => ({
    petId: arg.id({ required: true }),
    rabiesExpiry: arg.string({
      required: false,
      description:
        'YYYY-MM-DD: the rabies expiry typed in the uploader before its file is sent; the terms follow it at once (issue 38 D23)',
    }),
  })),
  input: (args) => ({ petId: String(args.petId), rabiesExpiry: args.rabiesExpiry ?? null }),
  useCase: licenseOptionsForPet,
});
