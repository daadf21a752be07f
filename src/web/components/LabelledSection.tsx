// A part of a page named by its heading: a <section> labelled by its <h2> (aria-labelledby), the id made
// by useId so two on one page never share one.
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';

type LabelledSectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> & { heading: ReactNode };

export function LabelledSection({ heading, children, ...section }: LabelledSectionProps) {
  const id = useId();
  return (
    <section {...section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
