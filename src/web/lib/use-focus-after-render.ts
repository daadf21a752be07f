// Focus that moves once the next render is on screen (WCAG 2.4.3 Focus Order): an inline editor closed
// with Cancel gives focus back to the button that opened it, which only exists again after that render.
// Without it focus drops to the page's body, and a keyboard user starts again from the top.
import { useEffect, useState } from 'react';

/** Returns `focusAfterRender(id)`: the element with that id takes focus after the next render. */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
