// P1 and P3: { __typename } through the full GraphQL stack of the production server (started as
// `npm start` runs it: production mode, default logging) against a bare node:http server answering
// the same bytes, alternated several times in one run; the figure is the median ratio.
// Both servers run on core 0, autocannon on core 1 (where taskset exists).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { logInCookie } from './lighthouse.mjs';
import { assertPortFree, startProductionServer, waitFor } from './production-server.mjs';

/** P2 (QUALITY.md): a logged-in owner's read, the session checked and the pets with their licences. */
export const P2_QUERY =
  '{ me { id } myPets { id name active rabiesExpireDate licenses { number status termEnd renewalState } } }';

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

export function pinSelfToLoadCore() {
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
}

/** Back to every core (Chromium and Lighthouse should not share the load generator's one). */
export function unpinSelf() {
  if (hasTaskset) spawnSync('taskset', ['-pc', '0-1023', String(process.pid)], { stdio: 'ignore' });
}

/** Every thread of a running process onto one core (where taskset exists). */
export function pinProcess(pid, core) {
  if (hasTaskset) spawnSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' });
}

export function pinned(command, commandArgs, core) {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...commandArgs]] : [command, commandArgs];
}

export function load(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** CPU seconds (user + system, all threads) a process has used so far; undefined without /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/** Runs a load and counts the server's CPU time for it: CPU µs per request is steadier than req/s on a busy machine. */
async function loadCounted(url, options, pid) {
  const before = cpuSeconds(pid);
  const result = await load(url, options);
  const after = cpuSeconds(pid);
  const cpuMicros =
    before === undefined || after === undefined ? NaN : ((after - before) * 1e6) / result.requests.total;
  return { result, cpuMicros };
}

/**
 * The server's event-loop delay over a window (bench/event-loop-probe.mjs, loaded into the server):
 * `start()` opens the window, `read()` closes it and answers the percentiles in ms.
 */
function eventLoopWindow(pid, file) {
  let sequence = 0;
  const signal = async () => {
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!existsSync(file)) continue;
      const figures = JSON.parse(readFileSync(file, 'utf8'));
      if (figures.sequence > sequence) {
        sequence = figures.sequence;
        return figures;
      }
    }
    throw new Error('the event-loop probe did not answer');
  };
  return { start: signal, read: signal };
}

/** P1's request: `{ __typename }` as a browser would post it. */
export const P1_REQUEST = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  body: JSON.stringify({ query: '{ __typename }' }),
};

/** The GraphQL server's answer to P1's request: its body and the headers a reference must send too. */
export async function sampleAnswer(url) {
  const sample = await fetch(url, P1_REQUEST);
  const body = await sample.text();
  const headers = Object.fromEntries(sample.headers);
  for (const name of ['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
  return { body, headers };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {{ rounds: number, duration: number, port?: number, env?: Record<string, string> }} options
 * @returns the per-round figures and the server's log lines per request
 */
export async function measureThroughput({ rounds, duration, port = 3700, postgresPort = 55480, env = {} }) {
  const barePort = port + 1;
  await assertPortFree(barePort);
  // Started unpinned so that its embedded PostgreSQL is not tied to the app's core; the app's
  // threads are pinned to core 0 once it is up.
  const probeFile = join(mkdtempSync(join(tmpdir(), 'pawport-loop-')), 'event-loop.json');
  const server = await startProductionServer({
    port,
    postgresPort,
    env: { ...env, EVENT_LOOP_PROBE_FILE: probeFile },
    nodeArgs: ['--import', './bench/event-loop-probe.mjs'],
  });
  const eventLoop = eventLoopWindow(server.pid, probeFile);
  try {
    pinProcess(server.pid, 0);
    const url = `http://127.0.0.1:${port}/graphql/`;
    const request = P1_REQUEST;
    const { body: sampleBody, headers: sampleHeaders } = await sampleAnswer(url);

    const [bareCommand, bareArgs] = pinned(
      process.execPath,
      ['bench/bare-server.mjs', String(barePort), JSON.stringify(sampleHeaders), sampleBody],
      0,
    );
    const bare = spawn(bareCommand, bareArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/ready`);
      const bareUrl = `http://127.0.0.1:${barePort}/graphql/`;
      // warm-up (graphql-jit compiles the query after its first use)
      await load(url, { ...request, duration: 3 });
      await load(bareUrl, { ...request, duration: 1 });
      // P2: the demo owner's session and read, answered with the demo pets and their licences
      const ownerRequest = {
        ...request,
        headers: { ...request.headers, cookie: await logInCookie(`http://127.0.0.1:${port}`) },
        body: JSON.stringify({ query: P2_QUERY }),
      };
      const ownerSample = await (await fetch(url, ownerRequest)).json();
      if (ownerSample.errors || !ownerSample.data?.myPets?.some((pet) => pet.licenses.length > 0))
        throw new Error(
          `P2's read did not answer the demo pets with a licence: ${JSON.stringify(ownerSample).slice(0, 300)}`,
        );
      await load(url, { ...ownerRequest, duration: 2 });
      const linesBefore = server.logLines().length;
      let requests = 0;
      const results = [];
      for (let round = 0; round < rounds; round++) {
        const { result: bareResult, cpuMicros: bareCpu } = await loadCounted(
          bareUrl,
          { ...request, duration },
          bare.pid,
        );
        await eventLoop.start();
        const { result: appResult, cpuMicros: appCpu } = await loadCounted(url, { ...request, duration }, server.pid);
        const appLoop = await eventLoop.read();
        requests += appResult.requests.total;
        const { result: ownerResult } = await loadCounted(url, { ...ownerRequest, duration }, server.pid);
        const ownerLoop = await eventLoop.read();
        requests += ownerResult.requests.total;
        const figures = {
          owner: ownerResult.requests.average,
          ownerRatio: ownerResult.requests.average / appResult.requests.average,
          ownerP99: ownerResult.latency.p99,
          ownerErrors: ownerResult.errors + ownerResult.timeouts + ownerResult.non2xx,
          ownerLoopP99: ownerLoop.p99,
          loopP99: appLoop.p99,
          bare: bareResult.requests.average,
          app: appResult.requests.average,
          ratio: appResult.requests.average / bareResult.requests.average,
          bareCpu,
          appCpu,
          cpuRatio: bareCpu / appCpu,
          p99: appResult.latency.p99,
          errors: appResult.errors + appResult.timeouts + appResult.non2xx,
        };
        results.push(figures);
        console.log(
          `  round ${round + 1}: bare ${Math.round(figures.bare)} req/s, GraphQL ${Math.round(figures.app)} req/s ` +
            `(${(figures.ratio * 100).toFixed(1)} %); CPU per request bare ${bareCpu.toFixed(1)} µs, ` +
            `GraphQL ${appCpu.toFixed(1)} µs (${(figures.cpuRatio * 100).toFixed(1)} %); p99 ${figures.p99} ms, ${figures.errors} errors; ` +
            `owner's read ${Math.round(figures.owner)} req/s (${(figures.ownerRatio * 100).toFixed(1)} % of GraphQL), p99 ${figures.ownerP99} ms; ` +
            `event-loop delay p99 ${figures.loopP99} ms (GraphQL), ${figures.ownerLoopP99} ms (owner's read)`,
        );
      }
      // give the asynchronous log destination a moment to write its buffer
      await new Promise((r) => setTimeout(r, 500));
      const logLinesPerRequest = (server.logLines().length - linesBefore) / requests;
      return { results, logLinesPerRequest, sampleLogLine: server.logLines().at(-1) };
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await server.stop();
  }
}
