/**
 * Message keys: how every domain rule speaks (STYLE.md habit 5: no English in domain).
 *
 * Convention (decision record 1001):
 * - A rule never returns text. It returns a `Message`: a key from `MESSAGES` below plus the
 *   parameters that key declares, e.g. `{ key: 'validation.maxChars', params: { numLimit: 50 } }`.
 * - Keys start with `validation.`; the part after it is the key inside the i18next namespace
 *   `validation`, i.e. the file `src/web/i18n/locales/{locale}/validation.json`, nested JSON with the
 *   default `.` key separator and `{{param}}` interpolation:
 *     'validation.pet.petNameExists'  →  validation.json  { "pet": { "petNameExists": "…" } }
 *     i18next: t('pet.petNameExists', { ns: 'validation' })  or  t(toI18nextKey(key))  ('validation:pet.petNameExists')
 * - Inside a zod issue the message is a single string (zod issues and GraphQL errors carry only
 *   strings): `key` alone, or `key|{json params}`, e.g. `validation.maxChars|{"numLimit":50}`.
 *   `encodeMessage` writes it, `decodeMessage` reads it back; the params are also put on the zod
 *   issue's own `params` field for callers that keep the issue object.
 * - A `field` parameter holds a field id, not text: its label is the key `validation.labels.field.<id>`.
 *   `formatMessage(message, t)` decodes, translates that label and interpolates, in one call.
 * - Keys in `MESSAGE_ACTIONS` carry a link the screen shows next to the text (spec §5 General:
 *   "Validation messages may carry a link action").
 * - `validation.labels.*` are not errors but texts the domain's option lists need (colours, age
 *   options, months, phone types, field names), kept here so every domain key lives in one place.
 */

/** Every key, with the names of the parameters its text interpolates. */
export const MESSAGES = {
  // spec §5 General
  'validation.required': [],
  'validation.invalidValue': [],
  'validation.invalidCharacters': ['field'],
  'validation.controlCharacters': [],
  'validation.refusedCharacter': ['character'],
  'validation.numberBetween': ['minNum', 'maxNum'],
  'validation.minNumbers': ['numLimit'],
  'validation.maxNumbers': ['numLimit'],
  'validation.minChars': ['numLimit'],
  'validation.maxChars': ['numLimit'],
  'validation.formError': [],
  'validation.unexpected': [],
  // spec §5 Account / sign-up, §8 Sign-up and account
  'validation.email.invalid': [],
  'validation.email.alreadyExists': [],
  'validation.email.accountAlreadyExists': [],
  'validation.accessCode.used': [],
  'validation.accessCode.default': [],
  'validation.password.requirements': [],
  'validation.password.hasValue': [],
  'validation.password.secure': [],
  'validation.password.incorrect': [],
  'validation.password.common': [],
  'validation.password.rule.min': ['numLimit'],
  'validation.password.rule.oneLowerChar': [],
  'validation.password.rule.oneUpperChar': [],
  'validation.password.rule.oneDigitChar': [],
  'validation.password.rule.oneSpecialChar': [],
  'validation.password.rule.notCommon': [],
  'validation.phone.required': [],
  'validation.phone.typeRequired': [],
  'validation.phone.digitsOnly': [],
  'validation.phone.tenDigits': [],
  'validation.phone.northAmerican': [],
  'validation.phone.tooMany': ['numLimit'],
  'validation.tos.required': [],
  'validation.moving.agreementRequired': [],
  'validation.owner.under18': [],
  'validation.owner.birthdateRequiredForLicense': [],
  // spec §5 Address, §8 Address, pet and dates
  'validation.address.required': [],
  'validation.address.stateRequired': [],
  'validation.address.provinceRequired': [],
  'validation.address.zipInvalid': [],
  'validation.address.postalCodeInvalid': [],
  'validation.address.poBoxOnly': [],
  // spec §5 Pet
  'validation.pet.speciesRequired': [],
  'validation.pet.sexRequired': [],
  'validation.pet.petNameExists': [],
  'validation.pet.nameInactive': ['phone'],
  'validation.pet.nameDuplicate': [],
  'validation.pet.nameSameAsCurrent': [],
  'validation.pet.breedKnownRequired': [],
  'validation.pet.petCatOptionsRequired': ['name'],
  'validation.pet.petCatOptionsRequiredYourCat': [],
  'validation.pet.ageRequired': [],
  'validation.pet.colorRequired': [],
  // spec §5 Dates
  'validation.dates.monthRequired': [],
  'validation.dates.dayRequired': [],
  'validation.dates.yearRequired': [],
  'validation.dates.yearInvalid': [],
  'validation.dates.birthdateMustBeInPast': [],
  'validation.dates.rabiesVaccineExpirMustBeFuture': [],
  'validation.dates.twentyYears': [],
  // spec §5 Rabies
  'validation.rabies.fileRequired': [],
  'validation.rabies.fileTooLarge': [],
  'validation.rabies.invalidType': [],
  // spec §5 Images, §8 Images and files
  'validation.image.tooLarge': [],
  'validation.image.invalidType': [],
  'validation.image.inconvertible': [],
  'validation.image.default': [],
  'validation.image.cropperError': [],
  // spec §5 Other forms
  'validation.temperament.tooMany': ['numLimit'],
  'validation.temperament.maxReached': ['selected', 'max'],
  'validation.terms.adminConfirmRequired': [],
  'validation.terms.ownerChoiceRequired': [],
  // issue 14: the jurisdiction chosen for a home address (decision 0302)
  'validation.jurisdiction.choiceRequired': [],
  'validation.jurisdiction.notOffered': [],
  'validation.tracker.petRequired': [],
  'validation.tracker.subscriptionRequired': [],
  // pet guardians (decision 0105)
  'validation.petGuardian.tooMany': ['numLimit'],
  // labels the domain's option lists and params need
  'validation.labels.field.unit': [],
  'validation.labels.field.petName': [],
  'validation.labels.field.breed': [],
  'validation.labels.unknown': [],
  'validation.labels.phoneType.M': [],
  'validation.labels.phoneType.H': [],
  'validation.labels.phoneType.W': [],
  'validation.labels.approximateAge.under6Months': [],
  'validation.labels.approximateAge.sixMonthsToOneYear': [],
  'validation.labels.approximateAge.oneYear': [],
  'validation.labels.approximateAge.years': ['yearNumber'],
  'validation.labels.approximateAge.seventeenPlus': [],
  'validation.labels.month.jan': [],
  'validation.labels.month.feb': [],
  'validation.labels.month.mar': [],
  'validation.labels.month.apr': [],
  'validation.labels.month.may': [],
  'validation.labels.month.jun': [],
  'validation.labels.month.jul': [],
  'validation.labels.month.aug': [],
  'validation.labels.month.sep': [],
  'validation.labels.month.oct': [],
  'validation.labels.month.nov': [],
  'validation.labels.month.dec': [],
  'validation.labels.color.white': [],
  'validation.labels.color.lightGrey': [],
  'validation.labels.color.grey': [],
  'validation.labels.color.darkGrey': [],
  'validation.labels.color.black': [],
  'validation.labels.color.cream': [],
  'validation.labels.color.yellow': [],
  'validation.labels.color.apricot': [],
  'validation.labels.color.golden': [],
  'validation.labels.color.tan': [],
  'validation.labels.color.orange': [],
  'validation.labels.color.red': [],
  'validation.labels.color.rust': [],
  'validation.labels.color.lightBrown': [],
  'validation.labels.color.brown': [],
  'validation.labels.color.darkBrown': [],
  'validation.labels.color.lightSilver': [],
  'validation.labels.color.silver': [],
  'validation.labels.color.lilac': [],
  'validation.labels.color.blue': [],
  'validation.labels.color.darkBlue': [],
} as const satisfies Record<string, readonly string[]>;

