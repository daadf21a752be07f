// The smart tracker add-to-order block's use cases (spec §3, §4, §7.1; decision 0402): the owner's
// context (texts, plans priced in their country, their pets, the devices in their basket), adding a
// device with a plan for a pet (one device per pet), and removing one. A device is a basket line of a
// plan product with the pet's id, quantity 1. Another owner's pet or line answers NOT_FOUND.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { getHref } from '../../../domain/shared/routes.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { localizedText } from '../../../domain/store/catalog.js';
import {
  addTrackerDevicesSchema,
  type TrackerPlan,
  trackerPlanSavePercent,
} from '../../../domain/store/smart-tracker.rules.js';
import type { AppServices } from '../../app-services.js';
import { type JurisdictionRow, productPrices, products } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import { type FieldError, parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { listMyPets } from '../pet/pet.service.js';
import { addPetLines, type BasketLineView, type BasketView, readBasket, removeBasketLine } from './basket.service.js';
import type { PricedProduct } from './catalog.service.js';
import { TRACKER_TEXTS, type TrackerTextKey } from './tracker-texts.js';

export type TrackerExtraView = { text: string; color: string; backgroundColor: string };
export type TrackerSubscriptionOptionView = {
  label: string;
  productId: string;
  billed: string;
  extras: TrackerExtraView[];
  savePercent: number | null;
};
export type TrackerPetOptionView = { label: string; value: string; selected: boolean };
export type TrackerDeviceView = { petName: string; orderItemId: string; displayPrice: string; productLabel: string };

/** spec §3 PetTrackingDeviceAddToOrderContext. */
export type TrackerContextView = Record<Exclude<TrackerTextKey, 'selectPetPlaceholder'>, string> & {
  continueToCheckoutUrl: string;
  subscriptionOptions: TrackerSubscriptionOptionView[];
  petOptions: TrackerPetOptionView[];
  devicesCurrentlyInBasket: TrackerDeviceView[];
};

/** Every call names the owner's jurisdiction (its country prices the plans) and the request's locale. */
type TrackerCall<Extra = Record<never, never>> = ActorCall<{ city: JurisdictionRow; locale: LocaleCode } & Extra>;

type PricedPlan = PricedProduct & { plan: TrackerPlan };
type PlanRows = { sold: PricedPlan[]; allIds: Set<string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The active plans sold in the country, in the store's order, and the ids of every plan ever made. */
async function plansOf(services: AppServices, city: JurisdictionRow): Promise<PlanRows> {
  const rows = await services.db
    .select({ product: products, amountCents: productPrices.amountCents, currency: productPrices.currency })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, city.country)))
    .where(isNotNull(products.plan))
    .orderBy(asc(products.position), asc(products.slug));
  const sold: PricedPlan[] = [];
  for (const row of rows)
    if (row.product.active && row.product.plan && row.amountCents !== null && row.currency !== null)
      sold.push({
        ...row.product,
        plan: row.product.plan,
        price: { amountCents: row.amountCents, currency: row.currency },
      });
  return { sold, allIds: new Set(rows.map((row) => row.product.id)) };
}

/** The basket's devices: lines of a plan product for a pet. */
function deviceLines(basket: BasketView, plans: PlanRows): BasketLineView[] {
  return basket.lines.filter((line) => line.petId !== null && plans.allIds.has(line.productId));
}

function subscriptionOptions(plans: PricedPlan[], locale: LocaleCode): TrackerSubscriptionOptionView[] {
  const monthly = plans.find((plan) => plan.plan.interval === 'MONTHLY')?.price.amountCents;
  return plans.map((plan) => {
    const price = formatMoney(plan.price.amountCents, plan.price.currency, locale);
    return {
      label: localizedText(plan.plan.label, locale),
      productId: plan.id,
      billed: localizedText(plan.plan.billed, locale).replaceAll('{{price}}', price),
      extras: plan.plan.extras.map((extra) => ({
        text: localizedText(extra.text, locale),
        color: extra.color,
        backgroundColor: extra.backgroundColor,
      })),
      savePercent: trackerPlanSavePercent(
        { interval: plan.plan.interval, amountCents: plan.price.amountCents },
        monthly,
      ),
    };
  });
}

