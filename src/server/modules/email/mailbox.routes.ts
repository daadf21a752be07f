// The development mailbox (PRODUCT.md §3 E-mail: embedded default): every outbox message, server-
// rendered. Never in production: there the routes answer 404 (registered anyway, so the SPA fallback
// does not answer them with the web app).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { type EmailOutboxRow, emailOutbox, type SmsOutboxRow } from '../../db/schema/index.js';
import { latestTextMessages } from '../sms/sms.functions.js';
import { sameEmail } from '../../db/same-email.js';
import { escapeHtml } from './email-layout.js';
import { type EmailDelivery, emailDelivery } from './email-delivery.js';

export const MAILBOX_PATH = '/dev/mailbox';
const PAGE_SIZE = 50;

// The message HTML is shown in a sandboxed srcdoc iframe, which inherits this policy: no scripts
// anywhere, inline styles allowed because e-mail HTML is styled inline.
const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * What a message's delivery means to the person reading the mailbox (issue 11: 8): a message the outbox
 * transport "delivered" never left the machine, and says so. The staff owner record's en-US words
 * (admin.json email.deliveries) are these.
 */
export const DELIVERY_TEXTS: Record<EmailDelivery, string> = {
  KEPT_LOCALLY: 'Kept locally, not sent (no SMTP_URL)',
  QUEUED: 'Queued',
  SENT: 'Sent over SMTP',
  FAILED: 'Failed',
};

export function deliveryText(row: Pick<EmailOutboxRow, 'status' | 'deliveredBy'>): string {
  return DELIVERY_TEXTS[emailDelivery(row)];
}

/** The same for a text message (decision 0502): the embedded provider's messages never left the machine. */
export function smsDeliveryText(row: Pick<SmsOutboxRow, 'status' | 'deliveredBy'>): string {
  if (row.status === 'SENT' && row.deliveredBy === 'outbox') return 'Kept locally, not sent (no SMS_PROVIDER)';
  if (row.status === 'SENT' && row.deliveredBy === 'twilio') return 'Sent through Twilio';
  if (row.status === 'QUEUED') return 'Queued';
  if (row.status === 'FAILED') return 'Failed';
  return 'Sent';
}

export function registerMailbox(
  app: FastifyInstance,
  options: { db: DbOrTx; enabled: boolean; transport: 'smtp' | 'outbox'; smsProvider?: 'twilio' | 'outbox' },
): void {
  const { db, enabled, transport, smsProvider = 'outbox' } = options;

  app.get(MAILBOX_PATH, async (_request, reply) => {
    if (!enabled) return notFound(reply);
    const rows = await db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        locale: emailOutbox.locale,
        status: emailOutbox.status,
        deliveredBy: emailOutbox.deliveredBy,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(PAGE_SIZE);
    // the text messages beside the e-mails (issue 16: the embedded SMS outbox)
    const texts = await latestTextMessages(db, PAGE_SIZE);
    return sendPage(reply, 'Mailbox', `${renderList(rows, transport)}\n${renderTexts(texts, smsProvider)}`);
  });

  // For end-to-end tests: the latest messages to one address, with the links in them.
  app.get<{ Querystring: { to?: string } }>(`${MAILBOX_PATH}.json`, async (request, reply) => {
    if (!enabled) return notFound(reply);
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    if (!to) return reply.code(400).send({ error: 'Give ?to=address' });
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(sameEmail(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      locale: row.locale,
      template: row.template,
      subject: row.subject,
      text: row.textBody,
      links: linksIn(row.textBody),
      status: row.status,
      delivery: deliveryText(row),
      createdAt: row.createdAt.toISOString(),
    }));
  });

  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    if (!enabled || !/^[1-9]\d{0,9}$/.test(request.params.id)) return notFound(reply);
    const id = Number(request.params.id);
    if (id > 2_147_483_647) return notFound(reply);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    if (!row) return notFound(reply);
    return sendPage(reply, row.subject, renderMessage(row));
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not found' });
}

