import { describe, expect, it } from 'vitest';
import { crontabOf } from '../shared/jobs.js';
import { JOBS } from './jobs.js';

describe('the jobs registry', () => {
  it('lists every task of the queue once', () => {
    const tasks = JOBS.map((job) => job.task);
    expect(new Set(tasks).size).toBe(tasks.length);
    expect([...tasks].sort()).toEqual([
      'prune-rate-limits',
      'reconcile-payments',
      'renew-subscriptions',
      'send-email',
      'send-license-reminders',
      'send-sms',
    ]);
  });

  it('schedules the recurring ones, each line naming its own task', () => {
    for (const job of JOBS) if (job.crontab) expect(job.crontab.split(' ')[5]).toBe(job.task);
    expect(crontabOf(JOBS).split('\n').sort()).toEqual([
      '* * * * * reconcile-payments',
      '0 16 * * * send-license-reminders ?fill=2d',
      '37 * * * * prune-rate-limits',
      '7 * * * * renew-subscriptions',
    ]);
  });
});
