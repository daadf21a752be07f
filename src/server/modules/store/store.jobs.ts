// The store's background jobs; each crontab entry runs once across servers.
import type { AppServices } from '../../app-services.js';
import type { JobDefinition } from '../../shared/jobs.js';
import { reconcilePayments } from './payment-settlement.js';
import { renewDueSubscriptions } from './renewal.service.js';

/** smart tracker renewals (decision 0404): every hour at minute 7 */
export const RENEW_TASK = 'renew-subscriptions';
export const RENEW_CRONTAB = `7 * * * * ${RENEW_TASK}`;
/** the payments' reconciler (decision 0407): every minute */
export const RECONCILE_TASK = 'reconcile-payments';
export const RECONCILE_CRONTAB = `* * * * * ${RECONCILE_TASK}`;

export const STORE_JOBS: readonly JobDefinition<AppServices>[] = [
  {
    task: RENEW_TASK,
    crontab: RENEW_CRONTAB,
    handler: (services) => async () => {
      const counts = await renewDueSubscriptions(services, { input: {} });
      if (counts.renewed || counts.failed) services.log.info(counts, 'smart tracker renewals');
    },
  },
  {
    // captures what committed orders name, releases what no order keeps
    task: RECONCILE_TASK,
    crontab: RECONCILE_CRONTAB,
    handler: (services) => async () => {
      const counts = await reconcilePayments(services, { input: {} });
      if (counts.captured || counts.released || counts.failed) services.log.warn(counts, 'payments reconciled');
    },
  },
];
