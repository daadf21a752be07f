#!/usr/bin/env node
// npm start: builds what is missing or out of date, then runs the server (which migrates the
// database and seeds demo data on an empty one). `--build-only` stops after the build (the bench uses it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'package-lock.json',
  'scripts/compress-assets.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = existsSync(STAMP) && existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
const stale = !built || Math.max(...INPUTS.map(newestMtime)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log('Building Pawport (web app and server)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
