/**
 * Message keys: how every domain rule speaks (STYLE.md habit 5: no English in domain).
 *
 * Convention (decision record 1001):
 * - A rule never returns text. It returns a `Message`: a key from `MESSAGES` (message-keys.ts) plus the
 *   parameters that key declares, e.g. `{ key: 'validation.maxChars', params: { numLimit: 50 } }`.
 * - Keys start with `validation.`; the part after it is the key inside the i18next namespace
 *   `validation`, i.e. the file `src/web/i18n/locales/{locale}/validation.json`, nested JSON with the
 *   default `.` key separator and `{{param}}` interpolation:
 *     'validation.pet.petNameExists'  →  validation.json  { "pet": { "petNameExists": "…" } }
 *     i18next: t('pet.petNameExists', { ns: 'validation' })  or  t(toI18nextKey(key))  ('validation:pet.petNameExists')
 * - Inside a zod issue the message is a single string (zod issues and GraphQL errors carry only
 *   strings): `key` alone, or `key|{json params}`, e.g. `validation.maxChars|{"numLimit":50}`.
 *   `encodeMessage` writes it, `decodeMessage` (message-format.ts) reads it back; the params are also
 *   put on the zod issue's own `params` field for callers that keep the issue object.
 * - A `field` parameter holds a field id, not text: its label is the key `validation.labels.field.<id>`.
 *   `formatMessage(message, t)` decodes, translates that label and interpolates, in one call.
 * - Keys in `MESSAGE_ACTIONS` carry a link the screen shows next to the text (spec §5 General:
 *   "Validation messages may carry a link action").
 * - `validation.labels.*` are not errors but texts the domain's option lists need (colours, age
 *   options, months, phone types, field names), kept in the same table so every domain key lives in
 *   one place.
 * - Rules import this file (`msg`, `encodeMessage`, the types); the table is message-keys.ts and the
 *   reading side (`decodeMessage`, `formatMessage`, `MESSAGE_ACTIONS`) message-format.ts, so code that
 *   only writes messages does not carry the table.
 */

import type { MESSAGES } from './message-keys.js';

/** Every key (the table is message-keys.ts: only code that reads messages back carries it). */
export type MessageKey = keyof typeof MESSAGES;
type ParamName<K extends MessageKey> = (typeof MESSAGES)[K][number];
export type MessageParamValue = string | number;
export type MessageParams = Record<string, MessageParamValue>;

/** A key and its parameters: what every rule returns instead of text. */
export type Message<K extends MessageKey = MessageKey> = {
  key: K;
  params?: MessageParams;
};

/** A message attached to a form field, `path` as zod and react-hook-form spell it. */
export type FieldIssue = Message & { path: ReadonlyArray<string | number> };

/** Keys without parameters take none; keys with parameters require exactly theirs. */
export function msg<K extends MessageKey>(
  key: K,
  ...params: ParamName<K> extends never ? [] : [Record<ParamName<K>, MessageParamValue>]
): Message<K> {
  const [given] = params;
  return given ? { key, params: given } : { key };
}

export function issueAt(path: ReadonlyArray<string | number>, message: Message): FieldIssue {
  return { ...message, path };
}

/** Between a key and its JSON parameters in an encoded message (message-format.ts reads it back). */
export const ENCODED_PARAMS_SEPARATOR = '|';

/** The single string a zod issue or GraphQL error carries. */
export function encodeMessage(message: Message): string {
  const params = message.params;
  if (!params || Object.keys(params).length === 0) return message.key;
  return `${message.key}${ENCODED_PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}

/**
 * The message of an issue no rule keyed: zod's own checks (a missing object, a number for a list) speak
 * English ("Invalid input: expected object, received undefined"); every message that reaches a person
 * must be a key (decision 1001), so such an issue becomes `validation.required` when nothing was given
 * and `validation.invalidValue` otherwise (issue 11: 6). A keyed rule's own message always wins (zod
 * applies a schema's `error` before this per-parse one).
 */
export function unkeyedIssueMessage(issue: { code?: string; input?: unknown }): string {
  const missing = issue.code === 'invalid_type' && issue.input == null;
  return encodeMessage(msg(missing ? 'validation.required' : 'validation.invalidValue'));
}

/** Parse options for every domain schema, on the server and in the form: no issue without a key. */
export const DOMAIN_PARSE_PARAMS = { error: unkeyedIssueMessage } as const;
export type DomainParseParams = typeof DOMAIN_PARSE_PARAMS;
