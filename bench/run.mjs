#!/usr/bin/env node
// npm run bench — QUALITY.md's speed bars, measured on what users get: the production build, built if
// stale and started as `npm start` starts it (node dist/server/main.js, NODE_ENV=production, default
// LOG_LEVEL, its log going to a file), on its own embedded PostgreSQL.
//   P1  { __typename } through the full GraphQL stack ≥ 65 % of a bare node:http server's req/s
//       (median of several alternations; the server's CPU time per request is printed beside it,
//       the steadier figure on a shared machine)
//   P2  a logged-in owner's read (session + pets with licences, demo data) ≥ 15 % of P1's req/s, same rounds
//   P3  at 50 connections: p99 ≤ 50 ms, zero errors (GraphQL stack, and the owner's read); the server's
//       event-loop delay p99 ≤ 20 ms in the same rounds (bench/event-loop-probe.mjs inside the server)
//   P4  pet photos: a 10 MB upload p95 ≤ 1 s (TIFF conversion, PNG photo); RSS growth with 10 parallel
//       10 MB uploads ≤ 2× the file (decision 0210)
//   P5  JavaScript of the first public page (log-in) as bytes on the wire in Chromium ≤ 120 KiB,
//       and ≤ 1.8× a blank Vite React page built and compressed the same way in the same run
//   P6  Lighthouse mobile on the public pages and the logged-in dashboard: 95 / 100 / 100
// Servers run on core 0, the load generator on core 1 (where taskset exists). Exits non-zero when a
// bar is missed.
// Checkout (issue 15): orders per second with the test processor, p99 of Pay with 20 owners at once
// Admin search (issue 17): p95 of the staff search on 100,000 seeded owners, and its ratio to a primary-key lookup
// Options: --only=p1,p4,p5,p6,checkout,admin-search --admin-owners=100000 --admin-port=3705 --admin-pg-port=55484  --rounds=5 --duration=4 (P1 alternations, seconds each)  --lighthouse-runs=3
//          --port=3700 --pg-port=55480 (P1's server; the bare reference listens on port + 1)
//          --pages-port=3702 --pages-pg-port=55481 (P5's and P6's server)
import { lighthousePage, logInCookie, DASHBOARD, PUBLIC_PAGES } from './lighthouse.mjs';
import { measureBlankReactPage, measurePageScripts } from './page-weight.mjs';
import { benchAdminSearch } from './admin-search.mjs';
import { benchCheckout } from './checkout.mjs';
import { benchPhotoUploads } from './photo-uploads.mjs';
import { buildIfStale, startProductionServer } from './production-server.mjs';
import { measureThroughput, median, pinSelfToLoadCore, unpinSelf } from './throughput.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const only = args.only?.split(',');
const wants = (id) => !only || only.includes(id);
const results = [];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

