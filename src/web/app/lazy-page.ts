import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A route's screen in its own chunk, taken by its named export (STYLE.md habit 10: no default
 * exports): `lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage')`.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