export type MessageKey = keyof typeof MESSAGES;
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

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

/** Links shown with a message (spec §5 General, §8 Sign-up and account). */
export type MessageAction = 'logIn' | 'fetchMyRecord';
export const MESSAGE_ACTIONS: Partial<Record<MessageKey, MessageAction>> = {
  'validation.email.alreadyExists': 'logIn',
  'validation.email.accountAlreadyExists': 'fetchMyRecord',
  'validation.accessCode.used': 'logIn',
};

const SEPARATOR = '|';
const NAMESPACE = 'validation';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The single string a zod issue or GraphQL error carries. */
export function encodeMessage(message: Message): string {
  const params = message.params;
  if (!params || Object.keys(params).length === 0) return message.key;
  return `${message.key}${SEPARATOR}${JSON.stringify(params)}`;
}

/**
 * Reads an encoded message back. Anything that is not one of ours (a library's English default, a
 * server's raw text) becomes `validation.unexpected`, so a screen never shows untranslated text.
 */
export function decodeMessage(encoded: string): Message {
  const cut = encoded.indexOf(SEPARATOR);
  const key = cut === -1 ? encoded : encoded.slice(0, cut);
  if (!isMessageKey(key)) return { key: 'validation.unexpected' };
  if (cut === -1) return { key };
  try {
    const parsed: unknown = JSON.parse(encoded.slice(cut + 1));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { key };
    const params: MessageParams = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    return { key, params };
  } catch {
    return { key };
  }
}

/** 'validation.pet.petNameExists' → 'validation:pet.petNameExists' (i18next ns:key form). */
export function toI18nextKey(key: MessageKey): string {
  return `${NAMESPACE}:${key.slice(NAMESPACE.length + 1)}`;
}

/** A translate function in i18next's shape: `t('validation:required', { numLimit: 3 })`. */
export type Translate = (i18nextKey: string, params?: MessageParams) => string;

/** Decodes (when given a string), translates a `field` parameter's label, and translates. */
export function formatMessage(message: Message | string, t: Translate): string {
  const decoded = typeof message === 'string' ? decodeMessage(message) : message;
  const params: MessageParams = { ...decoded.params };
  const field = params.field;
  if (typeof field === 'string') {
    const labelKey = `validation.labels.field.${field}`;
    if (isMessageKey(labelKey)) params.field = t(toI18nextKey(labelKey));
  }
  return t(toI18nextKey(decoded.key), params);
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
