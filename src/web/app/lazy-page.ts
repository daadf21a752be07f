import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../lib/chunk-load.js';

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** starts loading the screen's chunk (main.tsx: the first screen loads beside the texts, not after them) */
  preload: () => Promise<unknown>;
  /** the name of the screen's component (scripts/route-preloads.mjs finds its chunk by it) */
  screenName: string;
};

/**
 * A route's screen in its own chunk, taken by its named export (STYLE.md habit 10: no default
 * exports): `lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage')`.
 * A chunk that fails to load is not kept as failed (the next `preload` asks again), and the screen
 * reloads the page once (decision 0022).
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazyChunk(() => once().then((module) => ({ default: module[name] }))),
    // a preload that fails says nothing: the screen, when it renders, asks again
    { preload: () => once().catch(() => undefined), screenName: name },
  );
}
