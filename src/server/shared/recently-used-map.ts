/**
 * A map that keeps the `capacity` most recently used entries and forgets the least recently used one
 * when a new entry would pass it: a bounded in-memory cache. A `Map` iterates in insertion order, so
 * moving an entry to the end on every use keeps the least recently used first.
 */
export class RecentlyUsedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError(`capacity must be at least 1, not ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Keeps the entry as the most recently used, forgetting the least recently used one when full. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, value);
  }
}
