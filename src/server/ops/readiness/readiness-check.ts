// What one readiness check answers (issue 41: 4, decision 0029), and the aligned lines `npm run doctor` prints.

export type ReadinessStatus = 'pass' | 'warn' | 'fail';

/** One check's answer: its name, how it went, what it saw, and what to do (empty when nothing is). */
export type ReadinessCheck = { name: string; status: ReadinessStatus; detail: string; fix: string };

/** A check that passed: nothing to do. */
export const pass = (name: string, detail: string): ReadinessCheck => ({ name, status: 'pass', detail, fix: '' });

/** A check that warns or fails, with what to do about it. */
export const notReady = (name: string, status: 'warn' | 'fail', detail: string, fix: string): ReadinessCheck => ({
  name,
  status,
  detail,
  fix,
});

const STATUS_ORDER: Record<ReadinessStatus, number> = { pass: 0, warn: 1, fail: 2 };

/** The worse of two statuses. */
export function worse(a: ReadinessStatus, b: ReadinessStatus): ReadinessStatus {
  return STATUS_ORDER[b] > STATUS_ORDER[a] ? b : a;
}

/** "3 h 5 min", "12 min", "40 s": an age as an operator reads it. */
export function formatAge(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** Whether any check failed (the doctor then exits 1). */
export const anyFailed = (checks: readonly ReadinessCheck[]) => checks.some((check) => check.status === 'fail');

/** The widest the detail column is padded to: a longer detail runs on, not every line with it. */
const DETAIL_COLUMN_MAX = 72;

/** One line a check, its columns aligned across the lines: PASS/WARN/FAIL, name, detail, then what to do. */
export function readinessLines(checks: readonly ReadinessCheck[]): string[] {
  const nameWidth = Math.max(0, ...checks.map((check) => check.name.length));
  const detailWidth = Math.min(
    DETAIL_COLUMN_MAX,
    Math.max(0, ...checks.filter((check) => check.fix).map((check) => check.detail.length)),
  );
  return checks.map((check) => {
    const head = `${check.status.toUpperCase()}  ${check.name.padEnd(nameWidth)}  `;
    return check.fix ? `${head}${check.detail.padEnd(detailWidth)}  → ${check.fix}` : `${head}${check.detail}`;
  });
}
