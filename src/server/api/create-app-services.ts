// The composition of AppServices (app-services.ts): each service from the configuration, the basket's
// line kinds from the modules that sell them (basket-line-kinds.ts). main.ts, the scripts and the test app
// build their services here, so they are built the same way everywhere.
import type { AppServices } from '../app-services.js';
import type { DbOrTx } from '../db/client.js';
import type { Config } from '../env.js';
import { createAddressProvider } from '../integrations/address/create-address-provider.js';
import { createMailTransport } from '../integrations/email/create-mail-transport.js';
import { createMapsProvider } from '../integrations/maps/create-maps-provider.js';
import type { PaymentProvider } from '../integrations/payments/payment-provider.js';
import { createStripeProvider } from '../integrations/payments/stripe-provider.js';
import { createTestProcessor } from '../integrations/payments/test-processor.js';
import { createSmsProvider } from '../integrations/sms/create-sms-provider.js';
import { JurisdictionDirectory } from '../modules/jurisdiction/jurisdiction-directory.js';
import { testProcessorStore } from '../modules/store/payment.functions.js';
import { createLogger } from '../shared/logger.js';
import { ImageCodec } from '../shared/uploads/image-codec.js';

/**
 * PAYMENT_PROVIDER: Stripe with its keys (loadConfig refuses it without them), else the embedded test
 * processor, whose ledger is written on `ledgerDb` (Database.independentDb: never the request pool, never a
 * checkout's transaction; decision 0407).
 */
export function createPaymentProvider(config: Config, ledgerDb: DbOrTx): PaymentProvider {
  if (config.PAYMENT_PROVIDER !== 'stripe') return createTestProcessor(ledgerDb, testProcessorStore);
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
