#!/usr/bin/env node
// npm run bench — QUALITY.md P1, P3 and P5 as ratios measured side by side in one run.
//   P1  { __typename } through the full GraphQL stack ≥ 65 % of a bare node:http server's req/s
//   P3  at 50 connections: p99 ≤ 50 ms, zero errors (GraphQL stack)
//   P5  JavaScript for the first public page (log-in) ≤ 120 KiB gzip and ≤ 1.8× a blank Vite React page
// Needs `npm run build` first. Servers run on core 0, the load generator on core 1 (where taskset exists).
// Options: --duration=10 (seconds per measurement), --only=p1,p5
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { measureBlankReactPage, measureFirstPageJs } from './page-weight.mjs';
import { startProductionServer, waitFor } from './production-server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const duration = Number(args.duration ?? 10);
const only = args.only?.split(',');
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const results = [];

function pinned(command, commandArgs, core) {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...commandArgs]] : [command, commandArgs];
}

if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

function load(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: 50, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function record(id, what, value, bar, ok) {
  results.push({ id, what, value, bar, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${id}  ${what}: ${value}  (bar: ${bar})`);
}

async function benchGraphQL() {
  if (!existsSync('dist/server/main.js')) throw new Error('run npm run build first');
  const port = 3700;
  const barePort = 3701;
  // Started unpinned so that its embedded PostgreSQL is not tied to the app's core; the app's
  // threads are pinned to core 0 once it is up.
  const server = await startProductionServer({ port, postgresPort: 55480 });
  try {
    if (hasTaskset) spawnSync('taskset', ['-a', '-pc', '0', String(server.pid)], { stdio: 'ignore' });
    const body = JSON.stringify({ query: '{ __typename }' });
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const sample = await fetch(`http://127.0.0.1:${port}/graphql/`, request);
    const sampleBody = await sample.text();
    const sampleHeaders = Object.fromEntries(sample.headers);
    delete sampleHeaders['content-length'];
    delete sampleHeaders.date;
    delete sampleHeaders.connection;
    delete sampleHeaders['keep-alive'];
    delete sampleHeaders['transfer-encoding'];

    const [bareCommand, bareArgs] = pinned(
      process.execPath,
      ['bench/bare-server.mjs', String(barePort), JSON.stringify(sampleHeaders), sampleBody],
      0,
    );
    const bare = spawn(bareCommand, bareArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/ready`);
      // warm-up, then bare and GraphQL back to back
      await load(`http://127.0.0.1:${port}/graphql/`, { ...request, duration: 3 });
      await load(`http://127.0.0.1:${barePort}/graphql/`, { ...request, duration: 1 });
      const bareResult = await load(`http://127.0.0.1:${barePort}/graphql/`, request);
      const graphqlResult = await load(`http://127.0.0.1:${port}/graphql/`, request);
      const ratio = graphqlResult.requests.average / bareResult.requests.average;
      console.log(
        `bare node:http ${Math.round(bareResult.requests.average)} req/s, p99 ${bareResult.latency.p99} ms; ` +
          `GraphQL ${Math.round(graphqlResult.requests.average)} req/s, p99 ${graphqlResult.latency.p99} ms`,
      );
      record('P1', '{ __typename } req/s vs bare node:http', `${(ratio * 100).toFixed(1)} %`, '≥ 65 %', ratio >= 0.65);
      const errors = graphqlResult.errors + graphqlResult.timeouts + graphqlResult.non2xx;
      record(
        'P3',
        'GraphQL at 50 connections: p99, errors',
        `${graphqlResult.latency.p99} ms, ${errors} errors`,
        'p99 ≤ 50 ms, 0 errors',
        graphqlResult.latency.p99 <= 50 && errors === 0,
      );
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await server.stop();
  }
}

async function benchPageWeight() {
  const app = await measureFirstPageJs();
  const blank = await measureBlankReactPage();
  const ratio = app.gzipBytes / blank.gzipBytes;
  console.log(
    `log-in page JS: ${app.files.length} files, ${(app.gzipBytes / 1024).toFixed(1)} KiB gzip; blank React page ${(blank.gzipBytes / 1024).toFixed(1)} KiB gzip`,
  );
  record(
    'P5',
    'first public page JS (gzip)',
    `${(app.gzipBytes / 1024).toFixed(1)} KiB`,
    '≤ 120 KiB',
    app.gzipBytes <= 120 * 1024,
  );
  record('P5', 'first public page JS vs blank Vite React page', `${ratio.toFixed(2)}×`, '≤ 1.8×', ratio <= 1.8);
}

if (!only || only.includes('p1')) await benchGraphQL();
if (!only || only.includes('p5')) await benchPageWeight();

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
