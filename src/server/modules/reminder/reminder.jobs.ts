// The daily licence and rabies reminders (decision 0502): 16:00 UTC, with a two-day backfill.
import type { AppServices } from '../../app-services.js';
import type { JobDefinition } from '../../shared/jobs.js';
import { sendDueReminders } from './reminder.service.js';

export const REMINDER_TASK = 'send-license-reminders';
export const REMINDER_CRONTAB = `0 16 * * * ${REMINDER_TASK} ?fill=2d`;

export const REMINDER_JOBS: readonly JobDefinition<AppServices>[] = [
  {
    task: REMINDER_TASK,
    crontab: REMINDER_CRONTAB,
    handler: (services) => async () => {
      const counts = await sendDueReminders(services, { input: {} });
      services.log.info(counts, 'licence reminders');
    },
  },
];
