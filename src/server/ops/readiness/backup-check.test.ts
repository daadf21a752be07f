import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupCheck, newestBackup } from './backup-check.js';

const now = new Date('2026-12-03T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const found = (hours: number, size = 100) =>
  ({ kind: 'found', file: 'pawport-2026-12-03.json', modifiedAt: hoursAgo(hours), size }) as const;

describe('the backup check', () => {
  it('is not checked without BACKUP_DIR, and says so', () => {
    expect(backupCheck(undefined, undefined, now)).toMatchObject({
      name: 'backup',
      status: 'pass',
      detail: expect.stringMatching(/not checked: BACKUP_DIR is not set/),
    });
  });

  it('passes a recent backup, warns of one over a day old, fails one over a week old', () => {
    expect(backupCheck('/backups', found(3), now)).toMatchObject({
      status: 'pass',
      detail: 'pawport-2026-12-03.json, 3 h old',
    });
    expect(backupCheck('/backups', found(30), now)).toMatchObject({
      status: 'warn',
      fix: expect.stringMatching(/db:backup/),
    });
    expect(backupCheck('/backups', found(8 * 24), now)).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/8 days old/),
    });
  });

  it('fails a folder it cannot read, one without a backup, and an empty newest backup', () => {
    expect(backupCheck('/backups', { kind: 'unreadable', error: 'ENOENT' }, now).status).toBe('fail');
    expect(backupCheck('/backups', { kind: 'none' }, now)).toMatchObject({
      status: 'fail',
      detail: 'no backup (*.json) in /backups',
    });
    expect(backupCheck('/backups', found(1, 0), now)).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/is empty/),
    });
  });

  describe('the newest backup of a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pawport-backups-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is the newest *.json or *.json.gz by modification time, other files ignored', async () => {
      expect(await newestBackup(dir)).toEqual({ kind: 'none' });
      const write = (name: string, when: Date) => {
        writeFileSync(join(dir, name), '{"tables":[]}');
        utimesSync(join(dir, name), when, when);
      };
      write('pawport-2026-12-01.json', hoursAgo(50));
      write('pawport-2026-12-02.json.gz', hoursAgo(26));
      write('notes.txt', hoursAgo(1));
      expect(await newestBackup(dir)).toMatchObject({ kind: 'found', file: 'pawport-2026-12-02.json.gz', size: 13 });
      expect((await newestBackup(join(dir, 'missing'))).kind).toBe('unreadable');
    });
  });
});
