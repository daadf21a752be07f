// Issue 18 (decision 0801), files not GraphQL:
//   GET  /wallet-card-designs/:design/:side.svg   a design's artwork (public, cached a year with ?v=<etag>)
//   GET  /fonts/css2?family=Lato:wght@300;400      the web font stylesheet (PRODUCT.md §3 fonts row)
//   GET  /fonts/files/:file                         its woff2 files, from npm @fontsource/*
//   POST /api/wallet-cards                          put a designed card in the basket: its DESIGN, which the
//                                                   server composes (decision 0804); an SVG is refused
//   GET  /api/wallet-cards/:id/:side.svg            the owner's composed side, as printed
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { countryOfLocale, isLocaleCode } from '../../../domain/locale/locales.js';
import type { AppErrorCode } from '../../../domain/shared/error-codes.js';
import { WALLET_CARD_ARTWORK_PATH } from '../../../domain/wallet-card/wallet-card.designs.js';
import { CITY_COOKIE } from '../../http/city-cookie.js';
import { CSRF_HEADER } from '../../http/file-routes.js';
import type { WalletCardAnswer } from '../../../domain/wallet-card/wallet-card-answer.schemas.js';
import { ACCESS_STATUS, sendJsonError } from '../../http/json-error.js';
import { publicOrigin } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import { findRequestActor } from '../auth/session.service.js';
import { addWalletCardToBasket } from '../store/basket.service.js';
import { ARTWORK } from './wallet-card.artwork.js';
import { FONT_CSS_PATH, FONT_FILE_PATH, fontFile, fontStylesheet, parseFamilyParam } from './wallet-card.fonts.js';
import { ownWalletCardSide } from './wallet-card.service.js';

const YEAR = 31_536_000;
/** A card's design (decision 0804): a few ids, two colours and five short texts, never an SVG. */
export const WALLET_CARD_BODY_LIMIT = 16_384;
/** What the body of POST /api/wallet-cards may name: anything else (a `card` of SVGs, say) is refused. */
const BODY_FIELDS = new Set(['design', 'locale']);
/** A stored side is an image, never a document: no script, no request anywhere, sandboxed (decision 0804). */
const CARD_SIDE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";
const STATUS: Partial<Record<AppErrorCode, number>> = {
  ...ACCESS_STATUS,
  WALLET_CARD_INVALID: 400,
  WALLET_CARD_BASKET_FULL: 409,
  PRODUCT_NOT_SOLD_HERE: 409,
  BASKET_OTHER_COUNTRY: 409,
  CITY_NOT_FOUND: 404,
};

function fail(reply: FastifyReply, code: AppErrorCode) {
  return sendJsonError(reply, STATUS[code] ?? 500, code);
}

export async function registerWalletCardRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  app.get<{ Params: { design: string; file: string }; Querystring: { v?: string } }>(
    `${WALLET_CARD_ARTWORK_PATH}/:design/:file`,
    async (request, reply) => {
      const side = request.params.file === 'front.svg' ? 'FRONT' : request.params.file === 'back.svg' ? 'BACK' : null;
      const artwork = side ? ARTWORK.get(`${request.params.design}/${side}`) : undefined;
      if (!artwork) return fail(reply, 'NOT_FOUND');
      const etag = `"${artwork.etag}"`;
      reply
        .header('etag', etag)
        .header(
          'cache-control',
          request.query.v === artwork.etag ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
        )
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(artwork.svg);
    },
  );

  app.get<{ Querystring: { family?: string } }>(FONT_CSS_PATH, async (request, reply) => {
    const parsed = parseFamilyParam(String(request.query.family ?? ''));
    if (!parsed) return reply.code(400).type('text/plain; charset=utf-8').send('Unknown font family or weight');
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(fontStylesheet(parsed.family, parsed.weights, FONT_FILE_PATH.replace('/:file', '')));
  });

  app.get<{ Params: { file: string } }>(FONT_FILE_PATH, async (request, reply) => {
    const bytes = await fontFile(request.params.file);
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // a file's name holds its family, weight and subset; the package version pins its bytes
    return reply.type('font/woff2').header('cache-control', `public, max-age=${YEAR}, immutable`).send(bytes);
  });

  await app.register(async (scope) => {
    // a body Fastify refuses before the handler (not JSON: 415; past the limit: 413; unparsable: 400)
    // answers in our shape, with its own status, like every other refusal of this route
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendJsonError(reply, status, 'WALLET_CARD_INVALID');
      throw error;
    });
    scope.post<{ Body: { design?: unknown; locale?: unknown } }>(
      '/api/wallet-cards',
      { bodyLimit: WALLET_CARD_BODY_LIMIT },
      async (request, reply) => {
        const actor = await findRequestActor(services, { input: { request } });
        if (!actor) return fail(reply, 'UNAUTHENTICATED');
        if (request.headers[CSRF_HEADER] !== '1') return fail(reply, 'FORBIDDEN');
        const body = request.body;
        if (
          !body ||
          typeof body !== 'object' ||
          Array.isArray(body) ||
          Object.keys(body).some((key) => !BODY_FIELDS.has(key))
        )
          return fail(reply, 'WALLET_CARD_INVALID');
        const locale = typeof body.locale === 'string' && isLocaleCode(body.locale) ? body.locale : actor.locale;
        try {
          const city = await services.jurisdictions.current({
            host: request.headers.host,
            rememberedSlug: request.cookies[CITY_COOKIE],
            country: countryOfLocale(locale),
            ownerJurisdictionId: actor.jurisdictionId,
          });
          if (!city) throw new AppError('CITY_NOT_FOUND');
          const basket = await addWalletCardToBasket(services, {
            actor,
            input: { city, design: body.design, locale, foundPageOrigin: publicOrigin(services.config, request) },
          });
          return reply.send({ basketCount: basket.count } satisfies WalletCardAnswer);
        } catch (error) {
          if (error instanceof AppError && STATUS[error.code]) return fail(reply, error.code);
          throw error;
        }
      },
    );

    scope.get<{ Params: { id: string; file: string } }>('/api/wallet-cards/:id/:file', async (request, reply) => {
      const actor = await findRequestActor(services, { input: { request } });
      if (!actor) return fail(reply, 'UNAUTHENTICATED');
      const side = request.params.file === 'front.svg' ? 'front' : request.params.file === 'back.svg' ? 'back' : null;
      const svg = side ? await ownWalletCardSide(services, { actor, input: { id: request.params.id, side } }) : null;
      if (!svg) return fail(reply, 'NOT_FOUND');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', CARD_SIDE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    });
  });
}
