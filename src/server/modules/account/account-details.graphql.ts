// Thin fields over account-details.service.ts (My Details, the mobile number's verification of decision
// 0803), email-change.service.ts and email-verification.service.ts: the owner's own account pages (decision
// 0010). Every field but the e-mailed links (verifyEmail,
// confirmEmailChange, undoEmailChange) needs a logged-in caller and works on their account.
import type { AppServices } from '../../app-services.js';
import { builder } from '../../graphql-kit/builder.js';
import { formInput, noArgs } from '../../graphql-kit/field-args.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import { deviceToken, linkOrigin } from '../../graphql-kit/context.js';
import { endSession } from '../../graphql-kit/session.js';
import { AddressInput, AddressRef } from '../../graphql-kit/types/address.js';
import { DatePartsInput, DatePartsRef } from '../../graphql-kit/types/date-parts.js';
import { PhoneInput, PhoneRef } from '../../graphql-kit/types/phone.js';
import type { PublicCall } from '../../shared/use-case.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import {
  deactivateAccount,
  getMyAccount,
  type MobileNumberStatus,
  type MyAccount,
  sendMobileVerificationCode,
  updateMyDetails,
  updateProfileSettings,
  verifyMobileNumber,
} from './account-details.service.js';
import {
  cancelEmailChange,
  changeEmail,
  confirmEmailChange,
  type PendingEmailChange,
  undoEmailChange,
} from './email-change.service.js';
import { verifyEmail } from './email-verification.service.js';

const PendingEmailChangeRef = builder.objectRef<PendingEmailChange>('PendingEmailChange').implement({
  description: 'A new log-in e-mail waiting for its owner to open the link sent to it (issue 10: 2)',
  fields: (t) => ({
    email: t.exposeString('email'),
    requestedAt: t.string({ description: 'ISO 8601', resolve: (change) => change.requestedAt.toISOString() }),
    expiresAt: t.string({
      description: 'ISO 8601: when the link stops working',
      resolve: (change) => change.expiresAt.toISOString(),
    }),
  }),
});

const NotificationPreferences = builder
  .objectRef<MyAccount['notificationPreferences']>('NotificationPreferences')
  .implement({
    fields: (t) => ({
      renewalReminders: t.exposeBoolean('renewalReminders'),
      orderUpdates: t.exposeBoolean('orderUpdates'),
      news: t.exposeBoolean('news'),
      smsReminders: t.boolean({
        description: 'reminders also by text message to the first mobile (M) number (decision 0502)',
        resolve: (preferences) => preferences.smsReminders === true,
      }),
    }),
  });

const MobileNumberRef = builder.objectRef<MobileNumberStatus>('TextMessageNumber').implement({
  description:
    'The number text messages go to (the first mobile number) and whether its owner verified it: no text message goes to it until then (decision 0803)',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'ten digits' }),
    verified: t.exposeBoolean('verified'),
    codeSent: t.exposeBoolean('codeSent', { description: 'a code was texted to it and still works' }),
  }),
});

const MyAccountRef = builder.objectRef<MyAccount>('MyAccount').implement({
  description: "The logged-in owner's own details (My Details, Profile Settings)",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified', { description: 'the link e-mailed at sign-up was opened' }),
    phones: t.expose('phones', { type: [PhoneRef] }),
    birthdate: t.expose('birthdate', { type: DatePartsRef, nullable: true }),
    locale: t.exposeString('locale'),
    notificationPreferences: t.expose('notificationPreferences', {
      type: NotificationPreferences,
    }),
    address: t.expose('address', { type: AddressRef, nullable: true }),
    mailingAddress: t.expose('mailingAddress', { type: AddressRef, nullable: true }),
    pendingEmailChange: t.expose('pendingEmailChange', {
      type: PendingEmailChangeRef,
      nullable: true,
      description: 'Until it is confirmed, the owner logs in with `email`',
    }),
    textMessageNumber: t.expose('textMessageNumber', {
      type: MobileNumberRef,
      nullable: true,
      description: 'null when the account has no mobile number',
    }),
  }),
});

const MobileCodeInput = builder.inputType('MobileCodeInput', {
  fields: (t) => ({ code: t.string({ description: 'the code of the latest text message (six digits)' }) }),
});

