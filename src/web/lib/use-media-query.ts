import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the navbar's links open from Menu/Close: a tablet has no room for one row of them (decision 0018). */
export const SMALL_SCREEN_QUERY = '(max-width: 1023px)';
/** A phone: the account area's navigation becomes a disclosure (app.css uses the same 47.99rem). */
export const PHONE_QUERY = '(max-width: 767px)';
