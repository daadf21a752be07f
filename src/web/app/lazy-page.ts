import { type ComponentType, createElement } from 'react';
import { lazyChunk } from '../lib/chunk-load.js';

export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** starts loading the screen's chunk (main.tsx: the first screen loads beside the texts, not after them) */
  preload: () => Promise<unknown>;
  /** the name of the screen's component (scripts/route-preloads.ts finds its chunk by it) */
  screenName: string;
};

/**
 * A route's screen in its own chunk, taken by its named export (STYLE.md habit 10: no default
 * exports): `lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage')`.
 * A chunk that fails to load is not kept as failed (the next `preload` asks again), and the screen
 * reloads the page once (decision 0022). Review D34: once the chunk is in (preloaded at start, or when a
 * link to it was pointed at), the screen renders at once, without the pass through its Suspense fallback
 * that React's `lazy` takes on its first render.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const once = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazyChunk(() => once().then((module): { default: ComponentType<Props> } => ({ default: module[name] })));
  function Screen(props: Props) {
    // the same element type from then on: a screen that rendered through `Lazy` never mounted (it suspended)
    return createElement(loaded ?? Lazy, props);
  }
  Screen.displayName = name;
  return Object.assign(Screen, {
    // a preload that fails says nothing: the screen, when it renders, asks again
    preload: () => once().catch(() => undefined),
    screenName: name,
  });
}
