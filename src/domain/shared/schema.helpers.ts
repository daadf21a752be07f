import { z } from 'zod';
import { encodeMessage, type FieldIssue, type Message, msg } from './messages.js';

/** A zod `error` option that carries a message key (see messages.ts). */
export function keyed(message: Message): { error: string } {
  return { error: encodeMessage(message) };
}

/** Reports pure-rule issues on a zod refinement context, relative to the refined value. */
export function reportIssues(ctx: z.RefinementCtx, issues: readonly FieldIssue[]): void {
  for (const issue of issues) {
    ctx.addIssue({
      code: 'custom',
      message: encodeMessage(issue),
      path: [...issue.path],
      ...(issue.params ? { params: issue.params } : {}),
    });
  }
}

/**
 * A form text value: a string, or nothing. Numbers are let in because GraphQL Int fields and
 * `<input type="number">` give numbers for the same field. Rules check the content, so the shape
 * itself almost never fails and every rule of an object is reported at once.
 */
export const looseText = z
  .union([z.string(), z.number()], keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((value) => (value == null ? null : String(value)));

export const looseBoolean = z
  .boolean(keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((v) => v ?? null);
