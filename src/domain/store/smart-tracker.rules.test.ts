import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import {
  addTrackerDevicesSchema,
  TRACKER_MAX_DEVICES_PER_ADD,
  TRACKER_PLAN_MONTHS,
  trackerPlanSavePercent,
  defaultTrackerPet,
  defaultTrackerSubscription,
  shouldFetchTrackerContext,
  trackerActionsDisabled,
  trackerButtons,
  trackerFormIssues,
} from './smart-tracker.rules.js';

describe('smart tracker form (spec §4, §5)', () => {
  it('requires pet and subscription', () => {
    expect(trackerFormIssues({ petId: '', productId: null }).map((i) => [i.path[0], i.key])).toEqual([
      ['petId', 'validation.tracker.petRequired'],
      ['productId', 'validation.tracker.subscriptionRequired'],
    ]);
    expect(trackerFormIssues({ petId: 'p', productId: 's' })).toEqual([]);
  });

  it('defaults', () => {
    const pets = [
      { label: 'Select Pet Name', value: '' },
      { label: 'Rex', value: '1' },
      { label: 'Max', value: '2', selected: true },
    ];
    expect(defaultTrackerPet(pets)).toBe('2');
    expect(defaultTrackerPet(pets.slice(0, 2))).toBe('1');
    expect(defaultTrackerPet([{ label: 'Select Pet Name', value: '' }])).toBeNull();
    expect(defaultTrackerSubscription([{ label: 'Monthly', productId: 'm' }])).toBe('m');
    expect(
      defaultTrackerSubscription([
        { label: 'M', productId: 'm' },
        { label: 'Y', productId: 'y' },
      ]),
    ).toBeNull();
    expect(shouldFetchTrackerContext({ petOptions: [] })).toBe(true);
    expect(shouldFetchTrackerContext({ petOptions: pets })).toBe(false);
    expect(trackerButtons(0)).toEqual({ cancel: false, continueToCheckout: false });
    expect(trackerActionsDisabled(1)).toBe(true);
  });
});

describe('tracker plans (decision 0402)', () => {
  it.each([
    ['MONTHLY', 999, 999, null],
    ['YEARLY', 9588, 999, 20],
    ['TWO_YEARLY', 16776, 999, 30],
    ['YEARLY', 12468, 1299, 20],
    ['TWO_YEARLY', 21816, 1299, 30],
    ['YEARLY', 11988, 999, null], // twelve months at the monthly price saves nothing
    ['YEARLY', 13000, 999, null], // dearer than monthly
    ['YEARLY', 9588, null, null], // no monthly plan to compare with
  ] as const)('%s at %i against %s a month saves %s %%', (interval, amountCents, monthly, percent) => {
    expect(trackerPlanSavePercent({ interval, amountCents }, monthly)).toBe(percent);
  });

  it('never promises more than is saved', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('YEARLY', 'TWO_YEARLY' as const),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (interval, monthly, amountCents) => {
          const percent = trackerPlanSavePercent({ interval, amountCents }, monthly);
          const full = monthly * TRACKER_PLAN_MONTHS[interval];
          if (percent === null) return amountCents >= full || (full - amountCents) * 100 < full;
          return percent >= 1 && percent <= 100 && full * (100 - percent) >= amountCents * 100;
        },
      ),
    );
  });

  it('reads the add input with the §5 messages', () => {
    const keys = (input: unknown) => {
      const result = safeParseDomain(addTrackerDevicesSchema, input);
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message.split('|')[0]]);
    };
    expect(keys({ products: [{ productId: 'p', petId: '1' }] })).toEqual([]);
    expect(keys({ products: [{ productId: '', petId: ' ' }] })).toEqual([
      ['products.0.productId', 'validation.tracker.subscriptionRequired'],
      ['products.0.petId', 'validation.tracker.petRequired'],
    ]);
    expect(keys({ products: [] })[0]?.[0]).toBe('products');
    const many = Array.from({ length: TRACKER_MAX_DEVICES_PER_ADD + 1 }, (_, index) => ({
      productId: 'p',
      petId: `${index}`,
    }));
    expect(keys({ products: many })[0]?.[0]).toBe('products');
  });
});
