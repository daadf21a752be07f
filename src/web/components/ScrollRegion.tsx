// The box of a table that may be wider than a phone: it scrolls sideways inside itself (the page does not),
// and it is in the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1;
// axe's scrollable-region-focusable). It is a named group, not a region: it sits in a section of the same
// name, and a second landmark of that name would only repeat it. Its class gives the box's own spacing.
// issue 38 D22: when what it holds is wider than the box, it says so — a visible hint at its start that
// stays in view while the box scrolls (also the box's description), and a shadow on each side that has
// more to show (scroll-region.css) — so columns off to the side are never hidden without a cue.
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-region.css';

/** Whether the box's content is wider than the box, followed as either changes size. */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // one pixel of rounding is not overflow
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const sizes = new ResizeObserver(measure);
    const observeAll = () => {
      sizes.disconnect();
      sizes.observe(box);
      for (const child of box.children) sizes.observe(child);
      measure();
    };
    // a table replaced by another (a new page of rows) is observed anew
    const children = new MutationObserver(observeAll);
    children.observe(box, { childList: true });
    observeAll();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return overflowing;
}

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(ref);
  const hintId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a box around a table, not a set of form controls (fieldset)
    <div
      ref={ref}
      className={`${className} scroll-region`}
      role="group"
      aria-label={label}
      aria-describedby={overflowing ? hintId : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to be scrolled by keyboard
      tabIndex={0}
    >
      {overflowing ? (
        <p id={hintId} className="scroll-region-hint">
          {t('table.scrollHint')}
        </p>
      ) : null}
      {children}
    </div>
  );
}
