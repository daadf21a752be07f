// "Label: value" facts of a record in the staff console (issue 17), as a description list.
import { Fragment, type ReactNode } from 'react';

export function FactList({
  className,
  facts,
}: {
  className?: string;
  facts: ReadonlyArray<{ label: ReactNode; value: ReactNode; key?: string }>;
}) {
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        <Fragment key={fact.key ?? index}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
