import { describe, expect, it } from 'vitest';
import { emailQueueCheck } from './email-queue-check.js';

const now = new Date('2026-12-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('the e-mail queue check', () => {
  it('passes with nothing waiting, or with a message younger than the warning age', () => {
    expect(emailQueueCheck({ queued: 0, oldestQueuedAt: null, failed: 0 }, now)).toMatchObject({
      name: 'email-queue',
      status: 'pass',
      detail: 'no e-mail waiting',
    });
    expect(emailQueueCheck({ queued: 2, oldestQueuedAt: minutesAgo(1), failed: 0 }, now)).toMatchObject({
      status: 'pass',
      detail: '2 e-mails waiting, the oldest for 1 min',
    });
  });

  it('warns past the warning age and fails past the failing age', () => {
    expect(emailQueueCheck({ queued: 1, oldestQueuedAt: minutesAgo(15), failed: 0 }, now)).toMatchObject({
      status: 'warn',
      detail: '1 e-mail waiting, the oldest for 15 min',
      fix: expect.stringMatching(/does not drain/),
    });
    expect(emailQueueCheck({ queued: 30, oldestQueuedAt: minutesAgo(125), failed: 0 }, now)).toMatchObject({
      status: 'fail',
      detail: '30 e-mails waiting, the oldest for 2 h 5 min',
    });
  });

  it('takes its ages as a parameter', () => {
    const limits = { warnAfterMinutes: 1, failAfterMinutes: 2 };
    expect(emailQueueCheck({ queued: 1, oldestQueuedAt: minutesAgo(3), failed: 0 }, now, limits).status).toBe('fail');
  });

  it('warns of failed e-mails, and keeps the worse status with a stuck queue', () => {
    expect(emailQueueCheck({ queued: 0, oldestQueuedAt: null, failed: 3 }, now)).toMatchObject({
      status: 'warn',
      detail: 'no e-mail waiting; 3 failed after their last try in 24 h',
    });
    expect(emailQueueCheck({ queued: 1, oldestQueuedAt: minutesAgo(90), failed: 3 }, now).status).toBe('fail');
  });
});
