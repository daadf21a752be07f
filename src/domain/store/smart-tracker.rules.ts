import { z } from 'zod';
import { type FieldIssue, issueAt, msg } from '../shared/messages.js';

// spec §3 PetTrackingDeviceAddToOrderContext, §4 Smart tracker add-to-order block, §5 Other forms.

export type TrackerPetOption = { label: string; value: string; selected?: boolean };
export type TrackerSubscriptionOption = { label: string; productId: string };

/**
 * spec §5: pet and subscription are required. The block shows the context's selectPetText /
 * selectSubscriptionText when given; these keys are the fallback texts.
 */
export function trackerFormIssues(form: {
  petId: string | null | undefined;
  productId: string | null | undefined;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!form.petId) issues.push(issueAt(['petId'], msg('validation.tracker.petRequired')));
  if (!form.productId) issues.push(issueAt(['productId'], msg('validation.tracker.subscriptionRequired')));
  return issues;
}

/** spec §4 Form defaults: the option marked selected, else the first real pet (not the "Select Pet Name" placeholder). */
export function defaultTrackerPet(options: readonly TrackerPetOption[]): string | null {
  const selected = options.find((o) => o.selected && o.value);
  return selected?.value ?? options.find((o) => o.value)?.value ?? null;
}

/** spec §4: exactly one subscription option is selected automatically. */
export function defaultTrackerSubscription(options: readonly TrackerSubscriptionOption[]): string | null {
  return options.length === 1 ? (options[0]?.productId ?? null) : null;
}

/** spec §4 On load: without pet options in the initial context, the block fetches the context. */
export function shouldFetchTrackerContext(
  initial: { petOptions?: readonly TrackerPetOption[] | null } | null | undefined,
): boolean {
  return !initial?.petOptions || initial.petOptions.length === 0;
}

/** spec §2.18: cancel shows only when devices are in the basket, continue likewise. */
export function trackerButtons(devicesInBasket: number): { cancel: boolean; continueToCheckout: boolean } {
  return { cancel: devicesInBasket > 0, continueToCheckout: devicesInBasket > 0 };
}

/** spec §4 Request state. */
export type TrackerRequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; messages: string[] };

/** spec §4: while any add or remove is in flight, all actions are disabled. */
export function trackerActionsDisabled(inFlight: number): boolean {
  return inFlight > 0;
}

// ——— subscription plans (decision 0402) ———

/** The plans a tracker is sold with (issue 15): monthly, yearly, two-yearly. */
export const TRACKER_PLAN_INTERVALS = ['MONTHLY', 'YEARLY', 'TWO_YEARLY'] as const;
export type TrackerPlanInterval = (typeof TRACKER_PLAN_INTERVALS)[number];

/** How many months one billing period of a plan covers. */
export const TRACKER_PLAN_MONTHS: Record<TrackerPlanInterval, number> = { MONTHLY: 1, YEARLY: 12, TWO_YEARLY: 24 };

/** A plan's words per locale (falling back like the catalogs); `billed` may hold {{price}}. */
export type TrackerPlanText = Partial<Record<'en_US' | 'en_CA' | 'es_US' | 'fr_CA', string>>;

/** spec §3 subscriptionOptions[].extras[]: a badge's text and colours (hex, checked for contrast). */
export type TrackerPlanExtra = { text: TrackerPlanText; color: string; backgroundColor: string };

/** What makes a SMART_TRACKER product a plan (products.plan). Its price per country is the period's price. */
export type TrackerPlan = {
  interval: TrackerPlanInterval;
  label: TrackerPlanText;
  billed: TrackerPlanText;
  extras: TrackerPlanExtra[];
};

/**
 * spec §3 savePercent: what a longer plan saves against paying monthly for the same months, in whole
 * percent rounded down (never promise more than is saved); null for the monthly plan, for a plan that
 * saves nothing, or when there is no monthly price to compare with.
 */
export function trackerPlanSavePercent(
  plan: { interval: TrackerPlanInterval; amountCents: number },
  monthlyCents: number | null | undefined,
): number | null {
  if (plan.interval === 'MONTHLY' || !monthlyCents || monthlyCents <= 0) return null;
  const full = monthlyCents * TRACKER_PLAN_MONTHS[plan.interval];
  const percent = Math.floor(((full - plan.amountCents) * 100) / full);
  return percent > 0 ? percent : null;
}

/** One device per pet, and at most this many devices in one add (a household). */
export const TRACKER_MAX_DEVICES_PER_ADD = 10;

const trackerItemSchema = z.object({
  productId: z.string({ message: 'validation.tracker.subscriptionRequired' }).trim().min(1, {
    message: 'validation.tracker.subscriptionRequired',
  }),
  petId: z.string({ message: 'validation.tracker.petRequired' }).trim().min(1, {
    message: 'validation.tracker.petRequired',
  }),
});

/** spec §7.1 AddPetTrackingDeviceToOrderInput: {products: [{productId, petId}]}, §5's required messages. */
export const addTrackerDevicesSchema = z.object({
  products: z
    .array(trackerItemSchema, { message: 'validation.invalidValue' })
    .min(1, { message: 'validation.tracker.petRequired' })
    .max(TRACKER_MAX_DEVICES_PER_ADD, { message: 'validation.invalidValue' }),
});
export type AddTrackerDevicesInput = z.output<typeof addTrackerDevicesSchema>;

/** A colour as a badge may carry it: #rgb or #rrggbb. */
export const BADGE_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;
