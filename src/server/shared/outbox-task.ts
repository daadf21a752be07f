// The graphile-worker task of an outbox (e-mail, SMS): its job's payload names one outbox row, which
// `deliver` sends; a payload that names none is logged and dropped (a retry would not mend it).
import type { Task } from 'graphile-worker';
import type { z } from 'zod';

/** Which try this is; graphile-worker counts from 1. */
export type DeliveryAttempt = { attempt: number; maxAttempts: number };

export function outboxTask<Payload>(
  log: { error: (details: object, message: string) => void },
  what: string,
  payloadSchema: z.ZodType<Payload>,
  deliver: (payload: Payload, attempt: DeliveryAttempt) => Promise<unknown>,
): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      log.error({ jobId: helpers.job.id }, `${what} job with an invalid payload: dropped`);
      return;
    }
    await deliver(parsed.data, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
  };
}
