// The box of a table that may be wider than a phone: it scrolls sideways inside itself (the page does not),
// and it is in the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1;
// axe's scrollable-region-focusable). It is a named group, not a region: it sits in a section of the same
// name, and a second landmark of that name would only repeat it. Its class gives the box's own spacing.
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a box around a table, not a set of form controls (fieldset)
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to be scrolled by keyboard
    <div className={className} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
