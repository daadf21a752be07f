// The reporter that writes the accessibility statement's figures (decision 0019): only a whole passing
// suite writes them, and they are added up from the annotations expectAccessible and tabTo leave.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import AccessibilityFiguresReporter from '../e2e/accessibility-figures-reporter.js';

const scan = (path: string, rules: string[]) => ({
  type: 'axe-scan',
  description: JSON.stringify({ path, rules, violations: 0 }),
});

function fakeRun(specFiles: string[], ranFiles: string[], grep = /.*/) {
  const testDir = mkdtempSync(join(tmpdir(), 'figures-'));
  for (const file of specFiles) writeFileSync(join(testDir, file), '');
  const tests = ranFiles.map(
    (file, index) =>
      ({
        id: `t${index}`,
        title: index === 1 ? 'by keyboard: a journey' : 'a journey',
        expectedStatus: 'passed',
        annotations: [],
        location: { file: join(testDir, file), line: 1, column: 1 },
      }) as unknown as TestCase,
  );
  const config = { shard: null, projects: [{ testDir, grep, grepInvert: null }] } as unknown as FullConfig;
  const suite = { allTests: () => tests } as unknown as Suite;
  return { testDir, tests, config, suite };
}

function result(annotations: Array<{ type: string; description?: string }>) {
  return { status: 'passed', annotations } as unknown as TestResult;
}

describe('AccessibilityFiguresReporter', () => {
  it('writes the figures of a whole passing suite', () => {
    const { testDir, tests, config, suite } = fakeRun(['a.spec.ts', 'b.spec.ts'], ['a.spec.ts', 'b.spec.ts']);
    const outputFile = join(testDir, 'last-run.json');
    const reporter = new AccessibilityFiguresReporter({ outputFile });
    reporter.onBegin(config, suite);
    reporter.onTestEnd(tests[0] as TestCase, result([scan('/en_US/', ['a', 'b']), scan('/en_US/login', ['a', 'c'])]));
    reporter.onTestEnd(
      tests[1] as TestCase,
      result([scan('/en_US/', ['a']), { type: 'keyboard-journey' }, { type: 'keyboard-journey' }]),
    );
    reporter.onEnd({ status: 'passed' });
    const figures = JSON.parse(readFileSync(outputFile, 'utf8'));
    expect(figures).toMatchObject({
      passedTests: 2,
      axeScans: 3,
      distinctPages: 2,
      rulesChecked: 3,
      checks: 5,
      violations: 0,
      keyboardJourneys: 1,
    });
    expect(figures.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['a failed run', ['a.spec.ts'], ['a.spec.ts'], /.*/, 'failed'],
    ['one spec file of two', ['a.spec.ts', 'b.spec.ts'], ['a.spec.ts'], /.*/, 'passed'],
    ['a --grep', ['a.spec.ts'], ['a.spec.ts'], /journey/, 'passed'],
  ] as const)('writes nothing for %s', (_name, specFiles, ranFiles, grep, status) => {
    const { testDir, tests, config, suite } = fakeRun([...specFiles], [...ranFiles], grep);
    const outputFile = join(testDir, 'last-run.json');
    const reporter = new AccessibilityFiguresReporter({ outputFile });
    reporter.onBegin(config, suite);
    for (const test of tests) reporter.onTestEnd(test, result([scan('/en_US/', ['a'])]));
    reporter.onEnd({ status });
    expect(existsSync(outputFile)).toBe(false);
  });
});
