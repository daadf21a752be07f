// Field errors of a form: from a domain-schema parse in the browser, or from the server's
// VALIDATION_FAILED details; the view scrolls to the first one and focuses it (spec §5 General).
import { type RefObject, useState } from 'react';
import { FOCUS_AFTER_SCROLL_MS, SCROLL_TO_ERROR_DELAY_MS } from '../../../domain/shared/timings.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';

export type FieldErrors = Record<string, string>;

export function errorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = (error.details?.fields ?? []) as Array<{ path: string; message: string }>;
  return Object.fromEntries(fields.map((field) => [field.path, field.message]));
}

export function focusFirstError(form: HTMLElement | null) {
  setTimeout(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error');
    first?.scrollIntoView({ block: 'center' });
    setTimeout(() => {
      const target = first?.matches('input, select, textarea, button')
        ? first
        : first?.closest('.field, fieldset')?.querySelector<HTMLElement>('input, select, textarea, button');
      target?.focus();
    }, FOCUS_AFTER_SCROLL_MS);
  }, SCROLL_TO_ERROR_DELAY_MS);
}

export function useFieldErrors(formRef: RefObject<HTMLElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const show = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError(formRef.current);
  };
  return { errors, setErrors, show };
}
