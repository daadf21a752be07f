// Thin fields over passkey.service.ts (issue 41: 3, decisions 0112 and 0116): the caller's own passkeys,
// listed on the second-factor status, added and removed. Options travel as the JSON string the browser
// library reads, the browser's answer as the JSON string it made; neither is a secret (the logger redacts
// `recoveryCodes` and `password`). The log-in's passkey step is public: auth.graphql.ts.
import { builder } from '../../graphql-kit/builder.js';
import { type GraphQLContext, linkOrigin } from '../../graphql-kit/context.js';
import { noArgs } from '../../graphql-kit/field-args.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import { type Passkey, passkeyRelyingParty, passkeysOf } from './passkey.functions.js';
import { finishMyPasskey, removeMyPasskey, startMyPasskey, startPasskeyProof } from './passkey.service.js';
import { provenArgs, provenInput, SecondFactorsRef } from './second-factor.graphql.js';

const PasskeyRef = builder.objectRef<Passkey>('Passkey').implement({
  description: 'A passkey of the caller, a second factor beside the authenticator app',
  fields: (t) => ({
    id: t.exposeString('credentialId', { description: 'the credential ID (base64url): what removePasskey names' }),
    nickname: t.exposeString('nickname', { description: 'the name the person gave it, such as “Work laptop”' }),
    synced: t.boolean({
      description: 'a passkey a passkey manager syncs between devices (multi-device)',
      resolve: (passkey) => passkey.deviceType === 'multiDevice',
    }),
    createdAt: t.string({ description: 'ISO 8601', resolve: (passkey) => passkey.createdAt.toISOString() }),
    lastUsedAt: t.string({
      nullable: true,
      description: 'ISO 8601: its last log-in; null before the first',
      resolve: (passkey) => passkey.lastUsedAt?.toISOString() ?? null,
    }),
  }),
});

builder.objectField(SecondFactorsRef, 'passkeys', (t) =>
  t.field({
    type: [PasskeyRef],
    description: "the caller's passkeys, oldest first",
    // the status is only ever the caller's own (mySecondFactors, removeSecondFactor, removePasskey)
    resolve: (_factors, _args, context: GraphQLContext) =>
      context.viewer ? passkeysOf(context.services.db, context.viewer.accountId) : [],
  }),
);

const NewPasskeyRef = builder.objectRef<{ passkey: Passkey; recoveryCodes: string[] | null }>('NewPasskey').implement({
  description: 'A passkey added; with the ten recovery codes, shown this once, when it is the first second factor',
  fields: (t) => ({
    passkey: t.field({ type: PasskeyRef, resolve: (added) => added.passkey }),
    recoveryCodes: t.exposeStringList('recoveryCodes', { nullable: true }),
  }),
});

viewerField('mutation', 'beginPasskeyRegistration', {
  type: 'String',
  description:
    "The browser's options to make a passkey (JSON), after the current password and, when the account has a second factor already, a code or a passkey of it. Field errors on `password` and `code`",
  args: provenArgs,
  input: provenInput,
  useCase: startMyPasskey,
});

viewerField('mutation', 'finishPasskeyRegistration', {
  type: NewPasskeyRef,
  description: 'Keeps the passkey the browser made (its answer as JSON) under a name. Field errors on `nickname`',
  args: builder.args((arg) => ({
    response: arg.string({ required: true, description: "@simplewebauthn/browser's registration answer, as JSON" }),
    nickname: arg.string({ required: true }),
  })),
  input: (args, context) => ({
    ...args,
    origin: linkOrigin(context),
    relyingParty: passkeyRelyingParty(context.services.config, context.request),
  }),
  useCase: finishMyPasskey,
});

viewerField('mutation', 'removePasskey', {
  type: SecondFactorsRef,
  description:
    'Removes one of the caller’s passkeys; needs the current password and a code or a passkey. Staff cannot remove their last factor',
  args: { ...builder.args((arg) => ({ id: arg.string({ required: true }) })), ...provenArgs },
  input: ({ id, ...proof }, context) => ({ ...provenInput(proof, context), credentialId: id }),
  useCase: removeMyPasskey,
});

viewerField('mutation', 'beginPasskeyProof', {
  type: 'String',
  nullable: true,
  ...noArgs,
  description:
    "The browser's options (JSON) for one of the caller's passkeys to prove a change of their factors (decision 0117): its answer goes in the change's `passkey` argument. Null when the caller has no passkey",
  input: (_args, context) => ({ relyingParty: passkeyRelyingParty(context.services.config, context.request) }),
  useCase: startPasskeyProof,
});
