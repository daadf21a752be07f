// Page templates (decision 0018): what every screen's content column looks like, so a new screen
// only fills it. Both sit in the shell's content column, aligned with the header and the footer.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.js';

type TemplateProps = {
  title: ReactNode;
  /** one or two sentences under the heading: what the page is for */
  lede?: ReactNode;
  children?: ReactNode;
  /** an article for a document (terms, an information page); a section otherwise */
  as?: 'section' | 'article';
  className?: string;
};

/** The content column both templates share; `layout` is the class that sets its measure. */
function PageTemplate({
  layout,
  title,
  lede,
  children,
  as: Element = 'section',
  className,
}: TemplateProps & { layout: 'page-public' | 'page-form' }) {
  // the browser tab says the heading, unless the screen names itself (its own useDocumentTitle runs after)
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <Element className={`page-section ${layout}${className ? ` ${className}` : ''}`} aria-labelledby="page-title">
      {/* focusable by script: a screen that replaces its form moves focus here (tabIndex -1: not a tab stop) */}
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      {lede ? <p className="lead">{lede}</p> : null}
      {children}
    </Element>
  );
}

/** A public page: heading, lede, then text set at a readable measure. */
export function PublicPage(props: TemplateProps) {
  return <PageTemplate layout="page-public" {...props} />;
}

/**
 * A form page: one column as wide as a form's fields, heading and lede above the form; the kit's
 * `<Form>` puts the error summary at the column's top, and every field keeps its width on error.
 */
export function FormPage(props: TemplateProps) {
  return <PageTemplate layout="page-form" {...props} />;
}
