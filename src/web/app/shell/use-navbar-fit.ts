// Whether the navbar's links show in one row beside the logo, or open from Menu/Close (decision 0018).
// Below 1024 px (SMALL_SCREEN_QUERY) they never fit. Above, it depends on the words: a locale's, the
// jurisdiction's own link titles (staff set them), who is logged in. So the row is measured: when its
// links would run past its edge, the navbar collapses to Menu/Close, as on a tablet, before it is painted;
// it opens out again once the row is as wide as it needed. The top strip follows (LocaleCountryHeader):
// Help Centre and Language go into the menu with the links.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query.js';

export type NavbarFit = {
  /** the links open from Menu/Close */
  small: boolean;
  /** the navbar's row (`.navbar-inner`), measured */
  rowRef: (element: HTMLElement | null) => void;
};

/**
 * `contentKey` names what the row holds (locale, viewer, jurisdiction): a width measured for other
 * content says nothing about this one.
 */
export function useNavbarFit(contentKey: string): NavbarFit {
  const narrowScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  // the row element, kept in state only where it is measured: on a small screen a state update from the
  // ref during the first commit would re-render the whole shell synchronously (a long task; decision 1403)
  const rowElement = useRef<HTMLElement | null>(null);
  const [row, setRow] = useState<HTMLElement | null>(null);
  const rowRef = useCallback(
    (element: HTMLElement | null) => {
      rowElement.current = element;
      if (!narrowScreen) setRow(element);
    },
    [narrowScreen],
  );
  const [available, setAvailable] = useState(0);
  const [needed, setNeeded] = useState<{ contentKey: string; width: number } | null>(null);
  const overflowWidth = needed?.contentKey === contentKey ? needed.width : null;
  const small = narrowScreen || (overflowWidth !== null && available < overflowWidth);

  // on a small screen the links never fit: nothing is measured (no forced layout while the page starts)
  useLayoutEffect(() => {
    if (narrowScreen) return;
    // the window widened past the small-screen width: the row mounted meanwhile is measured from now on
    if (row !== rowElement.current) {
      setRow(rowElement.current);
      return;
    }
    if (!row) return;
    setAvailable(row.clientWidth);
    // a resize renders at once, not in a later task: the row that no longer fits collapses (the layout
    // effect below) before the browser paints it running past the window's edge
    const observer = new ResizeObserver(() => flushSync(() => setAvailable(row.clientWidth)));
    observer.observe(row);
    return () => observer.disconnect();
  }, [row, narrowScreen]);

  // after each render in one row (the row does not wrap: app.css), a row whose links run past its edge
  // collapses in the same frame, before the browser paints it
  useLayoutEffect(() => {
    if (small || !row) return;
    if (row.scrollWidth > row.clientWidth + 1) setNeeded({ contentKey, width: row.scrollWidth });
  });

  return { small, rowRef };
}
