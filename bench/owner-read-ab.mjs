#!/usr/bin/env node
// A/B of P2's owner read between two production builds (decisions 1423, 1426): each build started as
// `npm start` starts it (bench/production-server.mjs, its own embedded PostgreSQL), the app pinned to
// core 0, autocannon (50 connections) on core 1, rounds alternating A, B, B, A, … on the same machine.
// Per round: req/s, p99, errors and the CPU per read of the node server AND of its PostgreSQL
// processes (every descendant of the server, from /proc/<pid>/stat), the figure that stays meaningful
// when neighbours load the machine.
//   node bench/owner-read-ab.mjs --a=dist-base --b=dist --port=3720 --pg-port=55720 --rounds=6 --duration=4
//   (--query=typename: the same A/B for P1's `{ __typename }`, as a visitor)
// A build directory is a copy of dist/ (cp -r dist dist-base), run as node <dir>/server/main.js.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { logInCookie } from './lighthouse.mjs';
import { startProductionServer } from './production-server.mjs';
import { median, P2_QUERY, pinSelfToLoadCore } from './throughput.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const rounds = Number(args.rounds ?? 6);
const duration = Number(args.duration ?? 4);
const port = Number(args.port ?? 3720);
const pgPort = Number(args['pg-port'] ?? 55720);
// --query=typename: P1's `{ __typename }` as a visitor instead of P2's owner read
const typename = args.query === 'typename';
const builds = [
  { name: 'A', dir: args.a ?? 'dist-base' },
  { name: 'B', dir: args.b ?? 'dist' },
];

function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU ticks of the server itself and of each of its descendants (the embedded PostgreSQL), by pid: a
 * round counts each process's growth, so a backend the pool closed meanwhile (idle 10 s while the other
 * build ran) is left out rather than subtracted.
 */
function cpuOf(rootPid) {
  const children = new Map();
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = ticks(Number(entry));
    if (!stat) continue;
    all.set(Number(entry), stat);
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(entry));
  }
  const descendants = new Map();
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop();
    descendants.set(pid, all.get(pid)?.cpu ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { server: all.get(rootPid)?.cpu ?? 0, descendants };
}

/** CPU seconds used between two `cpuOf` readings: the server's, and its descendants' (PostgreSQL). */
function cpuBetween(before, after) {
  let postgres = 0;
  for (const [pid, ticks] of after.descendants) postgres += ticks - (before.descendants.get(pid) ?? 0);
  return { server: (after.server - before.server) / 100, postgres: postgres / 100 };
}

const load = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

const running = [];
try {
  for (const [index, build] of builds.entries()) {
    const server = await startProductionServer({
      port: port + index * 2,
      postgresPort: pgPort + index,
      script: `${build.dir}/server/main.js`,
    });
    running.push(server);
    spawnSync('taskset', ['-a', '-pc', '0', String(server.pid)], { stdio: 'ignore' });
    const url = `${server.url}/graphql/`;
    const request = {
      url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        ...(typename ? {} : { cookie: await logInCookie(server.url) }),
      },
      body: JSON.stringify({ query: typename ? '{ __typename }' : P2_QUERY }),
    };
    build.answer = await (await fetch(url, request)).text();
    Object.assign(build, { server, request, rounds: [] });
  }
  if (builds[0].answer !== builds[1].answer) {
    console.log(`answers differ:\nA ${builds[0].answer}\nB ${builds[1].answer}`);
  } else console.log(`same answer (${builds[0].answer.length} bytes)`);
  pinSelfToLoadCore();
  for (const build of builds) await load({ ...build.request, duration: 3 }); // warm-up (JIT, plans)
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const before = cpuOf(build.server.pid);
      const result = await load({ ...build.request, duration });
      const used = cpuBetween(before, cpuOf(build.server.pid));
      const n = result.requests.total;
      const figures = {
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        serverUs: (used.server * 1e6) / n,
        pgUs: (used.postgres * 1e6) / n,
      };
      build.rounds.push(figures);
      console.log(
        `round ${round + 1} ${build.name}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ` +
          `${figures.errors} errors; CPU per read server ${figures.serverUs.toFixed(0)} µs + PostgreSQL ` +
          `${figures.pgUs.toFixed(0)} µs = ${(figures.serverUs + figures.pgUs).toFixed(0)} µs`,
      );
    }
  }
  const spread = (values, digits = 0) =>
    `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
  for (const build of builds) {
    const pick = (key) => build.rounds.map((r) => r[key]);
    console.log(
      `${build.name} (${build.dir}): req/s ${spread(pick('rps'))}, p99 ${spread(pick('p99'))} ms, ` +
        `server ${spread(pick('serverUs'))} µs, PostgreSQL ${spread(pick('pgUs'))} µs, ` +
        `total ${spread(build.rounds.map((r) => r.serverUs + r.pgUs))} µs, errors ${pick('errors').reduce((a, b) => a + b, 0)}`,
    );
  }
} finally {
  for (const server of running) await server.stop();
}
