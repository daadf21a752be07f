// The smart tracker add-to-order block's three operations, exactly as spec §7.1's client sends them
// (decision 0402), for a logged-in owner by session or by the block's API token, and the token's issue
// and revocation (by session only).
import { builder } from '../../graphql-kit/builder.js';
import { cityHint, type GraphQLContext } from '../../graphql-kit/context.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import type { Actor } from '../../shared/use-case.js';
import { AppError } from '../../shared/app-error.js';
import {
  addTrackerDevices,
  readTrackerContext,
  removeTrackerDevice,
  type TrackerContextView,
  type TrackerDeviceView,
  type TrackerExtraView,
  type TrackerPetOptionView,
  type TrackerSubscriptionOptionView,
} from './smart-tracker.service.js';
import { issueTrackerApiToken, revokeTrackerApiTokens } from './tracker-token.service.js';

const Extra = builder.objectRef<TrackerExtraView>('PetTrackingDeviceSubscriptionExtra').implement({
  description: 'A badge of a subscription plan (spec §3 extras[])',
  fields: (t) => ({
    text: t.exposeString('text'),
    color: t.exposeString('color'),
    backgroundColor: t.exposeString('backgroundColor'),
  }),
});

const SubscriptionOption = builder
  .objectRef<TrackerSubscriptionOptionView>('PetTrackingDeviceSubscriptionOption')
  .implement({
    description: "A tracker's subscription plan, priced in the owner's country (spec §3 subscriptionOptions[])",
    fields: (t) => ({
      label: t.exposeString('label'),
      productId: t.exposeID('productId'),
      billed: t.exposeString('billed', { description: 'how it is billed, with its price in the locale' }),
      extras: t.field({ type: [Extra], resolve: (option) => option.extras }),
      savePercent: t.exposeInt('savePercent', {
        nullable: true,
        description: 'whole percent saved against paying monthly; null when nothing is saved',
      }),
    }),
  });

const PetOption = builder.objectRef<TrackerPetOptionView>('PetTrackingDevicePetOption').implement({
  description: 'spec §3 petOptions[]: first the "Select Pet Name" placeholder (value ""), then the active pets',
  fields: (t) => ({
    label: t.exposeString('label'),
    value: t.exposeString('value'),
    selected: t.exposeBoolean('selected', { description: 'the first pet without a device in the basket' }),
  }),
});

const DeviceInBasket = builder.objectRef<TrackerDeviceView>('PetTrackingDeviceInBasket').implement({
  description: 'A tracker in the basket (spec §3 devicesCurrentlyInBasket[])',
  fields: (t) => ({
    petName: t.exposeString('petName'),
    orderItemId: t.exposeID('orderItemId', { description: 'the basket line' }),
    displayPrice: t.exposeString('displayPrice', { description: 'the price added at, in the locale and currency' }),
    productLabel: t.exposeString('productLabel'),
  }),
});

const TrackerContext = builder.objectRef<TrackerContextView>('PetTrackingDeviceAddToOrderContext').implement({
  description: 'spec §3 PetTrackingDeviceAddToOrderContext, in the request’s locale',
  fields: (t) => ({
    startNewOrderItemButtonText: t.exposeString('startNewOrderItemButtonText'),
    continueToCheckoutUrl: t.exposeString('continueToCheckoutUrl'),
    continueButtonText: t.exposeString('continueButtonText'),
    deleteOrderItemButtonText: t.exposeString('deleteOrderItemButtonText'),
    submitNewOrderItemFormButtonText: t.exposeString('submitNewOrderItemFormButtonText'),
    cancelNewOrderItemButtonText: t.exposeString('cancelNewOrderItemButtonText'),
    stepOneText: t.exposeString('stepOneText'),
    stepTwoText: t.exposeString('stepTwoText'),
    selectPetText: t.exposeString('selectPetText'),
    selectSubscriptionText: t.exposeString('selectSubscriptionText'),
    subscriptionOptions: t.field({ type: [SubscriptionOption], resolve: (context) => context.subscriptionOptions }),
    petOptions: t.field({ type: [PetOption], resolve: (context) => context.petOptions }),
    devicesCurrentlyInBasket: t.field({
      type: [DeviceInBasket],
      resolve: (context) => context.devicesCurrentlyInBasket,
    }),
  }),
});

