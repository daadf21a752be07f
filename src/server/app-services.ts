// Everything a use case depends on, built once per app (createAppServices in api/create-app-services.ts:
// main.ts, scripts and the test app build it the same way) and passed as the first argument of every use
// case. No module keeps a dependency of its own. This file names only types from below the modules, so
// the modules and the GraphQL kit can all import it (docs/ARCHITECTURE.md: the server's floors).
import type { Logger } from 'pino';
import type { DbOrTx } from './db/client.js';
import type { Config } from './env.js';
import type { AddressProvider } from './integrations/address/address-provider.js';
import type { MailTransport } from './integrations/email/mail-transport.js';
import type { MapsProvider } from './integrations/maps/maps-provider.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import type { SmsProvider } from './integrations/sms/sms-provider.js';
import type { BasketLineKind } from './shared/basket-line-kind.js';
import type { JurisdictionLookup } from './shared/jurisdiction-lookup.js';
import type { ImageCodec } from './shared/uploads/image-codec.js';

export type AppServices = {
  config: Config;
  /** the database, or the caller's transaction (see withDb) */
  db: DbOrTx;
  /** cached jurisdictions (they change rarely and every request needs one) */
  jurisdictions: JurisdictionLookup;
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
 * The same services writing through `db`, typically the caller's transaction: a use case of another
 * module called with them joins that transaction (sign-up links the owner record and queues the welcome
 * e-mail in the transaction that creates the account).
 */
export function withDb(services: AppServices, db: DbOrTx): AppServices {
  return { ...services, db };
}
