// A page's section that holds one form: labelled by its heading (LabelledSection), a line that says what
// the form is for, then the form (the HomeSafe found and lost forms, the fund's donation form). It is one
// column as wide as a form page's (--form-max), however wide the page around it (review D29).
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
    <LabelledSection className={className ? `form-section ${className}` : 'form-section'} heading={title}>
      <p>{intro}</p>
      <Form form={form}>{children}</Form>
    </LabelledSection>
  );
}
