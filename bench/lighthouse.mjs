// P6: Lighthouse 12 (mobile preset, its default) with Debian's Chromium on the public pages and the
// logged-in dashboard of the production server. The dashboard is reached by logging in through the
// API first and passing the session cookie to Lighthouse as an extra header.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const PUBLIC_PAGES = [
  '/en_US/',
  '/en_US/login',
  '/en_US/signup',
  '/en_US/licensing',
  '/en_US/store',
  '/fr_CA/login',
];
export const DASHBOARD = '/en_US/account';
const DEMO_OWNER = { email: 'demo.owner@pawport.example', password: 'Demo-Pawport-2026!' };

/** Logs the demo owner in through the API; returns the Cookie header that carries the session. */
export async function logInCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }',
      variables: DEMO_OWNER,
    }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`log-in failed: ${JSON.stringify(body.errors)}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error('log-in set no cookie');
  return cookies.join('; ');
}

function runOnce(url, extraHeaders) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const outDir = mkdtempSync(join(tmpdir(), 'lh-report-'));
  const output = join(outDir, 'report.json');
  const chromeFlags = ['--headless', ...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`].join(' ');
  const args = [
    '--no-install',
    'lighthouse',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=${chromeFlags}`,
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', () => {
      try {
        const report = JSON.parse(readFileSync(output, 'utf8'));
        resolve({ report, error: report.runtimeError?.message });
      } catch {
        resolve({ report: undefined, error: stderr.trim().split('\n').at(-1) || 'no report' });
      } finally {
        rmSync(userDataDir, { recursive: true, force: true });
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

const score = (report, category) => report.categories[category]?.score ?? 0;

/** The figures of one report: the three category scores, the metrics, and the failing audits. */
function summarise(report) {
  const audits = report.audits;
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  // what moved, when something did: the element and its share of the layout shift
  const shifts = (audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 5)
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    metrics: Object.entries(METRICS)
      .map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`)
      .join(', '),
    failing,
    shifts,
  };
}

/**
 * Runs Lighthouse `runs` times on `path` (retrying a run Chromium spoilt, e.g. NO_NAVSTART) and keeps
 * the run with the median performance score.
 */
export async function lighthousePage(baseUrl, path, { runs = 1, cookie } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    let outcome;
    for (let attempt = 0; attempt < 3; attempt++) {
      outcome = await runOnce(`${baseUrl}${path}`, cookie ? { Cookie: cookie } : undefined);
      if (!outcome.error) break;
      console.log(`  lighthouse ${path}: ${outcome.error}; again`);
    }
    if (outcome.error) throw new Error(`lighthouse ${path}: ${outcome.error}`);
    results.push(summarise(outcome.report));
  }
  results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(results.length / 2)], all: results.map((result) => result.performance) };
}
