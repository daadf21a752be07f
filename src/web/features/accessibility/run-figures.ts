// The figures of the last complete end-to-end run (docs/accessibility/last-run.json, written by
// e2e/accessibility-figures-reporter.ts when the whole suite passes; decision 0019), read defensively:
// the statement shows them only when every one is there.

export type RunFigures = {
  /** YYYY-MM-DD, UTC */
  date: string;
  passedTests: number;
  axeScans: number;
  distinctPages: number;
  /** distinct axe rules that ran */
  rulesChecked: number;
  /** rule evaluations: for every scan, the rules that applied to the page */
  checks: number;
  violations: number;
  keyboardJourneys: number;
};

const COUNTS = [
  'passedTests',
  'axeScans',
  'distinctPages',
  'rulesChecked',
  'checks',
  'violations',
  'keyboardJourneys',
] as const;

/** The figures, or null when the file holds no complete run (a fresh repository, a hand-edited file). */
export function runFigures(json: unknown): RunFigures | null {
  if (!json || typeof json !== 'object') return null;
  const record = json as Record<string, unknown>;
  const date = record.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return null;
  const figures: Partial<RunFigures> = { date };
  for (const key of COUNTS) {
    const value = record[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return null;
    figures[key] = value;
  }
  return figures as RunFigures;
}
