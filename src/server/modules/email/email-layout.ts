// One layout for every e-mail: the same content rendered as plain text and as simple, accessible HTML.
// Its own words (greeting, sign-off, footer) come from the locale's catalog (locales/*.ts).
import { dateFormatter } from '../../../domain/locale/date-format.js';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { PROOF_CHECK_WORKING_DAYS } from '../../../domain/license/license-status.rules.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { type LocaleCode, toLocaleTag } from '../../../domain/locale/locales.js';
import { emailText, fill } from './email-catalog.js';
import type { EmailCatalog } from './locales/en_US.js';

export type RenderedEmail = { subject: string; text: string; html: string };

/** What a template says; every string is plain text and is escaped here, never by the template. */
export type EmailContent = {
  subject: string;
  /** the reader, greeted by the catalog's greeting */
  firstName: string;
  paragraphs: string[];
  /** a code the reader types in (access code), shown large */
  code?: string;
  /** the one thing to do, as a link (validated as an http(s) URL) */
  action?: { intro: string; label: string; url: string };
  closing?: string[];
};

type LayoutCopy = EmailCatalog['layout'];

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Links in e-mails must be web addresses: a `javascript:` or `data:` URL would survive escaping. */
export function assertWebUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`e-mail link is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`e-mail link is not http(s): ${value}`);
  return url.toString();
}

/** A moment in the reader's language; the jurisdiction's time zone when known (UTC otherwise). */
export function formatDateTime(locale: LocaleCode, moment: Date, timeZone = 'UTC'): string {
  return dateFormatter(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(moment);
}

/** A calendar day (YYYY-MM-DD) as the reader's locale writes it, with the web app's own formatter. */
export function formatDay(locale: LocaleCode, isoDate: string): string {
  const day = parseIsoDate(isoDate);
  if (!day) throw new Error(`e-mail date is not YYYY-MM-DD: ${isoDate}`);
  return formatCalendarDate(day, locale);
}

/**
 * How long staff usually take to check a rabies proof (PROOF_CHECK_WORKING_DAYS, decision 0505), in the
 * words the web app's licence-and-proof states use ("usually within 2 working days").
 */
export function proofCheckTime(locale: LocaleCode): string {
  const text = emailText(locale).proofCheck;
  const count = PROOF_CHECK_WORKING_DAYS;
  const plural = new Intl.PluralRules(toLocaleTag(locale)).select(count);
  return fill(plural === 'one' ? text.checkTime_one : text.checkTime_other, { count });
}

/** The catalog entry of an e-mail with one link: its subject and the words around the link. */
export type ActionEmailText = { subject: string; actionIntro: string; actionLabel: string };

/** What an e-mail with one link says besides its catalog entry's words and the reader's greeting. */
export type ActionEmailContent = Omit<EmailContent, 'subject' | 'action' | 'firstName'> & {
  url: string;
  /** replaces the entry's intro when that has placeholders to fill */
  actionIntro?: string;
};

/** The catalog sections that are e-mails with one link. */
type ActionEmailSection = {
  [Section in keyof EmailCatalog]: EmailCatalog[Section] extends ActionEmailText ? Section : never;
}[keyof EmailCatalog];

/**
 * A template of an e-mail with one link: its subject and link words come from the catalog's `section`
 * in the reader's locale, the greeting from `data.firstName`; `content` says the rest from that text.
 */
export function actionEmail<Section extends ActionEmailSection, Data extends { firstName: string }>(
  section: Section,
  content: (text: EmailCatalog[Section], data: Data, locale: LocaleCode) => ActionEmailContent,
): (locale: LocaleCode, data: Data) => RenderedEmail {
  return (locale, data) => {
    const text = emailText(locale)[section];
    const { url, actionIntro = text.actionIntro, ...rest } = content(text, data, locale);
    return renderEmail(locale, {
      ...rest,
      firstName: data.firstName,
      subject: text.subject,
      action: { intro: actionIntro, label: text.actionLabel, url },
    });
  };
}

export function renderEmail(locale: LocaleCode, content: EmailContent): RenderedEmail {
  const copy = emailText(locale).layout;
  const action = content.action ? { ...content.action, url: assertWebUrl(content.action.url) } : undefined;
  const greeting = fill(copy.greeting, { firstName: content.firstName });
  return {
    subject: content.subject,
    text: renderText(content, greeting, action, copy),
    html: renderHtml(locale, content, greeting, action, copy),
  };
}

function renderText(content: EmailContent, greeting: string, action: EmailContent['action'], copy: LayoutCopy) {
  const blocks = [greeting, ...content.paragraphs];
  if (content.code) blocks.push(`    ${content.code}`);
  if (action) blocks.push(`${action.intro}\n${action.url}`);
  blocks.push(...(content.closing ?? []), copy.signOff, `--\n${copy.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

const STYLE = {
  body: 'margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff',
  heading: 'font-size:22px;line-height:1.3;margin:0 0 16px',
  code: 'font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:bold;letter-spacing:4px;margin:16px 0',
  button:
    'display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:underline;border-radius:4px',
  small: 'font-size:14px;color:#3f3f46;word-break:break-all',
  footer: 'font-size:13px;color:#52525b;border-top:1px solid #d4d4d8;margin-top:24px;padding-top:12px',
};

function renderHtml(
  locale: LocaleCode,
  content: EmailContent,
  greeting: string,
  action: EmailContent['action'],
  copy: LayoutCopy,
) {
  const tag = toLocaleTag(locale);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const parts = [
    `<h1 style="${STYLE.heading}">${escapeHtml(content.subject)}</h1>`,
    paragraph(greeting),
    ...content.paragraphs.map(paragraph),
  ];
  if (content.code) parts.push(`<p style="${STYLE.code}">${escapeHtml(content.code)}</p>`);
  if (action) {
    const href = escapeHtml(action.url);
    parts.push(
      paragraph(action.intro),
      `<p><a href="${href}" style="${STYLE.button}">${escapeHtml(action.label)}</a></p>`,
      `<p style="${STYLE.small}">${escapeHtml(copy.linkFallback)}<br><a href="${href}">${href}</a></p>`,
    );
  }
  parts.push(...(content.closing ?? []).map(paragraph), paragraph(copy.signOff));
  parts.push(`<p style="${STYLE.footer}">${escapeHtml(copy.footer)}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${tag}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-label="${escapeHtml(content.subject)}" lang="${tag}" style="${STYLE.card}">`,
    ...parts,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
