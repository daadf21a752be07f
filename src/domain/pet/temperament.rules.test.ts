import { describe, expect, it } from 'vitest';
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
