import { describe, expect, it } from 'vitest';
import {
  adminTermsIssue,
  confirmCityChangeAfter,
  isJurisdictionOptionDisabled,
  jurisdictionTermsSchema,
  ownerTermsIssue,
  showDeactivateAccount,
} from './jurisdiction-terms.rules.js';
import { aspectRatioCss, assertMapAspectRatio, isMapAspectRatio, parseBoundaryLayer } from './map.rules.js';
import {
  defaultTrackerPet,
  defaultTrackerSubscription,
  shouldFetchTrackerContext,
  trackerActionsDisabled,
  trackerButtons,
  trackerFormIssues,
} from './smart-tracker.rules.js';
import {
  isTemperamentOptionDisabled,
  reportedTemperamentSelection,
  temperamentColumns,
  temperamentCounter,
  temperamentIssue,
} from './temperament.rules.js';

describe('temperament (spec §5)', () => {
  const six = ['f', 'e', 'd', 'c', 'b', 'a'];
  it.each([
    [[], null],
    [six, null],
    [[...six, 'g'], { key: 'validation.temperament.tooMany', params: { numLimit: 6 } }],
  ])('temperamentIssue(%o)', (selected, issue) => expect(temperamentIssue(selected)).toEqual(issue));

  it('reports the sorted selection only within the maximum', () => {
    expect(reportedTemperamentSelection(six)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(reportedTemperamentSelection(['10', '9', '2'])).toEqual(['2', '9', '10']);
    expect(reportedTemperamentSelection([...six, 'g'])).toBeNull();
    expect(reportedTemperamentSelection(['b', 'a', 'c'], 2)).toBeNull();
  });

  it('disables the rest at the maximum; counter; columns', () => {
    expect(isTemperamentOptionDisabled('z', six)).toBe(true);
    expect(isTemperamentOptionDisabled('a', six)).toBe(false);
    expect(isTemperamentOptionDisabled('z', six.slice(1))).toBe(false);
    expect(temperamentCounter(['a'])).toEqual({ remaining: 5 });
    expect(temperamentCounter(six)).toEqual({
      full: { key: 'validation.temperament.maxReached', params: { selected: 6, max: 6 } },
    });
    expect(temperamentColumns(10)).toBe(1);
    expect(temperamentColumns(11)).toBe(2);
  });
});

describe('jurisdiction terms (spec §5)', () => {
  it.each([
    [true, null, null],
    [false, 'validation.terms.adminConfirmRequired', null],
    [null, 'validation.terms.adminConfirmRequired', 'validation.terms.ownerChoiceRequired'],
    [undefined, 'validation.terms.adminConfirmRequired', 'validation.terms.ownerChoiceRequired'],
  ])('%j: admin %s, owner %s', (value, admin, owner) => {
    expect(adminTermsIssue(value)?.key ?? null).toBe(admin);
    expect(ownerTermsIssue(value)?.key ?? (value === false ? null : null)).toBe(owner);
  });

  it('owner may decline; admin must tick', () => {
    expect(jurisdictionTermsSchema('owner').parse(false)).toBe(false);
    expect(jurisdictionTermsSchema('admin').safeParse(false).error?.issues[0]?.message).toBe(
      'validation.terms.adminConfirmRequired',
    );
  });

  it('confirmCityChange resets when the suggested city changes; false offers deactivation', () => {
    expect(confirmCityChangeAfter(true, 'a', 'a')).toBe(true);
    expect(confirmCityChangeAfter(false, 'a', 'b')).toBeNull();
    expect(showDeactivateAccount(false)).toBe(true);
    expect(showDeactivateAccount(null)).toBe(false);
    expect(isJurisdictionOptionDisabled({ adminHasAccess: false }, true)).toBe(true);
    expect(isJurisdictionOptionDisabled({ adminHasAccess: false }, false)).toBe(false);
  });
});

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

describe('map (spec §5, §8, §9)', () => {
  it.each([
    ['4by3', true],
    ['16by9', true],
    ['21by9', true],
    ['1by1', true],
    ['3by2', false],
    [null, false],
  ])('isMapAspectRatio(%j) = %s', (value, ok) => expect(isMapAspectRatio(value)).toBe(ok));

  it('refuses unknown ratios and layers with the spec texts', () => {
    expect(() => assertMapAspectRatio('2by1')).toThrow(TypeError);
    expect(aspectRatioCss('16by9')).toBe('16 / 9');
    expect(parseBoundaryLayer('LOCALITY')).toBe('LOCALITY');
    expect(() => parseBoundaryLayer('CITY')).toThrow('Invalid externalSourceLayer: CITY');
  });
});
