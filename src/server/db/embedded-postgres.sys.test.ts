// The embedded PostgreSQL from a checkout the postgres system user cannot enter (a 0700 parent, as
// `mktemp -d` or /root makes): it must still start, and say where its cluster lives.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const asRoot = process.getuid?.() === 0;

describe.runIf(asRoot)('embedded PostgreSQL below an unreachable directory', () => {
  it('keeps the cluster under /var/lib/pawport and notes where', async () => {
    const privateParent = await mkdtemp(join(tmpdir(), 'pawport-private-')); // mode 0700
    const dataDir = join(privateParent, 'data');
    const running = await startEmbeddedPostgres({ dataDir, preferredPort: 55520 });
    try {
      expect(running.clusterDir.startsWith('/var/lib/pawport/')).toBe(true);
      expect((await readFile(join(dataDir, 'WHERE-IS-THE-DATABASE.txt'), 'utf8')).trim()).toBe(
        running.clusterDir.replace(/\/pg$/, ''),
      );
      const client = new pg.Client({ connectionString: running.connectionString });
      await client.connect();
      expect((await client.query('select 1 as one')).rows[0].one).toBe(1);
      await client.end();
    } finally {
      await running.stop();
      await rm(running.clusterDir.replace(/\/pg$/, ''), { recursive: true, force: true });
      await rm(privateParent, { recursive: true, force: true });
    }
  });
});
