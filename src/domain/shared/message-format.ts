// Reading messages back (messages.ts's convention, decision record 1001): an encoded message decoded,
// translated with its field label, or given its link action. Only this side needs the key table.
import { currencyOfLocale, type LocaleCode } from '../locale/locales.js';
import { formatMoney } from '../locale/money.js';
import { MESSAGES } from './message-keys.js';
import { ENCODED_PARAMS_SEPARATOR, type Message, type MessageKey, type MessageParams } from './messages.js';

/** Links shown with a message (spec §5 General, §8 Sign-up and account). */
export type MessageAction = 'logIn' | 'fetchMyRecord';
export const MESSAGE_ACTIONS: Partial<Record<MessageKey, MessageAction>> = {
  'validation.email.alreadyExists': 'logIn',
  'validation.email.accountAlreadyExists': 'fetchMyRecord',
  'validation.accessCode.used': 'logIn',
};

/**
 * Parameters that are money in minor units: the screen writes them as its locale writes money, in the
 * locale's currency (spec §9: USD in the US, CAD in Canada), "$1,000.00" / « 1 000,00 $ » (issue 39).
 */
export const MONEY_PARAMS: Partial<Record<MessageKey, readonly string[]>> = {
  'validation.fund.amountRange': ['min', 'max'],
};

const NAMESPACE = 'validation';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * Reads an encoded message back. Anything that is not one of ours (a library's English default, a
 * server's raw text) becomes `validation.unexpected`, so a screen never shows untranslated text.
 */
export function decodeMessage(encoded: string): Message {
  const cut = encoded.indexOf(ENCODED_PARAMS_SEPARATOR);
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

/**
 * Decodes (when given a string), translates a `field` parameter's label, writes money parameters in
 * `locale` (when given), and translates.
 */
export function formatMessage(message: Message | string, t: Translate, locale?: LocaleCode): string {
  const decoded = typeof message === 'string' ? decodeMessage(message) : message;
  const params: MessageParams = { ...decoded.params };
  for (const name of (locale && MONEY_PARAMS[decoded.key]) || []) {
    const cents = params[name];
    if (typeof cents === 'number' && locale) params[name] = formatMoney(cents, currencyOfLocale(locale), locale);
  }
  const field = params.field;
  if (typeof field === 'string') {
    const labelKey = `validation.labels.field.${field}`;
    if (isMessageKey(labelKey)) params.field = t(toI18nextKey(labelKey));
  }
  return t(toI18nextKey(decoded.key), params);
}
