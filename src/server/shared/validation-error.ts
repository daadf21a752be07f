// Turns a failed domain-schema parse into the one VALIDATION_FAILED error forms understand:
// details.fields is a list of { path, message } where message is an encoded message key.
import type { z } from 'zod';
import { encodeMessage, msg } from '../../domain/shared/messages.js';
import { decodeMessage } from '../../domain/shared/message-format.js';
import { safeParseDomain } from '../../domain/shared/schema.helpers.js';
import { AppError } from './app-error.js';

export type FieldError = { path: string; message: string };

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue; // the first message per field, as the form shows it
    seen.add(path);
    // safeParseDomain keys every issue; a foreign text that still got here is never sent as it is
    const known = decodeMessage(issue.message).key !== 'validation.unexpected';
    fields.push({ path, message: known ? issue.message : encodeMessage(msg('validation.invalidValue')) });
  }
  return fields;
}

export function validationFailed(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = safeParseDomain(schema, input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}
