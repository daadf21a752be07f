// The one logger of a Pawport process (main.ts, the app's request log, use cases, scripts, tests):
// pino with secrets kept out of every line (QUALITY.md Security: no log line carries a password, hash,
// session or reset token, or access code). Structured fields are redacted by name; errors, the one place
// values slip in as text (a failed query's parameters, a message quoting its input), are scrubbed by the
// `err` serializer; request URLs lose the values of their secret query parameters (e-mailed links).
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../env.js';
import { asyncStdout } from './log-destination.js';

const CENSOR = '[REDACTED]';

/** Fields that may hold a secret wherever they appear in a logged object (one or two levels down). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'accessCode',
  'secret',
  'manualKey',
  'otpauthUri',
  'recoveryCodes',
  'variables',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Fields of a database error that quote values: a failed query's parameters, a constraint's key. */
const DROPPED_ERROR_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'raw']);

/** Query parameters of e-mailed links that carry a secret (reset and verification tokens, access codes). */
const SECRET_QUERY = /([?&](?:token|code|undo)=)[^&#\s]*/gi;

/**
 * Scrubs text that may quote values: drizzle's "params: …" line, argon2 hashes, 256-bit tokens (43
 * base64url characters: sessions, reset and verification links), access codes, secret query parameters.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams: [^\n]*/g, `\nparams: ${CENSOR}`)
    .replace(/\$argon2(?:id|i|d)\$[^\s'",)]*/g, CENSOR)
    .replace(/(^|[^A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, `$1${CENSOR}`)
    .replace(/\b[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}\b/g, CENSOR)
    .replace(SECRET_QUERY, `$1${CENSOR}`);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_ERROR_FIELDS.has(key)) continue;
    out[key] = SECRET_FIELDS.includes(key) ? CENSOR : scrubValue(item, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer (type, message and stack with causes), then scrubbed; a database error's cause
 * keeps its SQLSTATE code, which is what tells the reader what went wrong.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  if (!serialized || typeof serialized !== 'object') return serialized;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const causeCode = typeof cause?.code === 'string' ? { causeCode: cause.code } : {};
  return scrubValue({ ...serialized, ...causeCode }, 0);
}

/** The request as Fastify logs it, its URL without the values of secret query parameters. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url.includes('?') ? request.url.replace(SECRET_QUERY, `$1${CENSOR}`) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  if (destination) return pino(options, destination);
  // stdout without blocking a request on the write (log-destination.ts, decision 1414)
  return config.LOG_LEVEL === 'silent' ? pino(options) : pino(options, asyncStdout());
}
