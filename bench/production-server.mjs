// Starts the production build (dist/server/main.js) on its own embedded PostgreSQL in a throw-away
// data directory, and waits until it answers /readyz.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

export async function startProductionServer({ port, postgresPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pawport-bench-'));
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      DEMO_DATA_IN_PRODUCTION: 'I-understand', // P2 reads the demo owner's pets (issue 10: 13)
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: String(postgresPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return {
    pid: server.pid,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