const MyDetailsInput = builder.inputType('MyDetailsInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phones: t.field({ type: [PhoneInput] }),
    birthdate: t.field({ type: DatePartsInput }),
    address: t.field({ type: AddressInput }),
    mailingAddress: t.field({ type: AddressInput }),
    jurisdictionId: t.id({
      description: 'a new home address’s jurisdiction, chosen in the suggestions chooser (decision 0304)',
    }),
    movingAgreed: t.boolean({ description: 'spec §4: the owner agrees to move, when the new home moves them' }),
  }),
});

const NotificationPreferencesInput = builder.inputType('NotificationPreferencesInput', {
  fields: (t) => ({
    renewalReminders: t.boolean(),
    orderUpdates: t.boolean(),
    news: t.boolean(),
    smsReminders: t.boolean({ description: 'opt in to text-message reminders (default false)' }),
  }),
});

const ProfileSettingsInput = builder.inputType('ProfileSettingsInput', {
  fields: (t) => ({
    locale: t.string(),
    notificationPreferences: t.field({ type: NotificationPreferencesInput }),
  }),
});

viewerField('query', 'myAccount', { ...noArgs, type: MyAccountRef, useCase: getMyAccount });

viewerField('mutation', 'updateMyDetails', {
  type: MyAccountRef,
  ...formInput(MyDetailsInput),
  useCase: updateMyDetails,
});

viewerField('mutation', 'changeEmail', {
  type: MyAccountRef,
  description:
    'Needs the current password. Sends the new address a link and the old one a notice with an undo link; the log-in e-mail changes only when the link is opened (see pendingEmailChange)',
  args: builder.args((arg) => ({ email: arg.string({ required: true }), password: arg.string({ required: true }) })),
  resolve: async (actor, args, context) => {
    await changeEmail(context.services, {
      actor,
      input: { ...args, locale: context.locale, origin: linkOrigin(context), deviceToken: deviceToken(context) },
    });
    return getMyAccount(context.services, { actor });
  },
});

viewerField('mutation', 'cancelEmailChange', {
  type: MyAccountRef,
  description: 'Withdraws the pending e-mail change: the link sent to the new address stops working',
  resolve: async (actor, _args, context) => {
    await cancelEmailChange(context.services, { actor });
    return getMyAccount(context.services, { actor });
  },
});

/** A mutation an e-mailed link makes: public, the link's token its one argument, counted per IP; answers an e-mail. */
function emailLinkMutation(
  name: string,
  description: string,
  useCase: (services: AppServices, call: PublicCall<{ token: string }>) => Promise<{ email: string }>,
) {
  publicField('mutation', name, {
    type: 'String',
    description,
    limit: RATE_LIMITS.emailLink,
    args: builder.args((arg) => ({ token: arg.string({ required: true }) })),
    resolve: async (args, context) => (await useCase(context.services, { input: args })).email,
  });
}

emailLinkMutation(
  'confirmEmailChange',
  'The link sent to a new e-mail address: it becomes the log-in; answers the new address',
  confirmEmailChange,
);

emailLinkMutation(
  'undoEmailChange',
  'The link sent to the old e-mail address (72 hours): puts it back as the log-in and ends every session; answers it',
  undoEmailChange,
);

viewerField('mutation', 'sendMobileVerificationCode', {
  type: MyAccountRef,
  description:
    'Texts a code to the first mobile number (none when it is verified already); MOBILE_CODE_LIMITED past the limits (decision 0803)',
  ...noArgs,
  useCase: sendMobileVerificationCode,
});

viewerField('mutation', 'verifyMobileNumber', {
  type: MyAccountRef,
  ...formInput(MobileCodeInput),
  description: 'The code texted to the first mobile number: it is verified, or a field error on `code`',
  useCase: verifyMobileNumber,
});

viewerField('mutation', 'updateProfileSettings', {
  type: MyAccountRef,
  ...formInput(ProfileSettingsInput),
  useCase: updateProfileSettings,
});

viewerField('mutation', 'deactivateAccount', {
  type: 'Boolean',
  description: 'Deactivates (does not erase) the account and ends every session',
  args: builder.args((arg) => ({ password: arg.string({ required: true }) })),
  resolve: async (actor, args, context) => {
    await deactivateAccount(context.services, { actor, input: { ...args, deviceToken: deviceToken(context) } });
    endSession(context);
    return true;
  },
});

publicField('mutation', 'verifyEmail', {
  type: 'Boolean',
  description: 'Confirms the e-mail address with the link sent at sign-up',
  args: builder.args((arg) => ({ token: arg.string({ required: true }) })),
  resolve: async (args, context) => {
    await verifyEmail(context.services, { input: args });
    return true;
  },
});
