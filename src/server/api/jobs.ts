// Every concept's background jobs, the one list the queue runs (main.ts): a concept adds a job in its
// `<concept>.jobs.ts` and one line here, and neither the queue nor main.ts changes.
import type { AppServices } from '../app-services.js';
import { EMAIL_JOBS } from '../modules/email/email.jobs.js';
import { REMINDER_JOBS } from '../modules/reminder/reminder.jobs.js';
import { SMS_JOBS } from '../modules/sms/sms.jobs.js';
import { STORE_JOBS } from '../modules/store/store.jobs.js';
import type { JobDefinition } from '../shared/jobs.js';
import { RATE_LIMIT_JOBS } from '../shared/rate-limit/rate-limit.jobs.js';

export const JOBS: readonly JobDefinition<AppServices>[] = [
  ...EMAIL_JOBS,
  ...SMS_JOBS,
  ...STORE_JOBS,
  ...REMINDER_JOBS,
  ...RATE_LIMIT_JOBS,
];
