import { describe, expect, it } from 'vitest';
import lastRun from '../../../../docs/accessibility/last-run.json' with { type: 'json' };
import { runFigures } from './run-figures.js';

const complete = {
  date: '2026-11-23',
  passedTests: 120,
  axeScans: 210,
  distinctPages: 38,
  rulesChecked: 61,
  checks: 9800,
  violations: 0,
  keyboardJourneys: 9,
};

describe('runFigures', () => {
  it('reads a complete run', () => {
    expect(runFigures(complete)).toEqual(complete);
  });

  it.each([
    ['no file content', null],
    ['no run recorded yet', { ...complete, date: null }],
    ['a count missing', { ...complete, axeScans: undefined }],
    ['a negative count', { ...complete, violations: -1 }],
    ['a fraction', { ...complete, checks: 1.5 }],
    ['not a date', { ...complete, date: '23/11/2026' }],
  ])('is null for %s', (_name, json) => {
    expect(runFigures(json)).toBeNull();
  });

  it('the committed file is either a complete run or the empty one a fresh repository starts with', () => {
    const figures = runFigures(lastRun);
    if (figures) expect(figures.violations).toBe(0);
    else expect(Object.values(lastRun).every((value) => value === null)).toBe(true);
  });
});
