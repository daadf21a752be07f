import { describe, expect, it } from 'vitest';
import { BoundedCache } from './graphql-route.js';

describe('BoundedCache', () => {
  it('keeps at most twice its size and keeps what is used', () => {
    const cache = new BoundedCache<number>(3);
    for (let index = 0; index < 3; index++) cache.set(`k${index}`, index);
    // k0..k2 moved to the older generation; reading k0 brings it back to the newer one
    expect(cache.get('k0')).toBe(0);
    for (let index = 3; index < 5; index++) cache.set(`k${index}`, index);
    // the newer generation filled again (k0, k3, k4): k1 and k2, never read, are gone
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k4')).toBe(4);
  });

  it('replaces a value set twice', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'one');
    cache.set('a', 'two');
    expect(cache.get('a')).toBe('two');
    expect(cache.get('b')).toBeUndefined();
  });
});
