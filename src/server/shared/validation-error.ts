// Turns a failed domain-schema parse into the one VALIDATION_FAILED error forms understand:
// details.fields is a list of { path, message } where message is an encoded message key.
import type { z } from 'zod';
import { AppError } from './app-error.js';

export type FieldError = { path: string; message: string };

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue; // the first message per field, as the form shows it
    seen.add(path);
    fields.push({ path, message: issue.message });
  }
  return fields;
}

export function validationFailed(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}
