#!/usr/bin/env node
// npm run dev: the API (rebuilt and restarted on change, via tsx watch) on PORT (3000) and the Vite
// dev server with hot reload on 5173, which proxies /graphql and /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['--no-install', 'vite'], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
