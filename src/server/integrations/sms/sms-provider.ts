// How the SMS worker hands a text message to the outside world (issue 16 "Beyond the anchors", decision
// 0502): Twilio's Messages API, or the embedded outbox (the sms_outbox row is the delivery, /dev/mailbox
// shows it). Rows are written by the reminder task; the provider only delivers them.

export type OutgoingSms = {
  /** E.164, e.g. +12065550123 */
  to: string;
  body: string;
};

export type SmsSendResult = {
  /** the provider's id of the message (Twilio's SM… sid); null for the embedded outbox */
  providerMessageId: string | null;
};

export interface SmsProvider {
  /** 'twilio' sends over the network; 'outbox' leaves the message in sms_outbox for /dev/mailbox */
  readonly kind: 'twilio' | 'outbox';
  /** Resolves once the provider accepted the message; rejects with SmsProviderError otherwise. */
  send(sms: OutgoingSms): Promise<SmsSendResult>;
}

/**
 * A message the provider did not accept. `permanent` when trying again cannot help (Twilio's 4xx answers
 * other than 429: a number that is not a mobile, an unsubscribed recipient, bad credentials); the worker
 * then marks the row FAILED at once instead of spending its retries.
 */
export class SmsProviderError extends Error {
  override readonly name = 'SmsProviderError';
  readonly permanent: boolean;
  /** the provider's own error code (Twilio: 21211, 21610…) */
  readonly providerCode: string | undefined;
  /** the HTTP status of the answer, when there was one */
  readonly status: number | undefined;

  constructor(
    message: string,
    options: { permanent: boolean; providerCode?: string; status?: number; cause?: unknown } = { permanent: false },
  ) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent;
    this.providerCode = options.providerCode;
    this.status = options.status;
  }
}

/** A ten-digit North American number (how accounts store phones) in E.164. */
export function toE164(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  if (/^1\d{10}$/.test(clean)) return `+${clean}`;
  if (/^\d{10}$/.test(clean)) return `+1${clean}`;
  throw new Error('toE164: not a ten-digit North American number');
}
