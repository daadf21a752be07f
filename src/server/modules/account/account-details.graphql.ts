import type { AddressRow } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { AddressInput, DatePartsInput, PhoneInput } from './account.graphql.js';
import {
  changeEmail,
  deactivateAccount,
  getMyAccount,
  type MyAccount,
  updateMyDetails,
  updateProfileSettings,
} from './account-details.service.js';
import { verifyEmail } from './email-verification.service.js';

const Phone = builder.objectRef<{ type: string; number: string }>('Phone').implement({
  fields: (t) => ({ type: t.exposeString('type'), number: t.exposeString('number') }),
});

const DateParts = builder.objectRef<{ year: number; month: number; day: number }>('DateParts').implement({
  fields: (t) => ({ year: t.exposeInt('year'), month: t.exposeInt('month'), day: t.exposeInt('day') }),
});

const Address = builder.objectRef<AddressRow>('Address').implement({
  description: 'spec §3 Address',
  fields: (t) => ({
    unit: t.exposeString('unit', { nullable: true }),
    civic: t.exposeString('civic', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    additional: t.exposeString('additional', { nullable: true }),
    cityName: t.exposeString('cityName'),
    province: t.exposeString('province'),
    country: t.exposeString('country'),
    postalCode: t.exposeString('postalCode'),
  }),
});

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
    phones: t.field({ type: [Phone], resolve: (account) => account.phones }),
    birthdate: t.field({ type: DateParts, nullable: true, resolve: (account) => account.birthdate }),
    locale: t.exposeString('locale'),
    notificationPreferences: t.field({
      type: NotificationPreferences,
      resolve: (account) => account.notificationPreferences,
    }),
    address: t.field({ type: Address, nullable: true, resolve: (account) => account.address }),
    mailingAddress: t.field({ type: Address, nullable: true, resolve: (account) => account.mailingAddress }),
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

/** The caller's account id; these fields are declared loggedIn, so a viewer is present. */
function ownerId(context: GraphQLContext): number {
  if (!context.viewer) throw new AppError('UNAUTHENTICATED');
  return context.viewer.accountId;
}

async function ownerTimeZone(context: GraphQLContext): Promise<string> {
  const jurisdictionId = context.viewer?.jurisdictionId;
  const jurisdiction = jurisdictionId ? await context.services.jurisdictions.byId(jurisdictionId) : undefined;
  return jurisdiction?.timezone ?? 'UTC';
}

builder.queryField('myAccount', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => getMyAccount(context.services.db, ownerId(context)),
  }),
);

builder.mutationField('updateMyDetails', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MyDetailsInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      updateMyDetails(context.services.db, ownerId(context), input, await ownerTimeZone(context)),
  }),
);

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => changeEmail(context.services.db, ownerId(context), args),
  }),
);

builder.mutationField('updateProfileSettings', (t) =>
  t.field({
    type: MyAccountRef,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ProfileSettingsInput, required: true }) },
    resolve: (_root, { input }, context) => updateProfileSettings(context.services.db, ownerId(context), input),
  }),
);

builder.mutationField('deactivateAccount', (t) =>
  t.boolean({
    description: 'Deactivates (does not erase) the account and ends every session',
    authScopes: { loggedIn: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await deactivateAccount(context.services.db, ownerId(context), args.password);
      clearSessionCookie(context.reply, context.services.config);
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
      await verifyEmail(context.services.db, args.token.slice(0, 100));
      return true;
    },
  }),
);
