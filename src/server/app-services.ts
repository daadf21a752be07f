// Everything a use case depends on, built once per app (main.ts, scripts and the test app build it the
// same way) and passed as the first argument of every use case. No module keeps a dependency of its own.
import type { Logger } from 'pino';
import type { DbOrTx } from './db/client.js';
import type { Config } from './env.js';
import type { AddressProvider } from './integrations/address/address-provider.js';
import { createAddressProvider } from './integrations/address/create-address-provider.js';
import { createMailTransport } from './integrations/email/create-mail-transport.js';
import type { MailTransport } from './integrations/email/mail-transport.js';
import { createMapsProvider } from './integrations/maps/create-maps-provider.js';
import type { MapsProvider } from './integrations/maps/maps-provider.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import { createStripeProvider } from './integrations/payments/stripe-provider.js';
import { createTestProcessor } from './integrations/payments/test-processor.js';
import { createSmsProvider } from './integrations/sms/create-sms-provider.js';
import type { SmsProvider } from './integrations/sms/sms-provider.js';
import { createLogger } from './shared/logger.js';
import { JurisdictionDirectory } from './modules/jurisdiction/jurisdiction-directory.js';
import type { BasketLineKind } from './modules/store/basket-line-kind.js';
import { ImageCodec } from './shared/uploads/image-codec.js';

export type AppServices = {
  config: Config;
  /** the database, or the caller's transaction (see withDb) */
  db: DbOrTx;
  /** cached jurisdictions (they change rarely and every request needs one) */
  jurisdictions: JurisdictionDirectory;
  /** address search (spec §7.3): the embedded gazetteer or Loqate, from ADDRESS_PROVIDER */
  addressProvider: AddressProvider;
  /** geocoding of home addresses (spec §7.3): embedded centroids or Google, from MAPS_PROVIDER */
  mapsProvider: MapsProvider;
  /** card payments (spec §7.3): the embedded test processor (decision 0403), or Stripe (decision 0405), from PAYMENT_PROVIDER */
  payments: PaymentProvider;
  /** RATE_LIMIT_SCALE: multiplies every per-IP limit (1 in production) */
  rateLimitScale: number;
  /** how the e-mail worker delivers outbox rows: SMTP from SMTP_URL, else the outbox only */
  mailTransport: MailTransport;
  /** how the SMS worker delivers sms_outbox rows: Twilio from SMS_PROVIDER=twilio, else the outbox only */
  smsProvider: SmsProvider;
  /** the process's logger (logger.ts: secrets redacted); the app's request log is a child of it */
  log: Logger;
  /** decoding and encoding of uploaded images, bounded and off the event loop (decision 0210) */
  imageCodec: ImageCodec;
  /** the clock use cases read ("today" in a jurisdiction, lockouts); tests may fix it */
  now: () => Date;
  /**
   * what the basket sells besides merchandise (decision 0409): each concept's line kind, given by the
   * composition roots (BASKET_LINE_KINDS, app-services/basket-line-kinds.ts), so the store imports none
   */
  basketLineKinds: readonly BasketLineKind<AppServices>[];
};

/**
 * PAYMENT_PROVIDER: Stripe with its keys (loadConfig refuses it without them), else the embedded test
 * processor, whose ledger is written on `ledgerDb` (Database.independentDb: never the request pool, never a
 * checkout's transaction; decision 0407).
 */
export function createPaymentProvider(config: Config, ledgerDb: DbOrTx): PaymentProvider {
  if (config.PAYMENT_PROVIDER !== 'stripe') return createTestProcessor(ledgerDb);
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY ?? '',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: config.STRIPE_API_URL,
  });
}

/**
 * The services of a configuration; `overrides` replaces any of them (tests: a fake provider, a fixed clock)
 * and names the basket's line kinds (they import the modules, which import this file).
 */
export function createAppServices(
  config: Config,
  db: DbOrTx,
  overrides: Partial<AppServices> & Pick<AppServices, 'basketLineKinds'>,
): AppServices {
  return {
    config,
    db,
    jurisdictions: overrides.jurisdictions ?? new JurisdictionDirectory(db, config),
    addressProvider:
      overrides.addressProvider ??
      createAddressProvider({
        provider: config.ADDRESS_PROVIDER,
        loqateKey: config.LOQATE_KEY,
        loqateBaseUrl: config.LOQATE_BASE_URL,
      }),
    mapsProvider:
      overrides.mapsProvider ??
      createMapsProvider({
        provider: config.MAPS_PROVIDER,
        googleKey: config.GOOGLE_MAPS_KEY,
        googleBaseUrl: config.GOOGLE_MAPS_BASE_URL,
      }),
    payments: overrides.payments ?? createPaymentProvider(config, db),
    rateLimitScale: config.RATE_LIMIT_SCALE,
    mailTransport: overrides.mailTransport ?? createMailTransport({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM }),
    smsProvider:
      overrides.smsProvider ??
      createSmsProvider({
        provider: config.SMS_PROVIDER,
        twilioAccountSid: config.TWILIO_ACCOUNT_SID,
        twilioAuthToken: config.TWILIO_AUTH_TOKEN,
        twilioFrom: config.TWILIO_FROM,
        twilioApiUrl: config.TWILIO_API_URL,
      }),
    log: createLogger(config),
    imageCodec: overrides.imageCodec ?? new ImageCodec(),
    now: () => new Date(),
    ...overrides,
  };
}

/**
 * The same services writing through `db`, typically the caller's transaction: a use case of another
 * module called with them joins that transaction (sign-up links the owner record and queues the welcome
 * e-mail in the transaction that creates the account).
 */
export function withDb(services: AppServices, db: DbOrTx): AppServices {
  return { ...services, db };
}