const OrderItemInput = builder.inputType('PetTrackingDeviceOrderItemInput', {
  fields: (t) => ({
    // nullable, so that a missing choice is the form's own message (spec §5), not a GraphQL error
    productId: t.id({ required: false }),
    petId: t.id({ required: false }),
  }),
});

const AddInput = builder.inputType('AddPetTrackingDeviceToOrderInput', {
  fields: (t) => ({ products: t.field({ type: [OrderItemInput], required: true }) }),
});

/** The owner (by session or token) and their jurisdiction, which prices the plans. */
async function trackerCall(actor: Actor, context: GraphQLContext) {
  const city = await context.services.jurisdictions.current({
    ...cityHint(context),
    ownerJurisdictionId: actor.jurisdictionId,
  });
  if (!city) throw new AppError('CITY_NOT_FOUND');
  return { actor, input: { city, locale: context.locale } };
}

// an owner's session, or the block's API token (decision 0402)
viewerField('query', 'petTrackingDeviceAddToOrderContext', {
  type: TrackerContext,
  description: 'spec §7.1: the smart tracker block’s context',
  scope: 'ownerOrTrackerApi',
  resolve: async (actor, _args, context) => readTrackerContext(context.services, await trackerCall(actor, context)),
});

viewerField('mutation', 'addPetTrackingDeviceToOrder', {
  type: TrackerContext,
  description: 'spec §7.1: a device with a plan for each pet; one device per pet (decision 0402)',
  scope: 'ownerOrTrackerApi',
  args: builder.args((arg) => ({ input: arg.field({ type: AddInput, required: true }) })),
  resolve: async (actor, args, context) => {
    const call = await trackerCall(actor, context);
    const order = {
      products: args.input.products.map((item) => ({
        productId: item.productId == null ? '' : String(item.productId),
        petId: item.petId == null ? '' : String(item.petId),
      })),
    };
    return addTrackerDevices(context.services, { ...call, input: { ...call.input, order } });
  },
});

viewerField('mutation', 'removePetTrackingDeviceToOrder', {
  type: TrackerContext,
  description: 'spec §7.1: one of the owner’s devices out of the basket (the name is the spec’s)',
  scope: 'ownerOrTrackerApi',
  args: builder.args((arg) => ({ orderItemId: arg.id({ required: true }) })),
  resolve: async (actor, args, context) => {
    const call = await trackerCall(actor, context);
    return removeTrackerDevice(context.services, {
      ...call,
      input: { ...call.input, orderItemId: String(args.orderItemId) },
    });
  },
});

const IssuedToken = builder.objectRef<{ token: string; expiresAt: Date }>('TrackerApiToken').implement({
  description: 'An API token for the smart tracker block: send it as "Authorization: Bearer <token>"',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'shown once; only its hash is kept' }),
    expiresAt: t.string({ resolve: (issued) => issued.expiresAt.toISOString() }),
  }),
});

viewerField('mutation', 'issueTrackerApiToken', {
  type: IssuedToken,
  description: 'A short-lived token for the three smart tracker operations (decision 0402); by session only',
  scope: 'owner',
  resolve: (actor, _args, context) => issueTrackerApiToken(context.services, { actor }),
});

viewerField('mutation', 'revokeTrackerApiTokens', {
  type: 'Int',
  description: 'Ends every live tracker API token of the owner; answers how many',
  scope: 'owner',
  resolve: (actor, _args, context) => revokeTrackerApiTokens(context.services, { actor }),
});
