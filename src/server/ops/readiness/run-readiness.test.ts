import { describe, expect, it } from 'vitest';
import { notReady, pass } from './readiness-check.js';
import { reportReadinessAtStart } from './run-readiness.js';

describe('the readiness checks at a production start', () => {
  const said = () => {
    const warnings: Array<[object, string]> = [];
    const stderr: string[] = [];
    return {
      warnings,
      stderr,
      out: {
        log: { warn: (details: object, message: string) => warnings.push([details, message]) },
        stderr: (text: string) => stderr.push(text),
      },
    };
  };

  it('logs each warn and fail line, and repeats the failures loudly on stderr', () => {
    const { warnings, stderr, out } = said();
    reportReadinessAtStart(
      [
        pass('smtp', 'fine'),
        notReady('sms', 'warn', 'outbox', 'set twilio'),
        notReady('migrations', 'fail', '1 pending', 'start once'),
      ],
      out,
    );
    expect(warnings).toEqual([
      [{ readiness: 'sms', status: 'warn' }, 'readiness: WARN  sms         outbox     → set twilio'],
      [{ readiness: 'migrations', status: 'fail' }, 'readiness: FAIL  migrations  1 pending  → start once'],
    ]);
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(
      /!!!!!\n!! NOT READY FOR PRODUCTION .*\n!! FAIL {2}migrations {2}1 pending {2}→ start once\n!!!!!/,
    );
  });

  it('says nothing when every check passes, and nothing on stderr for warnings alone', () => {
    const all = said();
    reportReadinessAtStart([pass('smtp', 'fine')], all.out);
    expect(all.warnings).toEqual([]);
    const warned = said();
    reportReadinessAtStart([notReady('sms', 'warn', 'outbox', 'set twilio')], warned.out);
    expect(warned.warnings).toHaveLength(1);
    expect(warned.stderr).toEqual([]);
  });
});
