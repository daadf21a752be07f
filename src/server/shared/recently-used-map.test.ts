import { describe, expect, it } from 'vitest';
import { RecentlyUsedMap } from './recently-used-map.js';

describe('RecentlyUsedMap', () => {
  it('forgets the least recently used entry when full, a read counting as a use', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // b is now the least recently used
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 3, 2]);
  });

  it('replaces an entry in place without forgetting another', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    expect([map.get('a'), map.get('b'), map.size]).toEqual([10, 2, 2]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RecentlyUsedMap(0)).toThrow(RangeError);
  });
});
