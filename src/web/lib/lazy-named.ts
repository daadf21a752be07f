import { type ComponentType, createElement } from 'react';
import { lazyChunk } from './chunk-load.js';

export type LazyNamed<Props extends object> = ComponentType<Props> & {
  /** starts loading the component's chunk; a preload that fails says nothing (the render asks again) */
  preload: () => Promise<unknown>;
};

/**
 * A component in its own chunk, taken by its named export (STYLE.md habit 10: no default exports):
 * `lazyNamed(() => import('./LogInSecondStep.js'), 'LogInSecondStep')`. A chunk that fails to load is not
 * kept as failed (the next `preload` asks again), and the page reloads once (decision 0022). Review D34:
 * once the chunk is in (preloaded), the component renders at once, without the pass through its Suspense
 * fallback that React's `lazy` takes on its first render. Screens use it through app/lazy-page.ts.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyNamed<Props> {
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
  function Named(props: Props) {
    // the same element type from then on: a component that rendered through `Lazy` never mounted (it suspended)
    return createElement(loaded ?? Lazy, props);
  }
  Named.displayName = name;
  return Object.assign(Named, { preload: () => once().catch(() => undefined) });
}
