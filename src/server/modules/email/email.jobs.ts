// The e-mail module's background job: delivering the outbox, one queued row per job (enqueueEmail).
import type { AppServices } from '../../app-services.js';
import type { JobDefinition } from '../../shared/jobs.js';
import { createSendEmailTask } from './email-worker.js';
import { SEND_EMAIL_TASK } from './email-task.js';

export const EMAIL_JOBS: readonly JobDefinition<AppServices>[] = [
  {
    task: SEND_EMAIL_TASK,
    handler: (services) =>
      createSendEmailTask({
        db: services.db,
        transport: services.mailTransport,
        log: services.log.child({ module: 'email' }),
      }),
  },
];
