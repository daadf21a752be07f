// React Router with a `Link` of its own public parts (vite.config.ts resolves the app's `react-router`
// imports here; decision 1409, issue 12: P5). React Router's `Link` carries framework mode's route
// prefetching and discovery (`prefetch`, `discover`, the page-links machinery, ~3 KiB compressed) into
// every page; this app renders no framework routes and passes none of those props. This `Link` is the
// same anchor: `useHref` for its href and `useLinkClickHandler` for in-app navigation, as React Router's
// documentation builds custom links; an absolute URL to another origin or `reloadDocument` leaves the
// click to the browser.
import { type ForwardedRef, forwardRef, type MouseEvent, useContext } from 'react';
import { type LinkProps, UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';

export * from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An absolute `to` as React Router's `Link` reads it: kept as the href, and navigated inside the app
 * when it is on this origin, left to the browser when it is not.
 */
function parseTo(to: LinkProps['to']): { to: LinkProps['to']; absoluteUrl?: string; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false };
  try {
    const here = new URL(window.location.href);
    const target = new URL(to.startsWith('//') ? here.protocol + to : to);
    if (target.origin === here.origin) {
      return { to: target.pathname + target.search + target.hash, absoluteUrl: to, external: false };
    }
  } catch {
    // not a URL: React Router only warns, and so does the browser when it is clicked
  }
  return { to, absoluteUrl: to, external: true };
}

export const Link = forwardRef(function Link(
  {
    onClick,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to: toProp,
    preventScrollReset,
    viewTransition,
    // framework mode only: nothing to prefetch or discover in this app
    prefetch: _prefetch,
    discover: _discover,
    ...rest
  }: LinkProps,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext) as { useTransitions?: boolean };
  const { to, absoluteUrl, external } = parseTo(toProp);
  const href = useHref(to, { relative });
  const navigateOnClick = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    ...({ useTransitions } as object),
  });
  const inApp = !(external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={absoluteUrl ?? href} onClick={inApp ? handleClick : onClick} ref={ref} target={target} />;
});