function sendPage(reply: FastifyReply, title: string, main: string) {
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – Pawport dev mailbox</title>`,
    `<style>${PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    '<a class="skip" href="#main">Skip to main content</a>',
    `<main id="main">${main}</main>`,
    '</body>',
    '</html>',
  ].join('\n');
  return reply
    .header('content-security-policy', MAILBOX_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

type ListRow = Pick<
  EmailOutboxRow,
  'id' | 'toAddress' | 'subject' | 'template' | 'locale' | 'status' | 'deliveredBy' | 'createdAt'
>;

/** An outbox's latest rows: e-mails and text messages show the same columns but their content's. */
function outboxTable(table: { heading: string; intro: string; caption: string; content: string; body: string }) {
  return [
    table.heading,
    table.intro,
    '<table>',
    `<caption>Latest ${PAGE_SIZE} ${table.caption}</caption>`,
    `<thead><tr><th scope="col">To</th><th scope="col">${table.content}</th><th scope="col">Template</th>` +
      '<th scope="col">Locale</th><th scope="col">Created</th><th scope="col">Status</th></tr></thead>',
    `<tbody>${table.body}</tbody>`,
    '</table>',
  ].join('\n');
}

function renderList(rows: ListRow[], transport: 'smtp' | 'outbox'): string {
  const intro =
    '<p>Every message the portal has written, newest first. This page exists only outside production. ' +
    (transport === 'smtp'
      ? 'With <code>SMTP_URL</code> set, messages are delivered over SMTP.</p>'
      : '<code>SMTP_URL</code> is not set: messages are kept here and nothing leaves this machine.</p>');
  if (rows.length === 0) return `<h1>Mailbox</h1>${intro}<p>No messages yet.</p>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.toAddress)}</td>` +
        `<td><a href="${MAILBOX_PATH}/${row.id}">${escapeHtml(row.subject)}</a></td>` +
        `<td>${escapeHtml(row.template)}</td><td>${escapeHtml(row.locale)}</td>` +
        `<td>${timeElement(row.createdAt)}</td><td>${escapeHtml(deliveryText(row))}</td></tr>`,
    )
    .join('\n');
  return outboxTable({ heading: '<h1>Mailbox</h1>', intro, caption: 'messages', content: 'Subject', body });
}

function renderTexts(rows: SmsOutboxRow[], provider: 'twilio' | 'outbox'): string {
  const intro =
    '<p>Every text message the portal has written (verification codes for a mobile number, and reminders to owners who opted in), newest first. ' +
    (provider === 'twilio'
      ? 'With <code>SMS_PROVIDER=twilio</code>, messages are sent through Twilio.</p>'
      : '<code>SMS_PROVIDER</code> is not <code>twilio</code>: messages are kept here and nothing leaves this machine.</p>');
  if (rows.length === 0) return `<h2 id="texts">Text messages</h2>${intro}<p>No text messages yet.</p>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.toNumber)}</td><td>${escapeHtml(row.body)}</td>` +
        `<td>${escapeHtml(row.template)}</td><td>${escapeHtml(row.locale)}</td>` +
        `<td>${timeElement(row.createdAt)}</td>` +
        `<td>${escapeHtml(smsDeliveryText(row))}${row.lastError ? `<br>${escapeHtml(row.lastError)}` : ''}</td></tr>`,
    )
    .join('\n');
  return outboxTable({
    heading: '<h2 id="texts">Text messages</h2>',
    intro,
    caption: 'text messages',
    content: 'Message',
    body,
  });
}

function renderMessage(row: EmailOutboxRow): string {
  const facts: Array<[string, string]> = [
    ['To', escapeHtml(row.toAddress)],
    ['Template', escapeHtml(row.template)],
    ['Locale', escapeHtml(row.locale)],
    ['Status', escapeHtml(deliveryText(row))],
    ['Delivery attempts', String(row.attempts)],
    ['Created', timeElement(row.createdAt)],
    [row.deliveredBy === 'outbox' ? 'Kept' : 'Sent', row.sentAt ? timeElement(row.sentAt) : '—'],
  ];
  if (row.lastError) facts.push(['Last error', escapeHtml(row.lastError)]);
  const links = linksIn(row.textBody);
  return [
    `<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`,
    `<h1>${escapeHtml(row.subject)}</h1>`,
    `<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`,
    ...(links.length > 0
      ? [
          '<h2>Links in this message</h2>',
          `<ul>${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>`,
        ]
      : []),
    '<h2>HTML version</h2>',
    // sandbox with no allowances: no scripts, no forms, no navigation from inside the message
    `<iframe title="HTML version of: ${escapeHtml(row.subject)}" sandbox srcdoc="${escapeHtml(row.htmlBody)}"></iframe>`,
    '<h2>Text version</h2>',
    `<pre>${escapeHtml(row.textBody)}</pre>`,
  ].join('\n');
}

/** The http(s) links of a text body, so a developer can follow a verify or reset link from here. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

function timeElement(moment: Date): string {
  const iso = moment.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')} UTC</time>`;
}

const PAGE_STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;color:#18181b;background:#fff;line-height:1.5}',
  'main{max-width:72rem;margin:0 auto;padding:1rem}',
  '.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}',
  'table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:bold;padding:.5rem 0}',
  'th,td{border:1px solid #d4d4d8;padding:.4rem .6rem;text-align:left;vertical-align:top}',
  'a{color:#1d4ed8}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:bold}dd{margin:0}',
  'iframe{width:100%;height:40rem;border:1px solid #a1a1aa}',
  'pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border:1px solid #d4d4d8}',
].join('\n');
