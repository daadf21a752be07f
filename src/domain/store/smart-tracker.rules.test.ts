import { describe, expect, it } from 'vitest';
import {
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
