// Thin fields over the operator's use cases (decision 0113): the console's fields are operatorField (the
// site operator only: an owner and an administrator are FORBIDDEN, a visitor UNAUTHENTICATED); the invite
// link's page is public, counted per IP.
import type { JurisdictionRow, OperatorAuditRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { deviceToken, linkOrigin } from '../../graphql-kit/context.js';
import { byId, formInput, noArgs } from '../../graphql-kit/field-args.js';
import { operatorField, publicField } from '../../graphql-kit/root-fields.js';
import { beginSession } from '../../graphql-kit/session.js';
import { ViewerRef } from '../../graphql-kit/types/viewer.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import {
  type ConsoleAdministrator,
  type ConsoleJurisdiction,
  operatorAuditLog,
  operatorConsole,
  removeAdministrator,
  resetAdministratorSecondFactor,
} from './operator-console.service.js';
import {
  createJurisdiction,
  operatorJurisdiction,
  retireJurisdiction,
  updateJurisdiction,
} from './operator-jurisdictions.service.js';
import { acceptStaffInvite, inviteAdministrator, staffInviteByToken } from './staff-invite.service.js';

const ConsoleAdministratorRef = builder.objectRef<ConsoleAdministrator>('ConsoleAdministrator').implement({
  fields: (t) => ({
    accountId: t.id({ resolve: (admin) => admin.accountId }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
  }),
});

const OpenInviteRef = builder.objectRef<{ email: string; expiresAt: Date }>('OpenStaffInvite').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    expiresAt: t.string({ resolve: (invite) => invite.expiresAt.toISOString() }),
  }),
});

const ConsoleJurisdictionRef = builder.objectRef<ConsoleJurisdiction>('ConsoleJurisdiction').implement({
  fields: (t) => ({
    id: t.id({ resolve: (jurisdiction) => jurisdiction.id }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    administrators: t.field({
      type: [ConsoleAdministratorRef],
      resolve: (jurisdiction) => jurisdiction.administrators,
    }),
    openInvites: t.field({
      type: [OpenInviteRef],
      description: 'invites to administer it not accepted yet and still working',
      resolve: (jurisdiction) => jurisdiction.openInvites,
    }),
  }),
});

const OperatorAuditEntryRef = builder
  .objectRef<OperatorAuditRow & { jurisdictionName: string | null }>('OperatorAuditEntry')
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (entry) => entry.id }),
      actorName: t.exposeString('actorName'),
      action: t.exposeString('action', {
        description: 'OPERATOR_INVITED, ADMIN_INVITED, INVITE_ACCEPTED or ADMIN_REMOVED',
      }),
      subjectEmail: t.exposeString('subjectEmail'),
      jurisdictionName: t.string({ nullable: true, resolve: (entry) => entry.jurisdictionName }),
      createdAt: t.string({ resolve: (entry) => entry.createdAt.toISOString() }),
    }),
  });

const StaffInviteRef = builder
  .objectRef<{ email: string; role: string; jurisdictionName: string | null; expiresAt: Date }>('StaffInvite')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      role: t.exposeString('role', { description: 'OPERATOR or ADMIN' }),
      jurisdictionName: t.string({
        nullable: true,
        description: 'the jurisdiction an administrator is invited to',
        resolve: (invite) => invite.jurisdictionName,
      }),
      expiresAt: t.string({ resolve: (invite) => invite.expiresAt.toISOString() }),
    }),
  });

const InviteAdministratorInput = builder.inputType('InviteAdministratorInput', {
  fields: (t) => ({ email: t.string(), jurisdictionId: t.string() }),
});

const AcceptStaffInviteInput = builder.inputType('AcceptStaffInviteInput', {
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), password: t.string() }),
});

operatorField('query', 'operatorConsole', {
  type: [ConsoleJurisdictionRef],
  description: 'The operator console: every jurisdiction with its administrators and open invites',
  ...noArgs,
  useCase: operatorConsole,
});

operatorField('query', 'operatorAuditLog', {
  type: [OperatorAuditEntryRef],
  description: 'What operators (and the invite command) did, newest first',
  ...noArgs,
  useCase: operatorAuditLog,
});

operatorField('mutation', 'inviteAdministrator', {
  type: OpenInviteRef,
  description: "E-mails a one-time link (24 h) to administer a jurisdiction, in the jurisdiction's language",
  args: formInput(InviteAdministratorInput).args,
  input: (args, context) => ({ form: args.input, origin: linkOrigin(context) }),
  useCase: inviteAdministrator,
});

operatorField('mutation', 'removeAdministrator', {
  type: 'Boolean',
  description: 'The administrator no longer administers the jurisdiction and every session of theirs ends',
  args: builder.args((arg) => ({
    accountId: arg.id({ required: true }),
    jurisdictionId: arg.id({ required: true }),
  })),
  input: (args) => ({ accountId: String(args.accountId), jurisdictionId: String(args.jurisdictionId) }),
  useCase: removeAdministrator,
});

