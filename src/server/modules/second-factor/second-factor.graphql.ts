// Thin fields over second-factor.service.ts (issue 41: 3, decision 0111): the caller's own two-step log-in,
// for any logged-in account (owners in Profile Settings, staff at enrolment). Secrets (`manualKey`,
// `otpauthUri`, `recoveryCodes`) are answered once and never again; the logger redacts them.
import { builder } from '../../graphql-kit/builder.js';
import { deviceToken, type GraphQLContext, linkOrigin } from '../../graphql-kit/context.js';
import { noArgs } from '../../graphql-kit/field-args.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import type { ProvenChange } from './factor-change.functions.js';
import { passkeyRelyingParty } from './passkey.functions.js';
import {
  confirmAppEnrolment,
  type MySecondFactors,
  mySecondFactors,
  replaceMyRecoveryCodes,
  startAppEnrolment,
  turnOffSecondFactor,
} from './second-factor.service.js';

export const SecondFactorsRef = builder.objectRef<MySecondFactors>('SecondFactors').implement({
  description: "The caller's two-step log-in: an authenticator app, and its one-time recovery codes",
  fields: (t) => ({
    totpConfirmedAt: t.string({
      nullable: true,
      description: 'ISO 8601: when the authenticator app was turned on; null while it is off',
      resolve: (factors) => factors.totpConfirmedAt?.toISOString() ?? null,
    }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'recovery codes not used yet (0 to 10)' }),
  }),
});

const TotpEnrolmentRef = builder
  .objectRef<{ manualKey: string; otpauthUri: string; expiresAt: Date }>('TotpEnrolment')
  .implement({
    description: 'An authenticator app being set up: confirm it with one of its codes before expiresAt',
    fields: (t) => ({
      manualKey: t.exposeString('manualKey', {
        description: 'the secret in base32, in groups of four, to type by hand',
      }),
      otpauthUri: t.exposeString('otpauthUri', { description: 'otpauth://totp/… for the QR code' }),
      expiresAt: t.string({ description: 'ISO 8601', resolve: (enrolment) => enrolment.expiresAt.toISOString() }),
    }),
  });

const RecoveryCodesRef = builder.objectRef<{ recoveryCodes: string[] }>('RecoveryCodes').implement({
  description: 'Ten one-time recovery codes, shown this once (XXXX-XXXX-XX); any earlier ones stop working',
  fields: (t) => ({ recoveryCodes: t.exposeStringList('recoveryCodes') }),
});

viewerField('query', 'mySecondFactors', { ...noArgs, type: SecondFactorsRef, useCase: mySecondFactors });

viewerField('mutation', 'beginTotpEnrolment', {
  ...noArgs,
  type: TotpEnrolmentRef,
  description: 'Starts setting up an authenticator app (again: a new secret); a form error when one is on already',
  useCase: startAppEnrolment,
});

viewerField('mutation', 'confirmTotpEnrolment', {
  type: RecoveryCodesRef,
  description: 'A code from the app turns it on; answers the ten recovery codes once. Field errors on `code`',
  args: builder.args((arg) => ({ code: arg.string({ required: true }) })),
  input: (args, context) => ({ code: args.code, origin: linkOrigin(context) }),
  useCase: confirmAppEnrolment,
});

/**
 * The proof a change of the factors needs (decisions 0111, 0117): the current password, and a code (the app's
 * or a recovery code) or a passkey's answer to beginPasskeyProof. Spread into a field's own arguments.
 */
export const provenArgs = builder.args((arg) => ({
  password: arg.string({ required: true }),
  code: arg.string({ description: 'six digits from the app, or a recovery code; left out when `passkey` proves it' }),
  passkey: arg.string({
    description: "@simplewebauthn/browser's answer to beginPasskeyProof's options, as JSON, in place of a code",
  }),
}));

/** A change's proof and what its e-mail and passkey check need from the request. */
export function provenInput(
  args: { password: string; code?: string | null; passkey?: string | null },
  context: GraphQLContext,
): ProvenChange {
  return {
    password: args.password,
    code: args.code ?? '',
    passkey: args.passkey ?? '',
    origin: linkOrigin(context),
    deviceToken: deviceToken(context),
    relyingParty: passkeyRelyingParty(context.services.config, context.request),
  };
}

viewerField('mutation', 'regenerateRecoveryCodes', {
  type: RecoveryCodesRef,
  description: 'Needs the current password and a code or a passkey; the old recovery codes stop working',
  args: provenArgs,
  input: provenInput,
  useCase: replaceMyRecoveryCodes,
});

viewerField('mutation', 'removeSecondFactor', {
  type: SecondFactorsRef,
  description:
    'Turns two-step log-in off: the app, every passkey and the recovery codes go; needs the current password and a code or a passkey. Staff cannot remove their last factor',
  args: provenArgs,
  input: provenInput,
  useCase: turnOffSecondFactor,
});
