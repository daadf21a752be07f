// Starts the production build the way `npm start` runs it (scripts/start.mjs: `node dist/server/main.js`)
// in production mode with the default LOG_LEVEL, on its own embedded PostgreSQL in a throw-away data
// directory, and waits until it answers /readyz. Its log goes to a file, as a process manager or a
// container runtime would take it; `logLines()` counts the lines written so far.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds what is missing or out of date, as `npm start` does before it starts the server. */
export function buildIfStale() {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js missing after the build');
}

/** Fails when something already listens on the port: waitFor would otherwise find that server and measure it. */
export async function assertPortFree(port) {
  const inUse = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    (error) => error?.cause?.code !== 'ECONNREFUSED',
  );
  if (inUse) throw new Error(`port ${port} is in use (another server?): pass --port=… to the bench`);
}

export async function startProductionServer({
  port,
  postgresPort,
  env = {},
  script = 'dist/server/main.js',
  nodeArgs = [],
}) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'pawport-bench-'));
  chmodSync(dataDir, 0o755);
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const { LOG_LEVEL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      DEMO_DATA_IN_PRODUCTION: 'I-understand', // P2 reads the demo owner's pets (issue 10: 13)
      PAYMENT_PROVIDER: 'test', // production refuses it unset (issue 36: 3); the checkout bench pays with it
      PUBLIC_URL: `http://127.0.0.1:${port}`, // production refuses it unset (decision 0506)
      SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'), // production refuses it unset (decision 0109)
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(postgresPort),
      ...env,
    },
    stdio: ['ignore', logFd, 'inherit'],
  });
  closeSync(logFd);
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return {
    pid: server.pid,
    url: `http://127.0.0.1:${port}`,
    /** the server's DATA_DIR (the embedded PostgreSQL's password is in it) and that server's port */
    dataDir,
    postgresPort,
    logLines: () => readFileSync(logFile, 'utf8').split('\n').filter(Boolean),
    stop: async () => {
      if (!exited) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