operatorField('mutation', 'resetAdministratorSecondFactor', {
  type: 'Boolean',
  description:
    "Removes an administrator's authenticator app, passkeys and recovery codes and ends their sessions: they set up two-step log-in again at their next log-in",
  args: builder.args((arg) => ({
    accountId: arg.id({ required: true }),
    jurisdictionId: arg.id({ required: true }),
  })),
  input: (args, context) => ({
    accountId: String(args.accountId),
    jurisdictionId: String(args.jurisdictionId),
    origin: linkOrigin(context),
  }),
  useCase: resetAdministratorSecondFactor,
});

// The token is 256 bits (no guessing); the limits only bound the work (password hashing on acceptance).
publicField('query', 'staffInvite', {
  type: StaffInviteRef,
  nullable: true,
  description: 'The invite of a link while it works (null: unknown, expired or used)',
  limit: RATE_LIMITS.emailLink,
  args: builder.args((arg) => ({ token: arg.string({ required: true }) })),
  useCase: staffInviteByToken,
});

publicField('mutation', 'acceptStaffInvite', {
  type: ViewerRef,
  nullable: true, // the schema's word only: an answer is always the logged-in account
  description: 'Creates the invited staff account with the chosen password, once, and logs it in',
  limit: RATE_LIMITS.logIn,
  args: builder.args((arg) => ({
    token: arg.string({ required: true }),
    input: arg.field({ type: AcceptStaffInviteInput, required: true }),
  })),
  resolve: async (args, context) =>
    beginSession(
      context,
      await acceptStaffInvite(context.services, {
        actor: context.viewer,
        input: { token: args.token, form: args.input, deviceToken: deviceToken(context) },
      }),
    ),
});

// ——— issue 41 part 1 (decision 0308): the operator's jurisdictions, created, edited and retired ———

builder.objectField(ConsoleJurisdictionRef, 'retired', (t) =>
  t.boolean({ description: 'retired by the operator: offered to no one new', resolve: (row) => row.retired }),
);

const OperatorJurisdictionRef = builder.objectRef<JurisdictionRow>('OperatorJurisdiction').implement({
  description: 'A jurisdiction as the operator’s form edits it',
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.id }),
    version: t.int({
      description: 'send it back with an edit (STALE_EDIT otherwise)',
      resolve: (row) => row.settingsVersion,
    }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    country: t.exposeString('country'),
    locales: t.stringList({ resolve: (row) => row.locales }),
    timezone: t.exposeString('timezone'),
    supportPhone: t.exposeString('supportPhone'),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    brandColor: t.exposeString('brandColor', { nullable: true, description: 'as saved (#rrggbb)' }),
    boundaryColor: t.exposeString('boundaryColor', { nullable: true }),
    noLicensing: t.exposeBoolean('noLicensing'),
    hasPolicy: t.boolean({ resolve: (row) => row.licensePolicy !== null }),
    retiredAt: t.string({ nullable: true, resolve: (row) => row.retiredAt?.toISOString() ?? null }),
  }),
});

const JurisdictionFormInput = builder.inputType('JurisdictionFormInput', {
  description: 'decision 0308: slug and country are fixed once created (an edit sends them unchanged)',
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    country: t.string({ required: true }),
    locales: t.stringList({ required: true }),
    timezone: t.string({ required: true }),
    supportPhone: t.string({ required: true }),
    supportEmail: t.string(),
    logoUrl: t.string(),
    brandColor: t.string(),
    boundaryColor: t.string(),
    licensing: t.string({
      required: true,
      description: 'US_COUNTY or CANADIAN_CITY (a policy template, for one without a policy), KEEP its policy, or NONE',
    }),
  }),
});

operatorField('query', 'operatorJurisdiction', {
  type: OperatorJurisdictionRef,
  description: 'One jurisdiction for the operator’s form',
  ...byId('jurisdictionId'),
  useCase: operatorJurisdiction,
});

operatorField('mutation', 'createJurisdiction', {
  type: OperatorJurisdictionRef,
  description: 'A new jurisdiction with its first licence policy from a template; a slug in use is refused',
  ...formInput(JurisdictionFormInput),
  useCase: createJurisdiction,
});

operatorField('mutation', 'updateJurisdiction', {
  type: OperatorJurisdictionRef,
  description: 'Saves the operator’s form over the jurisdiction read at `version`; STALE_EDIT when saved since',
  args: builder.args((arg) => ({
    jurisdictionId: arg.id({ required: true }),
    version: arg.int({ required: true }),
    input: arg.field({ type: JurisdictionFormInput, required: true }),
  })),
  input: (args) => ({ jurisdictionId: String(args.jurisdictionId), version: args.version, form: args.input }),
  useCase: updateJurisdiction,
});

operatorField('mutation', 'retireJurisdiction', {
  type: OperatorJurisdictionRef,
  description: 'Retires the jurisdiction (offered to no one new; its owners keep their records), or brings it back',
  args: builder.args((arg) => ({
    jurisdictionId: arg.id({ required: true }),
    retired: arg.boolean({ required: true }),
  })),
  input: (args) => ({ jurisdictionId: String(args.jurisdictionId), retired: args.retired }),
  useCase: retireJurisdiction,
});
