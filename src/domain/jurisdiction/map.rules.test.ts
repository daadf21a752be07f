import { describe, expect, it } from 'vitest';
import { aspectRatioCss, assertMapAspectRatio, isMapAspectRatio, parseBoundaryLayer } from './map.rules.js';

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
