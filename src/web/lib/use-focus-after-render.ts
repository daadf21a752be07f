// Focus that moves once the next render is on screen (WCAG 2.4.3 Focus Order): an inline editor closed
// with Cancel gives focus back to the button that opened it, which only exists again after that render.
// Without it focus drops to the page's body, and a keyboard user starts again from the top.
import { useEffect, useState } from 'react';

/**
 * Returns `focusAfterRender(id)`: the element with that id takes focus after the next render, or, when
 * that render has removed it, the element with `fallbackId` (a list's title, say).
 */
export function useFocusAfterRender(fallbackId?: string): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    (document.getElementById(target) ?? (fallbackId ? document.getElementById(fallbackId) : null))?.focus();
    setTarget(null);
  }, [target, fallbackId]);
  return setTarget;
}
