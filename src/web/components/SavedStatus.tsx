// A save's confirmation where the saved thing is: a status region (role="status", so a screen reader
// announces it) that is always in the page and takes keyboard focus whenever a new confirmation comes.
// The form that had focus is often gone after a save (an editor closes, a Save button turns disabled);
// focus then lands here instead of dropping to the page's body (WCAG 2.4.3 Focus Order, 4.1.3 Status
// Messages).
import { useEffect, useRef } from 'react';

/** A confirmation to show; a new object each save, so that the same words take focus again. */
export type SavedMessage = { text: string } | null;

export function SavedStatus({ message, className }: { message: SavedMessage; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={[message ? 'notice' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
    >
      {message?.text}
    </p>
  );
}
