// P5: the JavaScript a browser actually loads for /en_US/login (the production build, served by
// the app), against a blank Vite React page built in the same run with the same Vite and React.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

export async function measureFirstPageJs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pawport-p5-'));
  chmodSync(dataDir, 0o755);
  const port = 3702;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: '55481',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = await browser.newPage();
    const files = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') files.set(response.url(), await response.body());
    });
    await page.goto(`http://127.0.0.1:${port}/en_US/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const gzipBytes = [...files.values()].reduce((sum, body) => sum + gzip(body), 0);
    return { files: [...files.keys()], gzipBytes };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureBlankReactPage() {
  const dir = mkdtempSync(join(process.cwd(), 'bench', '.blank-'));
  try {
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'src', 'main.jsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<StrictMode><h1>Blank</h1></StrictMode>);\n",
    );
    writeFileSync(
      join(dir, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], build: { outDir: 'dist', target: 'es2022' } };\n",
    );
    const result = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('blank page build failed');
    const assets = join(dir, 'dist', 'assets');
    const gzipBytes = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzip(readFileSync(join(assets, file))), 0);
    return { gzipBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
