// Typed server configuration: every variable the server reads, validated once at start.
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const hostCityMap = z
  .string()
  .optional()
  .transform((value, ctx) => {
    // HOST_CITY_MAP="pets.kingcounty.example=king-county-wa,pets.toronto.example=toronto-on"
    const map = new Map<string, string>();
    if (!value) return map;
    for (const pair of value.split(',')) {
      const [host, slug] = pair.split('=').map((part) => part.trim());
      if (!host || !slug) {
        ctx.addIssue({ code: 'custom', message: `expected host=slug pairs, got "${pair}"` });
        return z.NEVER;
      }
      map.set(host.toLowerCase(), slug);
    }
    return map;
  });

/**
 * Whom X-Forwarded-For is believed from (issue 37: 1): what `request.ip`, so every per-IP limit, is.
 * - `none`: nobody; the address is the connection's (unset, `false`, `0`).
 * - `hops`: the last N proxies in front, whatever their addresses (`1` for one load balancer): the
 *   address is the Nth entry from the right, the one the nearest proxy wrote. Only when nothing but
 *   those proxies can reach the app's port.
 * - `addresses`: the proxies' addresses or CIDR ranges (and proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`): the address is the right-most entry not written by one of them.
 * - `all` (`true`): every hop, so the left-most entry, which the client writes: refused in production.
 */
export type TrustProxySetting =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] }
  | { kind: 'all' };

export const TRUST_PROXY_MAX_HOPS = 10;
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, or one with a prefix length (10.0.0.0/8, fd00::/8), or a proxy-addr name. */
function proxyAddressIssue(entry: string): string | null {
  if (PROXY_RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return 'not an IP address or CIDR range';
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits <= (version === 4 ? 32 : 128))) return 'not a prefix length';
  if (bits === 0) return 'trusts every address (that is TRUST_PROXY=true)';
  return null;
}

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxySetting => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
    if (text === 'true') return { kind: 'all' };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= TRUST_PROXY_MAX_HOPS) return { kind: 'hops', hops };
      ctx.addIssue({ code: 'custom', message: `a hop count is 1 to ${TRUST_PROXY_MAX_HOPS}, got "${text}"` });
      return z.NEVER;
    }
    const addresses = text.split(',').map((entry) => entry.trim());
    for (const entry of addresses) {
      const issue = entry ? proxyAddressIssue(entry) : 'an empty entry';
      if (issue) {
        ctx.addIssue({
          code: 'custom',
          message:
            `expected the number of proxies in front (1 to ${TRUST_PROXY_MAX_HOPS}) or their addresses or CIDR ` +
            `ranges, comma-separated (10.0.0.0/8,fd00::/8); "${entry}": ${issue}`,
        });
        return z.NEVER;
      }
    }
    return { kind: 'addresses', addresses };
  });

