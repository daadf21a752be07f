// Whether a recent backup exists (issue 41: 4), when BACKUP_DIR names the folder `npm run db:backup -- <file.json>`
// writes to: its newest backup file, by modification time. Without BACKUP_DIR nothing is known (a managed
// PostgreSQL may keep its own backups), and the line says so.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatAge, notReady, pass, type ReadinessCheck } from './readiness-check.js';

/** A backup file as scripts/db-backup.ts writes it (JSON), or compressed afterwards. */
export const BACKUP_FILE = /\.json(\.gz)?$/;

/** How old the newest backup may be: a daily backup with slack, then a week. */
export const BACKUP_LIMITS = { warnAfterHours: 26, failAfterHours: 7 * 24 };

/** What BACKUP_DIR holds: the newest backup file, none, or why the folder could not be read. */
export type NewestBackup =
  | { kind: 'found'; file: string; modifiedAt: Date; size: number }
  | { kind: 'none' }
  | { kind: 'unreadable'; error: string };

/** The newest backup file of a folder, by modification time. */
export async function newestBackup(dir: string): Promise<NewestBackup> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    return { kind: 'unreadable', error: (error as Error).message };
  }
  let newest: NewestBackup = { kind: 'none' };
  for (const file of names.filter((name) => BACKUP_FILE.test(name))) {
    const info = await stat(join(dir, file)).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (newest.kind !== 'found' || info.mtime > newest.modifiedAt)
      newest = { kind: 'found', file, modifiedAt: info.mtime, size: info.size };
  }
  return newest;
}

const MAKE_ONE = 'npm run db:backup -- "$BACKUP_DIR/pawport-$(date +%F).json", daily (cron or a systemd timer)';

/** The backup line: not checked without BACKUP_DIR; else how old its newest backup is. */
export function backupCheck(
  backupDir: string | undefined,
  newest: NewestBackup | undefined,
  now: Date,
  limits: { warnAfterHours: number; failAfterHours: number } = BACKUP_LIMITS,
): ReadinessCheck {
  if (!backupDir || !newest)
    return pass('backup', 'not checked: BACKUP_DIR is not set (set it to where npm run db:backup writes)');
  if (newest.kind === 'unreadable')
    return notReady(
      'backup',
      'fail',
      `BACKUP_DIR=${backupDir} cannot be read: ${newest.error}`,
      'create it, or point BACKUP_DIR at the backups',
    );
  if (newest.kind === 'none') return notReady('backup', 'fail', `no backup (*.json) in ${backupDir}`, MAKE_ONE);
  if (newest.size === 0)
    return notReady(
      'backup',
      'fail',
      `the newest backup, ${newest.file}, is empty`,
      `see why the last backup failed; ${MAKE_ONE}`,
    );
  const age = now.getTime() - newest.modifiedAt.getTime();
  const hours = age / 3_600_000;
  const detail = `${newest.file}, ${formatAge(age)} old`;
  if (hours >= limits.failAfterHours) return notReady('backup', 'fail', detail, MAKE_ONE);
  if (hours >= limits.warnAfterHours) return notReady('backup', 'warn', detail, MAKE_ONE);
  return pass('backup', detail);
}
