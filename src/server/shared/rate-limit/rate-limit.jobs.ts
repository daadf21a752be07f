// issue 37 (11): the ended rate-limit windows are dropped hourly, so rate_limits does not grow for ever.
import type { JobDefinition, QueueLog } from '../jobs.js';
import {
  PRUNE_RATE_LIMITS_CRONTAB,
  PRUNE_RATE_LIMITS_TASK,
  pruneRateLimits,
  type RateLimitServices,
} from './rate-limit.js';

export const RATE_LIMIT_JOBS: readonly JobDefinition<RateLimitServices & { log: QueueLog }>[] = [
  {
    task: PRUNE_RATE_LIMITS_TASK,
    crontab: PRUNE_RATE_LIMITS_CRONTAB,
    handler: (services) => async () => {
      const { deleted } = await pruneRateLimits(services);
      if (deleted) services.log.info({ deleted }, 'rate-limit windows pruned');
    },
  },
];
