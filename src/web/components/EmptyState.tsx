// A list with nothing in it yet, or a page that could not load, saying what to do next (decision
// 0020): a heading, a sentence and the one action that helps; an optional picture before them.
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
  picture,
  alert = false,
  level = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  picture?: ReactNode;
  /** a failure (spec §2.18 error state): announced when it appears */
  alert?: boolean;
  /** the heading's level: 3 inside a section of the page */
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className="empty-state" role={alert ? 'alert' : undefined}>
      {picture}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {action}
    </div>
  );
}
