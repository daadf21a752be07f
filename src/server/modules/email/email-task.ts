// The e-mail delivery job's name and retries: the enqueue code (email.service.ts) and the job list
// (email.jobs.ts) both read them, so they live apart from either.

/** graphile-worker task that delivers one outbox row */
export const SEND_EMAIL_TASK = 'send-email';
/** graphile-worker waits exp(attempt) seconds after each failure: ten tries span about 3.5 hours */
export const EMAIL_MAX_ATTEMPTS = 10;
