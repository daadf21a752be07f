import type { ComponentType } from 'react';
import { type LazyNamed, lazyNamed } from '../lib/lazy-named.js';

export type LazyPage<Props extends object> = LazyNamed<Props> & {
  /** the name of the screen's component (scripts/route-preloads.ts finds its chunk by it) */
  screenName: string;
};

/**
 * A route's screen in its own chunk (lib/lazy-named.ts):
 * `lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage')`. Its `preload` lets main.tsx load
 * the first screen beside the texts, not after them.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  return Object.assign(lazyNamed(load, name), { screenName: name });
}
