// The plugin scope every binary route shares (decisions 0210, 0220): pet photos and rabies proofs. Files
// do not travel through GraphQL: an upload is a request body streamed to a temporary file, a document
// is bytes an <img> or the PDF viewer loads. Before a body is read: the session (401), the
// `x-pawport-request: 1` header on every change (403: a cross-site form cannot set it, and a
// cross-site script needs a CORS preflight we refuse), and the declared length (413). Errors are
// `{ "error": { "code", "message" } }` (plus `fields` for a refused form value), codes of the one table.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';
import { AppError } from '../shared/app-error.js';
import { ACCESS_STATUS, type RefusalFields, sendJsonError } from './json-error.js';
import { type Actor, requireSecondFactorIfStaff } from '../shared/use-case.js';
import { readSessionToken } from './session-cookie.js';
import type { Config } from '../env.js';

export const CSRF_HEADER = 'x-pawport-request';

/** Room for the multipart framing around a file (boundaries, part headers, a short text field). */
export const MULTIPART_OVERHEAD = 16_384;

/** The statuses of the codes a file route answers with. */
const STATUS: Partial<Record<AppErrorCode, number>> = {
  ...ACCESS_STATUS,
  VALIDATION_FAILED: 400,
  PET_INACTIVE: 409,
  RABIES_PROOF_DECIDED: 409,
  IMAGE_TOO_LARGE: 413,
  RABIES_FILE_TOO_LARGE: 413,
  BOUNDARY_FILE_TOO_LARGE: 413,
  IMAGE_INVALID_TYPE: 415,
  RABIES_FILE_INVALID_TYPE: 415,
  IMAGE_INCONVERTIBLE: 422,
  RABIES_FILE_UNREADABLE: 422,
  RATE_LIMITED: 429,
  SERVER_BUSY: 503,
};

export type FileRouteOptions = {
  config: Config;
  /** the account behind a session token (auth's findActor), null when there is none */
  findActor: (token: string) => Promise<Actor | null>;
  /** the most a change request may declare in Content-Length, by its route's URL */
  maxDeclaredBytes: (routeUrl: string | undefined) => number;
  /** the code of "too large" on these routes (answered for multipart's own limits too) */
  tooLarge: AppErrorCode;
  /** the code of "wrong type" on these routes */
  invalidType: AppErrorCode;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in caller of a file route, set by its onRequest hook */
    fileActor: Actor | null;
  }
}

/** The caller of a file route (its onRequest hook refused a visitor already). */
export function fileActorOf(request: FastifyRequest): Actor {
  if (!request.fileActor) throw new AppError('UNAUTHENTICATED');
  return request.fileActor;
}

/**
 * The parse errors of a malformed multipart body (issue 37: 8), from @fastify/busboy, which gives them no
 * code or status: no boundary in the Content-Type, or a body that ends before its closing boundary (a
 * wrong boundary, a truncated body, part headers and nothing after). malformed-multipart.int.test.ts
 * sends each, so a new wording in an upgrade shows there as a 500.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unsupported Content-Type\.|(Unexpected end|\w+ terminated early due to unexpected end) of multipart data)$/;

function isMalformedMultipart(error: Error & { code?: string; statusCode?: number }): boolean {
  return error.statusCode === undefined && error.code === undefined && MALFORMED_MULTIPART.test(error.message);
}

/** Whether the request's body stopped because its connection did (the client left, or a timeout cut it). */
function bodyCutOff(request: FastifyRequest, error: Error & { code?: string }): boolean {
  if (request.raw.complete) return false;
  return (
    request.raw.destroyed ||
    error.code === 'ECONNRESET' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.code === 'FST_MP_PREMATURE_CLOSE'
  );
}

function sendError(request: FastifyRequest, reply: FastifyReply, code: AppErrorCode, fields?: RefusalFields) {
  // an answer before the body was read whole ends the connection: the rest of it is not read
  if (!request.raw.complete) reply.header('connection', 'close');
  return sendJsonError(reply, STATUS[code] ?? 500, code, fields);
}

/**
 * Makes `scope` a file-route scope: bodies passed on unread (their type is decided by their bytes, in
 * the use case), multipart, the error answer and the checks that need no body, in this order: session,
 * CSRF header (changes only), declared length.
 */
export async function fileRouteScope(scope: FastifyInstance, options: FileRouteOptions): Promise<void> {
  if (!scope.hasRequestDecorator('fileActor')) scope.decorateRequest('fileActor', null);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await scope.register(multipart);

  /** A framework or plugin error as one of our codes (multipart's limits, a malformed body). */
  const codeOf = (error: Error & { code?: string; statusCode?: number }): AppErrorCode => {
    if (error instanceof AppError) return error.code;
    if (error.statusCode === 413) return options.tooLarge;
    if (error.statusCode === 415) return options.invalidType;
    if (error.statusCode && error.statusCode < 500) return 'VALIDATION_FAILED';
    if (isMalformedMultipart(error)) return 'VALIDATION_FAILED';
    return 'INTERNAL';
  };

  scope.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    let code = codeOf(error);
    // issue 37 (7): a body whose connection closed under it (the client left, or a timeout cut it) is
    // the client's doing too: an incomplete body, said at info
    if (code === 'INTERNAL' && bodyCutOff(request, error)) code = 'VALIDATION_FAILED';
    if (code === 'INTERNAL') request.log.error({ err: error }, 'file request failed');
    // issue 37 (8): a malformed body (multipart's parse errors, its limits) is said at info, without a stack
    else if (!(error instanceof AppError)) request.log.info({ reason: error.message }, 'file request refused');
    // a VALIDATION_FAILED's details.fields: `{ path, message }` a field (shared/validation-error.ts)
    const fields = error instanceof AppError ? (error.details?.fields as RefusalFields | undefined) : undefined;
    return sendError(request, reply, code, fields);
  });

  scope.addHook('onRequest', async (request) => {
    const token = readSessionToken(request, options.config);
    request.fileActor = token ? await options.findActor(token) : null;
    if (!request.fileActor) throw new AppError('UNAUTHENTICATED');
    // staff read owners' photos and proofs here: not before their second factor (decision 0114)
    requireSecondFactorIfStaff(request.fileActor);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.headers[CSRF_HEADER] !== '1') throw new AppError('FORBIDDEN');
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > options.maxDeclaredBytes(request.routeOptions.url)) throw new AppError(options.tooLarge);
  });
}

/** What every private file answer carries: never sniffed, never a document, revalidated each time. */
const PRIVATE_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-cache',
};

/**
 * Answers a private file (a pet's photo, a rabies proof) with its type and disposition in `headers`, the
 * shared headers and its ETag: 304 when the use case found the caller's copy current (`bytes: null`, not
 * read), else the bytes.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  headers: { 'content-type': string; 'content-disposition': string },
  file: { etag: string; bytes: Buffer | null },
) {
  reply.headers({ ...headers, ...PRIVATE_FILE_HEADERS, etag: file.etag });
  if (!file.bytes) return reply.code(304).send();
  return reply.send(file.bytes);
}

/** RFC 9110 If-None-Match: `*` or a list of (weak or strong) tags compared weakly. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
