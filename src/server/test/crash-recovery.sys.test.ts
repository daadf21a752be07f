// QUALITY.md Reliability: kill -9 the app in the middle of acknowledged writes, start it again with
// no step by hand (the orphaned embedded PostgreSQL is found and stopped), and lose nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReachableTempDir } from '../db/embedded-postgres.js';
import { GraphQLTestClient, LOG_IN } from './test-app.js';

const MAIN = join(process.cwd(), 'dist/server/main.js');

function startApp(dataDir: string, port: number): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '55470',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`app exited:\n${output}`));
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return resolve();
      } catch {}
      if (Date.now() > deadline) return reject(new Error(`app not ready:\n${output}`));
      setTimeout(poll, 100);
    };
    void poll();
  });
  return { child, ready };
}

describe('crash recovery', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after kill -9 and restarts by itself', async () => {
    dataDir = await makeReachableTempDir('pawport-crash-');
    const port = 3400 + Math.floor(Math.random() * 500);
    const first = startApp(dataDir, port);
    children.push(first.child);
    await first.ready;
    const pidFile = join(dataDir, 'pg', 'postmaster.pid');
    const orphanPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);

    // Log-ins write session rows; keep the token of every acknowledged one.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const client = new GraphQLTestClient(`http://127.0.0.1:${port}`);
        try {
          const result = await client.request(LOG_IN, {
            email: 'demo.owner@pawport.example',
            password: 'Demo-Pawport-2026!',
          });
          const token = client.cookies.get('pawport_session');
          if (!result.body.errors && token) acknowledged.push(token);
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    // the embedded server outlived the app: the next start must deal with it
    expect(() => process.kill(orphanPid, 0)).not.toThrow();

    const second = startApp(dataDir, port);
    children.push(second.child);
    await second.ready;
    for (const token of acknowledged) {
      const client = new GraphQLTestClient(`http://127.0.0.1:${port}`);
      client.cookies.set('pawport_session', token);
      const me = await client.request<{ me: { email: string } | null }>('{ me { email } }');
      expect(me.body.data?.me?.email).toBe('demo.owner@pawport.example');
    }
    second.child.kill('SIGTERM');
    await new Promise<void>((resolve) => second.child.once('exit', () => resolve()));
    // a clean stop takes the database server with it
    await expect(readFile(pidFile, 'utf8')).rejects.toThrow();
  });
});
