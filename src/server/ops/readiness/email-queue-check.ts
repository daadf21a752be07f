// Whether the e-mail queue drains (issue 41: 4): the outbox's waiting messages and the age of the oldest, from
// the e-mail module's own figures (email.functions.ts emailOutboxBacklog), judged here without I/O.
import { formatAge, notReady, pass, type ReadinessCheck, worse } from './readiness-check.js';

/** The outbox as emailOutboxBacklog reads it. */
export type EmailBacklog = { queued: number; oldestQueuedAt: Date | null; failed: number };

/**
 * How old the oldest waiting e-mail may be. A message is normally sent within seconds; the queue retries a
 * failing server with back-off (decision 0101), so a few minutes is a hiccup and an hour is a server that
 * does not deliver.
 */
export const EMAIL_QUEUE_LIMITS = { warnAfterMinutes: 10, failAfterMinutes: 60 };
/** How far back failed e-mails are counted. */
export const EMAIL_FAILED_WINDOW_HOURS = 24;

/** The e-mail queue line: nothing waiting, or how many wait and for how long, and how many failed lately. */
export function emailQueueCheck(
  backlog: EmailBacklog,
  now: Date,
  limits: { warnAfterMinutes: number; failAfterMinutes: number } = EMAIL_QUEUE_LIMITS,
): ReadinessCheck {
  const parts: string[] = [];
  const fixes: string[] = [];
  let status: 'pass' | 'warn' | 'fail' = 'pass';
  if (backlog.queued === 0) parts.push('no e-mail waiting');
  else {
    const age = backlog.oldestQueuedAt ? now.getTime() - backlog.oldestQueuedAt.getTime() : 0;
    parts.push(`${backlog.queued} e-mail${backlog.queued === 1 ? '' : 's'} waiting, the oldest for ${formatAge(age)}`);
    const minutes = age / 60_000;
    const ageStatus =
      minutes >= limits.failAfterMinutes ? 'fail' : minutes >= limits.warnAfterMinutes ? 'warn' : 'pass';
    if (ageStatus !== 'pass')
      fixes.push(
        "the queue does not drain: check the smtp line, the log's e-mail errors, and that an app server runs (each one delivers)",
      );
    status = worse(status, ageStatus);
  }
  if (backlog.failed > 0) {
    parts.push(`${backlog.failed} failed after their last try in ${EMAIL_FAILED_WINDOW_HOURS} h`);
    fixes.push(
      'the log says why each failed, and each outbox row keeps its last error (a wrong address, a refusing server)',
    );
    status = worse(status, 'warn');
  }
  const detail = parts.join('; ');
  return status === 'pass' ? pass('email-queue', detail) : notReady('email-queue', status, detail, fixes.join('; '));
}