function record(id, what, value, bar, ok) {
  results.push({ id, what, value, bar, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${id}  ${what}: ${value}  (bar: ${bar})`);
}

async function benchThroughput() {
  const rounds = Number(args.rounds ?? 5);
  const duration = Number(args.duration ?? 4);
  console.log(`\nP1/P3: ${rounds} alternations of ${duration} s, bare node:http then GraphQL`);
  const port = Number(args.port ?? 3700);
  const {
    results: runs,
    logLinesPerRequest,
    sampleLogLine,
  } = await measureThroughput({
    rounds,
    duration,
    port,
    postgresPort: Number(args['pg-port'] ?? 55480),
  });
  const ratios = runs.map((run) => run.ratio);
  const cpuRatios = runs.map((run) => run.cpuRatio).filter(Number.isFinite);
  console.log(
    `  server log: ${logLinesPerRequest.toFixed(2)} lines per request, e.g. ${sampleLogLine?.slice(0, 160) ?? '(none)'}`,
  );
  if (cpuRatios.length) {
    console.log(
      `  CPU per request: bare ${median(runs.map((run) => run.bareCpu)).toFixed(1)} µs, ` +
        `GraphQL ${median(runs.map((run) => run.appCpu)).toFixed(1)} µs → ${percent(median(cpuRatios))} ` +
        `(spread ${percent(Math.min(...cpuRatios))}–${percent(Math.max(...cpuRatios))})`,
    );
  }
  record(
    'P1',
    '{ __typename } req/s vs bare node:http, median',
    `${percent(median(ratios))} (spread ${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})`,
    '≥ 65 %',
    median(ratios) >= 0.65,
  );
  const ownerRatios = runs.map((run) => run.ownerRatio);
  record(
    'P2',
    "a logged-in owner's read (session + pets with licences) req/s vs P1, median",
    `${percent(median(ownerRatios))} (spread ${percent(Math.min(...ownerRatios))}–${percent(Math.max(...ownerRatios))})`,
    '≥ 15 %',
    median(ownerRatios) >= 0.15,
  );
  const ownerP99 = median(runs.map((run) => run.ownerP99));
  const ownerErrors = runs.reduce((sum, run) => sum + run.ownerErrors, 0);
  record(
    'P3',
    "owner's read at 50 connections: p99 (median of rounds), errors",
    `${ownerP99} ms, ${ownerErrors} errors`,
    'p99 ≤ 50 ms, 0 errors',
    ownerP99 <= 50 && ownerErrors === 0,
  );
  const loopP99 = Math.max(median(runs.map((run) => run.loopP99)), median(runs.map((run) => run.ownerLoopP99)));
  record(
    'P3',
    "the server's event-loop delay at 50 connections: p99 (median of rounds, the worse of GraphQL and the owner's read)",
    `${loopP99.toFixed(1)} ms`,
    'p99 ≤ 20 ms',
    loopP99 <= 20,
  );
  const p99 = median(runs.map((run) => run.p99));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  record(
    'P3',
    'GraphQL at 50 connections: p99 (median of rounds), errors',
    `${p99} ms (worst ${Math.max(...runs.map((run) => run.p99))} ms), ${errors} errors`,
    'p99 ≤ 50 ms, 0 errors',
    p99 <= 50 && errors === 0,
  );
}

async function benchPages() {
  const server = await startProductionServer({
    port: Number(args['pages-port'] ?? 3702),
    postgresPort: Number(args['pages-pg-port'] ?? 55481),
  });
  try {
    if (wants('p5')) {
      console.log('\nP5: /en_US/login in Chromium, empty cache');
      const app = await measurePageScripts(`${server.url}/en_US/login`);
      const blank = await measureBlankReactPage();
      for (const script of app.scripts.slice(0, 8)) {
        console.log(
          `  ${kib(script.transferred).padStart(10)} on the wire, ${kib(script.decoded).padStart(10)} decoded  ${new URL(script.url).pathname}`,
        );
      }
      console.log(
        `  ${app.scripts.length} scripts: ${kib(app.transferred)} transferred (${kib(app.body)} compressed bodies, ` +
          `${kib(app.decoded)} decoded); blank Vite React page ${kib(blank.brotliBytes)} (brotli)`,
      );
      record(
        'P5',
        'first public page JS on the wire',
        kib(app.transferred),
        '≤ 120 KiB',
        app.transferred <= 120 * 1024,
      );
      const ratio = app.body / blank.brotliBytes;
      record('P5', 'first public page JS vs blank Vite React page', `${ratio.toFixed(2)}×`, '≤ 1.8×', ratio <= 1.8);
    }
    if (wants('p6')) {
      // one Lighthouse run scored the same shell 92 on / and 98 on /en_US/login on 2026-11-27: Lighthouse's
      // own advice on its variability is the median of several runs (decision 1426)
      const runs = Number(args['lighthouse-runs'] ?? 3);
      console.log(`\nP6: Lighthouse mobile, ${runs === 1 ? 'one run' : `median of ${runs} runs`} a page`);
      const cookie = await logInCookie(server.url);
      const pages = [...PUBLIC_PAGES.map((path) => ({ path })), { path: DASHBOARD, cookie }];
      for (const { path, cookie: pageCookie } of pages) {
        const figures = await lighthousePage(server.url, path, { runs, cookie: pageCookie });
        const scores = [figures.performance, figures.accessibility, figures.bestPractices].map((value) =>
          Math.round(value * 100),
        );
        console.log(
          `  ${path}: ${figures.metrics}${runs > 1 ? `; performance of each run ${figures.all.join(', ')}` : ''}`,
        );
        if (figures.failing.length) console.log(`    below 90: ${figures.failing.join(', ')}`);
        if (figures.shifts.length) console.log(`    layout shifts: ${figures.shifts.join(', ')}`);
        record(
          'P6',
          `Lighthouse ${path}${pageCookie ? ' (logged in)' : ''}: performance / accessibility / best practices`,
          scores.join(' / '),
          '≥ 95 / 100 / 100',
          scores[0] >= 95 && scores[1] === 100 && scores[2] === 100,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

async function benchPhotos() {
  // one owner sends 2 × (rounds + 11) rabies proofs: above the per-account limit of 30 in 10 minutes
  const server = await startProductionServer({ port: 3703, postgresPort: 55482, env: { RATE_LIMIT_SCALE: '10' } });
  try {
    console.log(
      '\nP4: pet photos (10 MB) and rabies proofs (8 MB, the limit) uploaded to the production build (in a row, then 10 at once)',
    );
    const figures = await benchPhotoUploads(server, { rounds: Number(args['photo-rounds'] ?? 20) });
    const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
    for (const [name, figure] of Object.entries(figures)) {
      console.log(
        `  ${name}: ${mb(figure.bytes)} file, p50 ${figure.p50.toFixed(0)} ms, CPU per upload ${figure.serverCpuMs.toFixed(0)} ms ` +
          `(its database ${figure.databaseCpuMs.toFixed(0)} ms); 10 at once in ${figure.parallelWall.toFixed(0)} ms, ` +
          `answers ${figure.parallelStatuses.join(' ')}; RSS ${mb(figure.baseline)} → peak ${mb(figure.peak)}`,
      );
      record(
        'P4',
        `${name} upload of ${mb(figure.bytes)}: p95`,
        `${figure.p95.toFixed(0)} ms`,
        '≤ 1000 ms',
        figure.p95 <= 1000,
      );
      record(
        'P4',
        `${name}: server RSS growth with 10 parallel uploads`,
        `${mb(figure.growth)} (${(figure.growth / figure.bytes).toFixed(2)}× the file)`,
        '≤ 2× the file',
        figure.growth <= 2 * figure.bytes,
      );
    }
  } finally {
    await server.stop();
  }
}

async function benchCheckoutBar() {
  const server = await startProductionServer({
    port: 3704,
    postgresPort: 55483,
    env: { RATE_LIMIT_SCALE: '1000', PUBLIC_URL: 'http://127.0.0.1:3704' },
  });
  try {
    console.log(
      '\nCheckout: the test processor on the embedded database (20 owners; 5 rounds one after another, 5 rounds all at once)',
    );
    const figures = await benchCheckout(server, { rounds: Number(args['checkout-rounds'] ?? 5) });
    console.log(
      `  ${figures.sequentialOrders} orders one after another: ${figures.ordersPerSecond.toFixed(1)} orders/s; ` +
        `${figures.concurrentOrders} paid 20 at once: p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms`,
    );
    // issue 15 names the figures, not bars; QUALITY.md's P3 (p99 ≤ 50 ms) is for reads, so a payment
    // (a tokenisation and an order in one transaction) is held to the 1 s of a person's click
    record(
      'Checkout',
      'orders per second, one after another',
      `${figures.ordersPerSecond.toFixed(1)}/s`,
      'reported',
      true,
    );
    record(
      'Checkout',
      'p99 of Pay with 20 owners at once',
      `${figures.p99.toFixed(0)} ms`,
      '≤ 1000 ms',
      figures.p99 <= 1000,
    );
    // issue 36 (decision 0407): one basket, 50 submissions with 50 keys at once
    const one = figures.oneBasket;
    console.log(
      `  one basket, ${one.submissions} submissions at once: ${one.orders} order(s), ${one.payments} payment(s) taken, ` +
        `${one.heldAuthorizations} authorisation(s) left open, ${one.paidAnswers} answered with the order, ` +
        `${one.basketPaidAnswers} BASKET_PAID, others ${JSON.stringify(one.otherAnswers)}; p99 ${one.p99.toFixed(0)} ms`,
    );
    record(
      'Checkout',
      `one basket, ${one.submissions} submissions with as many keys: orders / payments taken`,
      `${one.orders} / ${one.payments}`,
      '= 1 / 1',
      one.orders === 1 &&
        one.payments === 1 &&
        one.heldAuthorizations === 0 &&
        one.paidAnswers === 1 &&
        one.basketPaidAnswers === one.submissions - 1,
    );
    record(
      'Checkout',
      `one basket, ${one.submissions} submissions at once: p99 of an answer`,
      `${one.p99.toFixed(0)} ms`,
      '≤ 1000 ms',
      one.p99 <= 1000,
    );
  } finally {
    await server.stop();
  }
}

async function benchAdminSearchBar() {
  const server = await startProductionServer({
    port: Number(args['admin-port'] ?? 3705),
    postgresPort: Number(args['admin-pg-port'] ?? 55484),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  try {
    const owners = Number(args['admin-owners'] ?? 100_000);
    console.log(
      `\nAdmin search (issue 17): ${owners} owners seeded, the demo administrator's searches one after another`,
    );
    const figures = await benchAdminSearch(server, { owners, samples: Number(args['admin-rounds'] ?? 60) });
    console.log(
      `  seeded in ${figures.seconds.toFixed(1)} s (${figures.owners} owners); ${figures.requests} searches: ` +
        `p50 ${figures.searchP50.toFixed(1)} ms, p95 ${figures.searchP95.toFixed(1)} ms; primary-key lookup (me) p95 ${figures.lookupP95.toFixed(1)} ms`,
    );
    for (const { text, p50, p95 } of figures.perQuery)
      console.log(`    "${text}": p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    record(
      'Admin search',
      `p95 on ${figures.owners} owners, as a ratio to a primary-key lookup through the same stack`,
      `${figures.searchP95.toFixed(1)} ms, ${figures.ratio.toFixed(1)}×`,
      'p95 ≤ 100 ms',
      figures.searchP95 <= 100,
    );
  } finally {
    await server.stop();
  }
}

buildIfStale();
if (wants('admin-search')) await benchAdminSearchBar();
if (wants('checkout')) await benchCheckoutBar();
if (wants('p4')) await benchPhotos();
if (wants('p1')) {
  pinSelfToLoadCore();
  await benchThroughput();
  unpinSelf();
}
if (wants('p5') || wants('p6')) await benchPages();

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
