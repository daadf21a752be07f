// Content negotiation for compressed answers (decision 1401). Static assets are compressed at build time
// (scripts/compress-assets.mjs) and @fastify/static picks the copy; the page shell is compressed once at
// start (web-app.ts); a GraphQL answer is compressed only when it is large enough to be worth the CPU.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

export type Encoding = 'br' | 'gzip';

const SUPPORTED = ['br', 'gzip', 'identity'];
const seen = new Map<string, Encoding | undefined>();

/** The best encoding the request accepts among brotli and gzip (brotli first), or undefined for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  const known = seen.get(header);
  if (known !== undefined || seen.has(header)) return known;
  const choice = negotiate(header, SUPPORTED);
  const encoding = choice === 'br' || choice === 'gzip' ? choice : undefined;
  if (seen.size < 64) seen.set(header, encoding); // browsers send a handful of spellings; never grow without bound
  return encoding;
}

/** Adds Accept-Encoding to the reply's Vary header, keeping what is there (e.g. Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const value = String(current);
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) reply.header('vary', `${value}, Accept-Encoding`);
}

/** A body compressed at the highest levels, made once (the page shell). */
export type Precompressed = { identity: Buffer; br: Buffer; gzip: Buffer };

const brotliAtMost = (identity: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  },
});

export function precompress(body: string | Buffer): Precompressed {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    identity,
    br: brotliCompressSync(identity, brotliAtMost(identity)),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** precompress off the event loop (zlib's thread pool): for bodies made while the server answers. */
export async function precompressLater(body: string): Promise<Precompressed> {
  const identity = Buffer.from(body);
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, brotliAtMost(identity)),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** Sends a precompressed body in the encoding the request accepts, with Vary: Accept-Encoding. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  varyOnAcceptEncoding(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/**
 * Below this many bytes an answer goes out as it is. Measured (decision 1401): compressing costs 15–80 µs
 * of CPU even for a small answer — one to three times a whole `{ __typename }` request — and saves
 * less than a network packet; above it the bytes saved on a phone connection are worth the CPU.
 */
export const COMPRESS_MIN_BYTES = 2048;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An onSend hook for JSON answers (the GraphQL route): compresses the serialised answer when it is at
 * least COMPRESS_MIN_BYTES and the client accepts brotli (quality 4) or gzip (level 6), off the event
 * loop (zlib's thread pool). Smaller answers cost one length check.
 */
export const compressLargeAnswers: onSendHookHandler = (request, reply, payload, done) => {
  if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) {
    done(null, payload);
    return;
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  varyOnAcceptEncoding(reply);
  if (!encoding) {
    done(null, payload);
    return;
  }
  const compressing =
    encoding === 'br'
      ? brotliAsync(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
          },
        })
      : gzipAsync(payload, { level: 6 });
  compressing.then(
    (compressed) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    },
    () => done(null, payload),
  );
};