/** A timeout in whole seconds, `min` to `max`. */
const seconds = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** An optional comma-separated list (of origins): its trimmed, non-empty items; none when unset. */
const commaSeparatedList = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** A variable set to the empty string counts as unset (`METRICS_PORT=` is no port, not port 0). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Public origin of the portal, used in e-mails and for CORS (e.g. https://pets.example.org); required in
   * production, where it is the one origin of every link (decision 0506).
   */
  PUBLIC_URL: z.url().optional(),
  /** Extra origins allowed to call the API with credentials, comma-separated. */
  CORS_ORIGINS: commaSeparatedList(),
  /** External PostgreSQL; without it the app runs its own embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Preferred port of the embedded PostgreSQL; a free one is used when it is taken. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Seed demo jurisdictions and accounts on an empty database. Off in production unless DEMO_DATA=true. */
  DEMO_DATA: booleanFlag,
  /**
   * DEMO_DATA=true in production seeds an administrator whose password the README publishes: refused at
   * start unless this says exactly "I-understand" (issue 10: 13).
   */
  DEMO_DATA_IN_PRODUCTION: z.string().optional(),
  HOST_CITY_MAP: hostCityMap,
  /** Slug of the jurisdiction whose Licensing link hides for owners whose vsLocation is COUNTY or OTHER (spec §2.2). */
  VS_LOCATION_LICENSING_HIDDEN_CITY: z.string().default('king-county-wa'),
  /** Multiplies every per-IP limit; for test suites that act as many people from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Which X-Forwarded-* to believe (issue 37: 1, decision 0024): the number of proxies in front (1–10), or
   * their addresses/CIDRs, comma-separated. `true` (every hop: the client picks its own address) is refused
   * in production.
   */
  TRUST_PROXY: trustProxy,
  /**
   * Issue 37 (7), decision 0023: the most a request may take to arrive whole, headers and body (a 10 MB
   * upload on a slow mobile link needs ~200 s); past it node answers 408 and closes the connection.
   */
  REQUEST_TIMEOUT_SECONDS: seconds(300, 1, 3600),
  /** the most a request's headers may take to arrive (at most REQUEST_TIMEOUT_SECONDS) */
  HEADERS_TIMEOUT_SECONDS: seconds(30, 1, 600),
  /** an idle kept-alive connection is closed after this; above the load balancer's own idle timeout */
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(75, 1, 3600),
  /** a connection with nothing sent either way for this long (mid-request, or before the first) is closed */
  IDLE_TIMEOUT_SECONDS: seconds(60, 1, 3600),
  /** Address autocomplete (spec §7.3): the embedded gazetteer, or Loqate/Canada Post AddressComplete. */
  ADDRESS_PROVIDER: z.enum(['local', 'loqate']).default('local'),
  /** Loqate key, kept on the server (lookups are proxied through our API); required with ADDRESS_PROVIDER=loqate. */
  LOQATE_KEY: z.string().optional(),
  LOQATE_BASE_URL: z.url().optional(),
  /** Geocoding of home addresses (spec §7.3, decision 0302): the embedded ZIP/postal centroids, or Google's Geocoding API. */
  MAPS_PROVIDER: z.enum(['embedded', 'google']).default('embedded'),
  /** Google Maps Platform key, kept on the server; required with MAPS_PROVIDER=google. */
  GOOGLE_MAPS_KEY: z.string().optional(),
  GOOGLE_MAPS_BASE_URL: z.url().optional(),
  /**
   * Map tiles for the jurisdiction map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: boundaries on
   * a plain background and nothing fetched from elsewhere (decision 0303).
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value),
      'an https URL template with {z}, {x} and {y}',
    )
    .optional(),
  /** the tile server's required attribution, shown on the map (plain text) */
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /**
   * The page-translation widget's script (spec §1, §7.3, decision 0802), e.g. https://translate.example/widget.js;
   * unset (the default): no widget and nothing fetched from elsewhere. Offered on the public pages only and
   * loaded when the visitor asks (issue 37: 10); its origin joins those pages' CSP script-src.
   */
  TRANSLATION_WIDGET_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The widget script's Subresource Integrity hash (`sha384-…`, decision 0802, issue 37: 10): the browser
   * runs the script only when its bytes match (integrity + crossorigin on the element). Unset: not pinned,
   * for a provider whose script changes under one URL.
   */
  TRANSLATION_WIDGET_INTEGRITY: z
    .string()
    .regex(/^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}( (sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})*$/, {
      message: 'expected an SRI hash such as sha384-<base64>',
    })
    .optional(),
  /**
   * Card payments (spec §7.3, decisions 0403, 0405): the embedded test processor, which takes no money, or
   * Stripe. Unset means `test` outside production; in production it must be set (issue 36: 3).
   */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /**
   * A test seam of the system tests (decision 0407): the checkout kills its own process (SIGKILL) at that
   * point, to prove what a crash there leaves. Refused in production.
   */
  CHECKOUT_CRASH_POINT: z.enum(['after-authorize', 'after-commit']).optional(),
  /** Stripe's secret key (sk_live_… / sk_test_…), kept on the server; required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe's publishable key (pk_…), given to Stripe.js on the payment step; required with PAYMENT_PROVIDER=stripe. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** The signing secret of the webhook endpoint /api/stripe/webhook (whsec_…); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (tests: the local fake, e.g. http://127.0.0.1:12111); unset: api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Other origins (comma-separated) whose pages may call the three smart tracker operations with an API token
   * (decision 0402) from the browser: CORS without credentials for POST /graphql/ only. Empty by default.
   */
  TRACKER_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
        if (!entry) continue;
        try {
          const url = new URL(entry);
          if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, ''))
            throw new Error('not an origin');
          origins.push(url.origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `expected origins such as https://app.example.org, got "${entry}"` });
          return z.NEVER;
        }
      }
      return origins;
    }),
  /** Outgoing mail server, e.g. smtp://user:pass@smtp.example.org:587 (smtps:// for TLS on 465); unset: outbox + /dev/mailbox only. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, 'expected smtp://… or smtps://…')
    .optional(),
  /** From header of outgoing e-mail. */
  SMTP_FROM: z.string().default('Pawport <no-reply@pawport.localhost>'),
  /**
   * Text-message reminders (decision 0502): unset or "outbox" keeps them in the sms_outbox table (shown at
   * /dev/mailbox, nothing sent); "twilio" sends them through Twilio's Messages API.
   */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  /** Twilio Account SID (AC…), required with SMS_PROVIDER=twilio. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'expected AC followed by 32 hexadecimal digits')
    .optional(),
  /** Twilio Auth Token, kept on the server; required with SMS_PROVIDER=twilio. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number in E.164 (+12065550100) or a Messaging Service SID (MG…); required with SMS_PROVIDER=twilio. */
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'expected an E.164 number (+12065550100) or a Messaging Service SID (MG…)',
    )
    .optional(),
  /** Base URL of Twilio's API (default https://api.twilio.com); a local fake in tests. */
  TWILIO_API_URL: z.url().optional(),
  /**
   * Issue 18 (decision 0801): the wallet card's web font stylesheet, asked as `?family=<Family>:wght@<w;w>`.
   * Our own endpoint serving the npm @fontsource files by default; a CSS font API's css2 URL works too.
   */
  WALLET_CARD_FONT_CSS_URL: z
    .string()
    .default('/fonts/css2')
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'a path or an http(s) URL'),
  /** Where an external font service's files are, when not beside its stylesheet (comma-separated origins). */
  WALLET_CARD_FONT_FILE_ORIGINS: commaSeparatedList(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Issue 41 (5), decision 0030: Prometheus metrics at `GET /metrics` on a listener of their own, on this
   * port of METRICS_HOST; unset: no such listener. Metrics are on when this or METRICS_TOKEN is set.
   */
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535).optional()),
  /** the metrics listener's address: this machine only unless said otherwise */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * A bearer token that opens `GET /metrics` on the public port (`Authorization: Bearer <token>`), at least
   * 32 characters; unset: `/metrics` on the public port is 404.
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(32, 'at least 32 characters (openssl rand -hex 32)').optional()),
  /**
   * Issue 41 (4), decision 0029: the folder `npm run db:backup` writes to; `npm run doctor` (and a production
   * start) then says how old its newest backup is. Unset: the backup is not checked.
   */
  BACKUP_DIR: unsetWhenEmpty(z.string().optional()),
  /**
   * Issue 41 (3), decision 0109: the key (32 random bytes, base64: `openssl rand -base64 32`) that encrypts
   * every TOTP secret at rest and keys the recovery codes' hashes. Changing it makes every enrolled
   * authenticator app and recovery code unusable. Unset outside production: a fixed development key
   * (`secondFactorKey` in modules/second-factor); required in production.
   */
  SECOND_FACTOR_KEY: unsetWhenEmpty(
    z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
        '32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /** Directory of the built web app (vite build output). */
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Env = z.output<typeof envSchema>;

/** The one value of DEMO_DATA_IN_PRODUCTION that lets demo data into production. */
export const DEMO_DATA_IN_PRODUCTION_CONSENT = 'I-understand';

export type Config = Env & {
  isProduction: boolean;
  demoData: boolean;
};

/**
 * The configuration of `source`. `takesPayments: false` for a command that never charges a card (backup,
 * restore, owner import): production's rule that PAYMENT_PROVIDER be said does not apply to it.
 * `sendsLinks: false` for a command that never writes a link (backup, restore, owner import): production's
 * rule that PUBLIC_URL be set does not apply to it (decision 0506). `checksSecondFactors: false` for a
 * command that never reads or stores a second factor (backup, restore, owner import, the doctor, the
 * operator's invite): production's rule that SECOND_FACTOR_KEY be set does not apply to it (decision 0109).
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  options: { takesPayments?: boolean; sendsLinks?: boolean; checksSecondFactors?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const demoFlagSet = source.DEMO_DATA !== undefined && source.DEMO_DATA !== '';
  const demoData = demoFlagSet ? env.DEMO_DATA : !isProduction;
  if (isProduction && demoData && env.DEMO_DATA_IN_PRODUCTION !== DEMO_DATA_IN_PRODUCTION_CONSENT) {
    throw new Error(
      'Invalid configuration:\n' +
        '  DEMO_DATA: demo data in production (NODE_ENV=production) seeds an administrator whose password is\n' +
        '  published in the README. Unset DEMO_DATA, or set ' +
        `DEMO_DATA_IN_PRODUCTION=${DEMO_DATA_IN_PRODUCTION_CONSENT} to run a public demo anyway.`,
    );
  }
  // issue 37 (1): trusting every hop lets each client choose the address every per-IP limit counts
  if (isProduction && env.TRUST_PROXY.kind === 'all')
    throw new Error(
      'Invalid configuration:\n' +
        '  TRUST_PROXY=true believes every X-Forwarded-For entry, so each client chooses the address its per-IP\n' +
        '  limits count (log-in, sign-up, password reset, e-mail checks, finder messages). In production set the\n' +
        '  number of proxies in front (TRUST_PROXY=1 for one load balancer) or their addresses or CIDR ranges\n' +
        '  (TRUST_PROXY=10.0.0.0/8), or leave it unset when no proxy is in front.',
    );
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS)
    throw new Error(
      'Invalid configuration:\n' +
        `  HEADERS_TIMEOUT_SECONDS (${env.HEADERS_TIMEOUT_SECONDS}) must be at most REQUEST_TIMEOUT_SECONDS ` +
        `(${env.REQUEST_TIMEOUT_SECONDS}): the headers are part of the request.`,
    );
  if (isProduction && env.CHECKOUT_CRASH_POINT)
    throw new Error('Invalid configuration:\n  CHECKOUT_CRASH_POINT: a test seam, never set in production.');
  // issue 36 (3): a production server never takes test payments by accident: "test" must be said there
  if (
    isProduction &&
    options.takesPayments !== false &&
    (source.PAYMENT_PROVIDER === undefined || source.PAYMENT_PROVIDER === '')
  ) {
    throw new Error(
      'Invalid configuration:\n' +
        '  PAYMENT_PROVIDER: required in production (NODE_ENV=production). Set PAYMENT_PROVIDER=stripe with its\n' +
        '  keys to take card payments, or PAYMENT_PROVIDER=test to run the embedded test processor, which takes\n' +
        '  no money (card 4242 4242 4242 4242 "pays"): for a demo only.',
    );
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new Error(
        'Invalid configuration:\n' +
          `  PAYMENT_PROVIDER=stripe needs ${missing.join(', ')} (from the Stripe dashboard: API keys, and the\n` +
          '  signing secret of the webhook endpoint /api/stripe/webhook). PAYMENT_PROVIDER=test runs the embedded\n' +
          '  test processor instead, which takes no money.',
      );
  }
  if (env.SMS_PROVIDER === 'twilio') {
    const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((name) => !env[name]);
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required with SMS_PROVIDER=twilio`).join('\n')}`,
      );
  }
  // decision 0506: in production every e-mailed link comes from PUBLIC_URL, never from a request's Host
  if (isProduction && options.sendsLinks !== false && !env.PUBLIC_URL)
    throw new Error(
      'Invalid configuration:\n' +
        '  PUBLIC_URL: required in production (NODE_ENV=production). It is the origin every link in an e-mail,\n' +
        '  a text message or a wallet card points to (PUBLIC_URL=https://pets.example.org); production never\n' +
        '  builds a link from the Host header a request names.',
    );
  // decision 0109: staff must enrol a second factor, and without the key none can be stored
  if (isProduction && options.checksSecondFactors !== false && !env.SECOND_FACTOR_KEY)
    throw new Error(SECOND_FACTOR_KEY_REQUIRED);
  return { ...env, isProduction, demoData };
}

/** Why a production configuration without SECOND_FACTOR_KEY is refused (loadConfig, and secondFactorKey). */
export const SECOND_FACTOR_KEY_REQUIRED =
  'Invalid configuration:\n' +
  '  SECOND_FACTOR_KEY: required in production (NODE_ENV=production) for second factors. It encrypts the\n' +
  '  authenticator apps’ secrets: 32 random bytes in base64 (openssl rand -base64 32), kept like a password,\n' +
  '  backed up with the database and never changed (a new key makes every enrolled app and recovery code unusable).';
