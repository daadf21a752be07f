// Lighthouse of one page on two production builds side by side: the runs alternate A, B, A, B… so the
// machine's load falls on both alike (decision 1426's advice: compare medians, never one run).
// node bench/lighthouse-ab.mjs --a=dist-base --b=dist [--page=/en_US/account] [--rounds=5]
// A page under /en_US/account is reached logged in as the demo owner.
import { resolve } from 'node:path';
import { DASHBOARD, lighthousePage } from './lighthouse.mjs';
import { startProductionServer } from './production-server.mjs';
import { median } from './throughput.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const page = args.page ?? DASHBOARD;
const rounds = Number(args.rounds ?? 5);
const builds = { A: args.a ?? 'dist-base', B: args.b ?? 'dist' };

const servers = {};
let port = Number(args.port ?? 3710);
for (const [name, dir] of Object.entries(builds)) {
  servers[name] = await startProductionServer({
    port,
    postgresPort: port + 52000,
    script: resolve(dir, 'server/main.js'),
    env: { WEB_DIST_DIR: resolve(dir, 'web') },
  });
  port += 1;
}
const needsLogIn = page.startsWith('/en_US/account');
/** The demo owner's session cookie; `__typename` answers whatever logIn returns, so older builds compare too. */
async function logInCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { __typename } }',
      variables: { email: 'demo.owner@pawport.example', password: 'Demo-Pawport-2026!' },
    }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`log-in failed: ${JSON.stringify(body.errors)}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
const cookies = {};
for (const name of Object.keys(servers)) cookies[name] = needsLogIn ? await logInCookie(servers[name].url) : undefined;
const scores = { A: [], B: [] };
try {
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
      const figures = await lighthousePage(servers[name].url, page, { cookie: cookies[name] });
      scores[name].push(Math.round(figures.performance * 100));
      console.log(`${name} (${builds[name]}) ${page}: ${Math.round(figures.performance * 100)}; ${figures.metrics}`);
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
}
for (const name of ['A', 'B'])
  console.log(`${name} ${builds[name]}: median ${median(scores[name])} of ${scores[name].join(', ')}`);
