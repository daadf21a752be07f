import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** starts loading the screen's chunk (main.tsx: the first screen loads beside the texts, not after them) */
  preload: () => Promise<unknown>;
  /** the name of the screen's component (scripts/route-preloads.mjs finds its chunk by it) */
  screenName: string;
};

/**
 * A route's screen in its own chunk, taken by its named export (STYLE.md habit 10: no default
 * exports): `lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage')`.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(() => once().then((module) => ({ default: module[name] }))),
    { preload: once, screenName: name },
  );
}
