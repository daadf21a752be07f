// The text-message delivery job's name and retries: the enqueue code (sms.service.ts) and the job list
// (sms.jobs.ts) both read them, so they live apart from either.

/** graphile-worker task that delivers one sms_outbox row */
export const SEND_SMS_TASK = 'send-sms';
/** exp(attempt) seconds between tries: eight tries span about 50 minutes */
export const SMS_MAX_ATTEMPTS = 8;
