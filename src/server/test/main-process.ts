// The real entry point, src/server/main.ts, started as a process (tsx) for the tests of what it does at
// start: refusals of the configuration (exit 78) and the warnings of a production start.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Runs main.ts with `env` (and PATH, LOG_LEVEL=warn, no web build) until it exits or prints `until`:
 * its exit code (null when stopped at `until`) and its output, stdout and stderr together.
 */
export function startMain(
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not finish in time:\n${output}`));
    }, 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: until?.test(output) ? null : code, output });
    });
  });
}
