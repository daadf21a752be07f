// A page's section that holds one form: labelled by its heading (`${id}-title`), a line that says what
// the form is for, then the form (the HomeSafe found and lost forms, the fund's donation form).
import type { ReactNode } from 'react';
import { Form } from './Form.js';
import type { DomainForm } from './use-domain-form.js';

export function FormSection<Values>({
  id,
  title,
  intro,
  form,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  form: DomainForm<Values>;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{intro}</p>
      <Form form={form}>{children}</Form>
    </section>
  );
}
