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
