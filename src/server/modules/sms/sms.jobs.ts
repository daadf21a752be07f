// The SMS module's background job: delivering sms_outbox rows, one queued row per job (enqueueSms;
// decision 0502).
import type { AppServices } from '../../app-services.js';
import type { JobDefinition } from '../../shared/jobs.js';
import { createSendSmsTask } from './sms-worker.js';
import { SEND_SMS_TASK } from './sms-task.js';

export const SMS_JOBS: readonly JobDefinition<AppServices>[] = [
  {
    task: SEND_SMS_TASK,
    handler: (services) =>
      createSendSmsTask({
        db: services.db,
        provider: services.smsProvider,
        log: services.log.child({ module: 'sms' }),
      }),
  },
];
