// QUALITY.md Reliability: kill -9 the app in the middle of acknowledged writes, start it again with
// no step by hand (the orphaned embedded PostgreSQL is found and stopped), and lose nothing.
import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReachableTempDir } from '../db/embedded-postgres.js';
import { startBuiltApp } from './system-app.js';
import { GraphQLTestClient, LOG_IN } from './test-app.js';

function startApp(dataDir: string, port: number): { child: ChildProcess; ready: Promise<void> } {
  return startBuiltApp({ dataDir, port, postgresPort: 55470 });
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
