// P5: the JavaScript a browser actually loads for /en_US/login (the production build, served by
// the app), against a blank Vite React page built in the same run with the same Vite and React.
import { spawnSync } from 'node:child_process';
import { startProductionServer } from './production-server.mjs';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

export async function measureFirstPageJs() {
  const server = await startProductionServer({ port: 3702, postgresPort: 55481 });
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
    const page = await browser.newPage();
    const files = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') files.set(response.url(), await response.body());
    });
    await page.goto(`${server.url}/en_US/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const gzipBytes = [...files.values()].reduce((sum, body) => sum + gzip(body), 0);
    return { files: [...files.keys()], gzipBytes };
  } finally {
    await browser.close();
    await server.stop();
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
