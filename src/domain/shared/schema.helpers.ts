import { z } from 'zod';
import { DOMAIN_PARSE_PARAMS, encodeMessage, type FieldIssue, type Message, msg } from './messages.js';
import { controlCharactersIssue, maxCharsIssue, refusedCharactersIssue } from './text.rules.js';

/** `schema.safeParse` with DOMAIN_PARSE_PARAMS: each issue's message is an encoded message key. */
export function safeParseDomain<S extends z.ZodType>(schema: S, input: unknown) {
  return schema.safeParse(input, DOMAIN_PARSE_PARAMS);
}

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
 * `schema` checked by one rule of its parsed value: the rule's message, when it gives one, becomes the
 * value's own issue (spec §5 rules return a message or null). The schema's types are kept.
 */
export function checkedBy<S extends z.ZodType>(schema: S, rule: (value: z.output<S>) => Message | null | undefined): S {
  return schema.superRefine((value, ctx) => {
    const issue = rule(value);
    if (issue) reportIssues(ctx, [{ ...issue, path: [] }]);
  });
}

/**
 * A text field checked by one rule of its trimmed text ('' when nothing was typed), parsed to that
 * trimmed text.
 */
export function trimmedTextCheckedBy(base: typeof looseText, rule: (text: string) => Message | null) {
  return checkedBy(base, (value) => rule(value?.trim() ?? '')).transform((value) => value?.trim() ?? '');
}

/** spec §5 General: a required text (blank is empty) of at most `max` characters, parsed to its trimmed text. */
export function requiredText(max: number, base: typeof looseText = looseText) {
  return trimmedTextCheckedBy(base, (text) => (text === '' ? msg('validation.required') : maxCharsIssue(text, max)));
}

/** spec §5 General: an optional text of at most `max` characters, parsed to its trimmed text ('' when blank). */
export function optionalText(max: number, base: typeof looseText = looseText) {
  return trimmedTextCheckedBy(base, (text) => maxCharsIssue(text, max));
}

const looseTextValue = z
  .union([z.string(), z.number()], keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((value) => (value == null ? null : String(value)));

/** Refuses control characters before any rule of the field reads the text (issue 10: 5). */
function withoutControlCharacters(options: { multiline: boolean }) {
  return checkedBy(looseTextValue, (value) => controlCharactersIssue(value, options));
}

/**
 * A form text value: a string, or nothing. Numbers are let in because GraphQL Int fields and
 * `<input type="number">` give numbers for the same field. Rules check the content, so the shape
 * itself almost never fails and every rule of an object is reported at once. Control characters are
 * refused here, for every text field at once (issue 10: 5).
 */
export const looseText = withoutControlCharacters({ multiline: false });

/**
 * looseText for a text input that refuses typing "/" (spec §5 General): names, address lines,
 * relationship. The form's TextField drops the character as it is typed; this refuses it from an API
 * client, with the same message in the form should it ever get there.
 */
export const typedText = checkedBy(looseText, refusedCharactersIssue);

/** looseText for a textarea: tab and line breaks are text there. */
export const looseMultilineText = withoutControlCharacters({ multiline: true });

export const looseBoolean = z
  .boolean(keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((v) => v ?? null);
