// Issue 10 (11): source maps are built hidden and never served in production; the web app's own files keep
// their caching (immutable assets, a no-cache shell) under the no-store default (issue 10: 10).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config.js';
import { useTestApp } from '../test/test-app.js';

const webDir = mkdtempSync(join(tmpdir(), 'pawport-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Pawport</title>');
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
writeFileSync(join(webDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/web/main.tsx"]}');

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('the web app files', () => {
  it('are built with hidden source maps: no bundle links to its map', () => {
    // the config is a function of the command (the production build's differs from the dev server's)
    const config = typeof viteConfig === 'function' ? viteConfig({ command: 'build', mode: 'production' }) : viteConfig;
    expect((config as { build?: { sourcemap?: unknown } }).build?.sourcemap).toBe('hidden');
  });

  for (const mode of ['production', 'development'] as const) {
    describe(mode, () => {
      const testApp = useTestApp({ env: { NODE_ENV: mode, WEB_DIST_DIR: webDir } });

      it(mode === 'production' ? 'refuse source maps' : 'serve source maps to developers', async () => {
        const map = await fetch(`${testApp.url}/assets/index-abc123.js.map`);
        expect(map.status).toBe(mode === 'production' ? 404 : 200);
        if (mode === 'production') expect(await map.text()).not.toContain('sources');
        expect(map.headers.get('content-security-policy')).toBeTruthy();
      });

      it('serve assets immutable, the shell no-cache, a missing asset as 404, the API no-store', async () => {
        const asset = await fetch(`${testApp.url}/assets/index-abc123.js`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const page = await fetch(`${testApp.url}/en_US/login`);
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect((await fetch(`${testApp.url}/assets/missing-123.js`)).status).toBe(404);
        expect((await fetch(`${testApp.url}/healthz`)).headers.get('cache-control')).toBe('no-store');
      });
    });
  }
});