async function contextOf(
  services: AppServices,
  { actor, input: { locale } }: TrackerCall,
  basket: BasketView,
  plans: PlanRows,
): Promise<TrackerContextView> {
  const pets = await listMyPets(services, { actor });
  const names = new Map(pets.map((pet) => [pet.id, pet.name]));
  const devices = deviceLines(basket, plans);
  const withDevice = new Set(devices.map((line) => line.petId));
  const active = pets.filter((pet) => pet.retiredAt === null);
  // the pet the form offers first: the first active pet without a device in the basket yet
  const next = active.find((pet) => !withDevice.has(pet.id));
  const text = (key: TrackerTextKey) => localizedText(TRACKER_TEXTS[key], locale);
  return {
    startNewOrderItemButtonText: text('startNewOrderItemButtonText'),
    continueButtonText: text('continueButtonText'),
    deleteOrderItemButtonText: text('deleteOrderItemButtonText'),
    submitNewOrderItemFormButtonText: text('submitNewOrderItemFormButtonText'),
    cancelNewOrderItemButtonText: text('cancelNewOrderItemButtonText'),
    stepOneText: text('stepOneText'),
    stepTwoText: text('stepTwoText'),
    selectPetText: text('selectPetText'),
    selectSubscriptionText: text('selectSubscriptionText'),
    continueToCheckoutUrl: getHref('Basket', locale),
    subscriptionOptions: subscriptionOptions(plans.sold, locale),
    petOptions: [
      { label: text('selectPetPlaceholder'), value: '', selected: false },
      ...active.map((pet) => ({ label: pet.name, value: String(pet.id), selected: pet.id === next?.id })),
    ],
    devicesCurrentlyInBasket: devices.map((line) => ({
      petName: names.get(line.petId ?? 0) ?? '',
      orderItemId: line.id,
      displayPrice: formatMoney(line.unitPriceCents, line.currency, locale),
      productLabel: localizedText(line.productName, locale),
    })),
  };
}

/** spec §7.1 PetTrackingDeviceAddToOrderContext: the block's texts, plans, pets and devices. */
export async function readTrackerContext(services: AppServices, call: TrackerCall): Promise<TrackerContextView> {
  const [basket, plans] = await basketAndPlans(services, call);
  return contextOf(services, call, basket, plans);
}

/** The caller's basket in the city and the city's tracker plans, read side by side. */
function basketAndPlans(services: AppServices, { actor, input }: TrackerCall) {
  return Promise.all([
    readBasket(services, { actor, input: { holder: { accountId: actor.accountId }, city: input.city } }),
    plansOf(services, input.city),
  ]);
}

/**
 * spec §7.1 addPetTrackingDeviceToOrder: a device with a plan for each pet, all or none. A pet with a
 * device in the basket already is refused (decision 0402: one device per pet; remove it to change plan).
 */
export async function addTrackerDevices(
  services: AppServices,
  call: TrackerCall<{ order: unknown }>,
): Promise<TrackerContextView> {
  const { actor, input } = call;
  const form = parseOrThrow(addTrackerDevicesSchema, input.order);
  const [plans, pets] = await Promise.all([plansOf(services, input.city), listMyPets(services, { actor })]);
  const lines = form.products.map((item) => {
    const pet = pets.find((candidate) => String(candidate.id) === item.petId);
    if (!pet) throw new AppError('NOT_FOUND');
    if (pet.retiredAt !== null) throw new AppError('PET_INACTIVE');
    if (!UUID.test(item.productId) || !plans.allIds.has(item.productId)) throw new AppError('NOT_FOUND');
    const product = plans.sold.find((plan) => plan.id === item.productId);
    if (!product) throw new AppError('PRODUCT_NOT_SOLD_HERE');
    return { product, petId: pet.id, petName: pet.name };
  });
  const alreadyIn = (index: number, petName: string): FieldError => ({
    path: `products.${index}.petId`,
    message: encodeMessage(msg('validation.tracker.alreadyInBasket', { petName })),
  });
  const basket = await addPetLines(services, {
    actor,
    input: {
      city: input.city,
      lines,
      refuse: (existing) => {
        const taken = new Set(
          existing.filter((line) => line.petId !== null && plans.allIds.has(line.productId)).map((line) => line.petId),
        );
        const issues: FieldError[] = [];
        for (const [index, line] of lines.entries()) {
          if (taken.has(line.petId)) issues.push(alreadyIn(index, line.petName));
          taken.add(line.petId);
        }
        if (issues.length > 0) throw validationFailed(issues);
      },
    },
  });
  return contextOf(services, call, basket, plans);
}

/** spec §7.1 removePetTrackingDeviceToOrder: one of the owner's devices out of the basket. */
export async function removeTrackerDevice(
  services: AppServices,
  call: TrackerCall<{ orderItemId: string }>,
): Promise<TrackerContextView> {
  const { actor, input } = call;
  const [basket, plans] = await basketAndPlans(services, call);
  const line = deviceLines(basket, plans).find((candidate) => candidate.id === input.orderItemId);
  if (!line) throw new AppError('NOT_FOUND');
  const holder = { accountId: actor.accountId };
  const after = await removeBasketLine(services, { actor, input: { holder, city: input.city, lineId: line.id } });
  return contextOf(services, call, after, plans);
}
