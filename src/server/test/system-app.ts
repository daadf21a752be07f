// The built server (dist/server/main.js) as a process, for the system tests: started on a data directory
// of its own, ready once /readyz answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';

const MAIN = join(process.cwd(), 'dist/server/main.js');

/**
 * Starts the built app (`main`, dist/server/main.js unless named) on `port` over `dataDir` (its embedded
 * PostgreSQL on `postgresPort`), with `env` added.
 */
export function startBuiltApp(options: {
  dataDir: string;
  port: number;
  postgresPort: number;
  env?: Record<string, string>;
  main?: string;
}): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, [options.main ?? MAIN], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      EMBEDDED_PG_PORT: String(options.postgresPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`app exited:\n${output}`));
      try {
        const response = await fetch(`http://127.0.0.1:${options.port}/readyz`);
        if (response.ok) return resolve();
      } catch {}
      if (Date.now() > deadline) return reject(new Error(`app not ready:\n${output}`));
      setTimeout(poll, 100);
    };
    void poll();
  });
  return { child, ready, output: () => output };
}

/** Resolves when the process has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The PostgreSQL server a system test's apps share: TEST_DATABASE_URL's, or an embedded one of its own under
 * `workDir` on `preferredPort` (then `stop` ends it).
 */
export async function systemDatabaseServer(
  workDir: string,
  preferredPort: number,
): Promise<{ url: string; stop: (() => Promise<void>) | undefined }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: undefined };
  const running = await startEmbeddedPostgres({ dataDir: join(workDir, 'db'), preferredPort });
  return { url: running.connectionString, stop: running.stop };
}
