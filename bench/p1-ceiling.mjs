#!/usr/bin/env node
// What P1 (QUALITY.md: `{ __typename }` ≥ 65 % of a bare node:http server's req/s) leaves for our own
// request path, on this machine: side by side, alternated, every server pinned to core 0 and autocannon
// (50 connections) on core 1, as bench/throughput.mjs measures P1:
//   bare          the P1 reference (bench/bare-server.mjs)
//   fastify       Fastify with one route answering the same headers and body (bench/p1-ceiling-server.mjs)
//   +logger       the same with the production logger set up as app.ts does, at level warn (no line)
//   +line         the same at the default level: one request line each, as `npm start` logs
//   production    the production build as `npm start` runs it
// The figure of each is its median req/s against bare's. Decisions 1413, 1426.
//   node bench/p1-ceiling.mjs --rounds=5 --duration=4 --port=3730 --pg-port=55730
import { spawn } from 'node:child_process';
import { startProductionServer, waitFor } from './production-server.mjs';
import { load, median, P1_REQUEST, pinned, pinProcess, pinSelfToLoadCore, sampleAnswer } from './throughput.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const rounds = Number(args.rounds ?? 5);
const duration = Number(args.duration ?? 4);
const port = Number(args.port ?? 3730);
const pinnedToCore0 = (script, scriptArgs) => {
  const [command, commandArgs] = pinned(process.execPath, [script, ...scriptArgs], 0);
  return spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
};

const production = await startProductionServer({ port, postgresPort: Number(args['pg-port'] ?? 55730) });
const children = [];
try {
  pinProcess(production.pid, 0);
  const { body, headers } = await sampleAnswer(`${production.url}/graphql/`);
  const servers = [
    { name: 'bare', script: 'bench/bare-server.mjs', extra: [] },
    { name: 'fastify', script: 'bench/p1-ceiling-server.mjs', extra: ['plain'] },
    { name: '+logger', script: 'bench/p1-ceiling-server.mjs', extra: ['logger'] },
    { name: '+line', script: 'bench/p1-ceiling-server.mjs', extra: ['line'] },
  ].map((server, index) => {
    const serverPort = port + 1 + index;
    const child = pinnedToCore0(server.script, [String(serverPort), JSON.stringify(headers), body, ...server.extra]);
    children.push(child);
    return { name: server.name, url: `http://127.0.0.1:${serverPort}` };
  });
  for (const server of servers) await waitFor(`${server.url}/ready`);
  servers.push({ name: 'production', url: production.url });
  pinSelfToLoadCore();
  for (const server of servers) await load(`${server.url}/graphql/`, { ...P1_REQUEST, duration: 2 }); // warm-up (graphql-jit compiles)
  const figures = new Map(servers.map((server) => [server.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const server of servers) {
      const result = await load(`${server.url}/graphql/`, { ...P1_REQUEST, duration });
      if (result.non2xx || result.errors)
        throw new Error(`${server.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures.get(server.name).push(result.requests.average);
    }
  }
  const bare = median(figures.get('bare'));
  for (const [name, values] of figures) {
    const ratios = values.map((value, round) => (100 * value) / figures.get('bare')[round]);
    console.log(
      `${name.padEnd(12)} ${String(Math.round(median(values))).padStart(6)} req/s  ${((100 * median(values)) / bare).toFixed(1).padStart(5)} % of bare` +
        `  (rounds: ${ratios.map((ratio) => ratio.toFixed(1)).join(', ')} %)`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await production.stop();
}
