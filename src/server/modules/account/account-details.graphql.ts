// Thin fields over account-details.service.ts and email-verification.service.ts: the owner's own account
// pages (decision 0010). Every field but verifyEmail needs a logged-in caller and works on their account.
import { builder } from '../../graphql/builder.js';
import { deviceToken } from '../../graphql/context.js';
import { requireViewer } from '../../graphql/guards.js';
import { endSession } from '../../graphql/session.js';
import { AddressInput, AddressRef } from '../../graphql/types/address.js';
import { DatePartsInput, DatePartsRef } from '../../graphql/types/date-parts.js';
import { PhoneInput, PhoneRef } from '../../graphql/types/phone.js';
import {
  changeEmail,
  deactivateAccount,
  getMyAccount,
  type MyAccount,
  updateMyDetails,
  updateProfileSettings,
} from './account-details.service.js';
import { verifyEmail } from './email-verification.service.js';

const NotificationPreferences = builder
  .objectRef<MyAccount['notificationPreferences']>('NotificationPreferences')
  .implement({
    fields: (t) => ({
      renewalReminders: t.exposeBoolean('renewalReminders'),
      orderUpdates: t.exposeBoolean('orderUpdates'),
      news: t.exposeBoolean('news'),
    }),
  });

const MyAccountRef = builder.objectRef<MyAccount>('MyAccount').implement({
  description: "The logged-in owner's own details (My Details, Profile Settings)",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phones: t.field({ type: [PhoneRef], resolve: (account) => account.phones }),
    birthdate: t.field({ type: DatePartsRef, nullable: true, resolve: (account) => account.birthdate }),
    locale: t.exposeString('locale'),
    notificationPreferences: t.field({
      type: NotificationPreferences,
      resolve: (account) => account.notificationPreferences,
    }),
    address: t.field({ type: AddressRef, nullable: true, resolve: (account) => account.address }),
    mailingAddress: t.field({ type: AddressRef, nullable: true, resolve: (account) => account.mailingAddress }),
  }),
});

const MyDetailsInput = builder.inputType('MyDetailsInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phones: t.field({ type: [PhoneInput] }),
    birthdate: t.field({ type: DatePartsInput }),
    address: t.field({ type: AddressInput }),
    mailingAddress: t.field({ type: AddressInput }),
  }),
});

const NotificationPreferencesInput = builder.inputType('NotificationPreferencesInput', {
  fields: (t) => ({ renewalReminders: t.boolean(), orderUpdates: t.boolean(), news: t.boolean() }),
});

const ProfileSettingsInput = builder.inputType('ProfileSettingsInput', {
  fields: (t) => ({
    locale: t.string(),
    notificationPreferences: t.field({ type: NotificationPreferencesInput }),
  }),
});

builder.queryField('myAccount', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => getMyAccount(context.services, { actor: requireViewer(context) }),
  }),
);

builder.mutationField('updateMyDetails', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MyDetailsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateMyDetails(context.services, { actor: requireViewer(context), input: args.input }),
  }),
);

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      changeEmail(context.services, {
        actor: requireViewer(context),
        input: { ...args, deviceToken: deviceToken(context) },
      }),
  }),
);

builder.mutationField('updateProfileSettings', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ProfileSettingsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateProfileSettings(context.services, { actor: requireViewer(context), input: args.input }),
  }),
);

builder.mutationField('deactivateAccount', (t) =>
  t.boolean({
    description: 'Deactivates (does not erase) the account and ends every session',
    authScopes: { loggedIn: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await deactivateAccount(context.services, {
        actor: requireViewer(context),
        input: { ...args, deviceToken: deviceToken(context) },
      });
      endSession(context);
      return true;
    },
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.boolean({
    description: 'Confirms the e-mail address with the link sent at sign-up',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await verifyEmail(context.services, { input: args });
      return true;
    },
  }),
);
