// Writes the accessibility statement's figures (docs/accessibility/last-run.json, decision 0019) from
// the run's own results, and only when the whole end-to-end suite ran and passed: a single spec file, a
// --grep, a shard or a failure leaves the committed figures as they are.
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

type Scan = { path: string; rules: string[]; violations: number };

export const FIGURES_FILE = join(
  dirname(new URL(import.meta.url).pathname),
  '..',
  'docs',
  'accessibility',
  'last-run.json',
);

export default class AccessibilityFiguresReporter implements Reporter {
  private readonly outputFile: string;
  private config: FullConfig | undefined;
  private suite: Suite | undefined;
  private readonly results = new Map<string, { test: TestCase; result: TestResult }>();

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? FIGURES_FILE;
  }

  onBegin(config: FullConfig, suite: Suite) {
    this.config = config;
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.results.set(test.id, { test, result }); // a retry replaces the earlier attempt
  }

  onEnd(result: Pick<FullResult, 'status'>) {
    const why = this.whyNotWhole(result);
    if (why) {
      console.log(`accessibility figures: ${this.outputFile} left as it is (${why})`);
      return;
    }
    const scans: Scan[] = [];
    let keyboardJourneys = 0;
    let passedTests = 0;
    for (const { test, result: testResult } of this.results.values()) {
      if (testResult.status === 'passed') passedTests += 1;
      const annotations = testResult.annotations ?? test.annotations;
      for (const annotation of annotations) {
        if (annotation.type === 'axe-scan' && annotation.description) scans.push(JSON.parse(annotation.description));
      }
      const byKeyboard = annotations.some((annotation) => annotation.type === 'keyboard-journey');
      if (byKeyboard || /keyboard/i.test(test.title)) keyboardJourneys += 1;
    }
    const figures = {
      date: new Date().toISOString().slice(0, 10),
      passedTests,
      axeScans: scans.length,
      distinctPages: new Set(scans.map((scan) => scan.path.replace(/\/+$/, '') || '/')).size,
      rulesChecked: new Set(scans.flatMap((scan) => scan.rules)).size,
      checks: scans.reduce((sum, scan) => sum + scan.rules.length, 0),
      violations: scans.reduce((sum, scan) => sum + scan.violations, 0),
      keyboardJourneys,
    };
    writeFileSync(this.outputFile, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`accessibility figures: wrote ${this.outputFile} (${figures.axeScans} axe scans, commit it)`);
  }

  /** Why this run does not speak for the whole suite, or null when it does. */
  private whyNotWhole(result: Pick<FullResult, 'status'>): string | null {
    if (result.status !== 'passed') return `the run ${result.status}`;
    if (!this.config || !this.suite) return 'no suite';
    if (this.config.shard) return 'a shard';
    for (const project of this.config.projects) {
      if (String(project.grep) !== String(/.*/) || project.grepInvert) return 'a --grep filter';
    }
    const tests = this.suite.allTests();
    if (tests.some((test) => test.expectedStatus === 'skipped' && !this.results.has(test.id))) return 'tests left out';
    if (this.results.size !== tests.length) return 'not every test ran';
    const testDir = this.config.projects[0]?.testDir;
    if (!testDir) return 'no test directory';
    const ran = new Set(tests.map((test) => basename(test.location.file)));
    const missing = readdirSync(testDir).filter((file) => file.endsWith('.spec.ts') && !ran.has(file));
    if (missing.length > 0) return `not the whole suite: ${missing.length} spec file(s) not run`;
    return null;
  }
}
