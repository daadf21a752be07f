// P5: the JavaScript Chromium actually downloads for /en_US/login from the production server, as bytes
// on the wire (DevTools' "transferred": compressed body and response headers), with the largest chunks;
// and a blank Vite React page built in the same run with the same Vite and React, compressed as our
// build compresses (scripts/compress-assets.mjs), for the ratio.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { compressAssets } from '../scripts/compress-assets.mjs';

/**
 * Loads `url` in a fresh Chromium (empty cache) and sums the scripts it downloaded.
 * @returns {{ transferred: number, body: number, decoded: number, scripts: { url: string, transferred: number, body: number, decoded: number }[] }}
 */
export async function measurePageScripts(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') requests.set(requestId, { url: response.url, headers: response.encodedDataLength ?? 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.decoded = (entry.decoded ?? 0) + dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.transferred = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = [...requests.values()]
      .filter((entry) => entry.transferred !== undefined)
      .map((entry) => ({
        url: entry.url,
        transferred: entry.transferred,
        body: Math.max(0, entry.transferred - entry.headers),
        decoded: entry.decoded ?? 0,
      }))
      .sort((a, b) => b.transferred - a.transferred);
    const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
    return { transferred: sum('transferred'), body: sum('body'), decoded: sum('decoded'), scripts };
  } finally {
    await browser.close();
  }
}

/** A blank Vite React page (React and react-dom, one h1), built and compressed as our build is. */
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
    await compressAssets(assets);
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const brotliBytes = scripts.reduce((sum, file) => sum + readFileSync(join(assets, `${file}.br`)).length, 0);
    return { brotliBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
