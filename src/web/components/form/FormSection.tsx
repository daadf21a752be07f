// A page's section that holds one form: labelled by its heading (LabelledSection), a line that says what
// the form is for, then the form (the HomeSafe found and lost forms, the fund's donation form).
import type { ReactNode } from 'react';
import { Form } from './Form.js';
import type { DomainForm } from './use-domain-form.js';
import { LabelledSection } from '../LabelledSection.js';

export function FormSection<Values>({
  title,
  intro,
  form,
  className,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  form: DomainForm<Values>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection className={className} heading={title}>
      <p>{intro}</p>
      <Form form={form}>{children}</Form>
    </LabelledSection>
  );
}
