// A page that holds only an empty state (decision 0020): a record that is not there or not the
// viewer's, with the one link that helps.
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.js';
import { PublicPage } from './PageTemplates.js';

export function EmptyPage({
  pageTitle,
  heading,
  action,
  children,
}: {
  pageTitle: string;
  heading: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PublicPage title={pageTitle}>
      <EmptyState title={heading} action={action}>
        {children}
      </EmptyState>
    </PublicPage>
  );
}
