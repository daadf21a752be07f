#!/usr/bin/env node
// After `vite build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file of
// the web build, made once at build time at the highest levels, so that the server answers with them
// by content negotiation (src/server/http/web-app.ts) and never compresses an asset at run time.
// A copy is kept only where it saves at least 10 % (and the file is not tiny). Source maps are skipped.
//   node scripts/compress-assets.mjs [dir]     (default dist/web)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export async function compressAssets(dir) {
  const jobs = [];
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return { path, size: content.length, br: 0, gz: 0 };
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
        ]);
        const worth = (compressed) => compressed.length <= content.length * 0.9;
        if (worth(br)) await writeFile(`${path}.br`, br);
        if (worth(gz)) await writeFile(`${path}.gz`, gz);
        return { path, size: content.length, br: worth(br) ? br.length : 0, gz: worth(gz) ? gz.length : 0 };
      })(),
    );
  }
  return Promise.all(jobs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/web';
  await stat(dir);
  const results = await compressAssets(dir);
  const total = (key) => results.reduce((sum, result) => sum + (key === 'size' || result[key] ? result[key] : 0), 0);
  const compressed = results.filter((result) => result.br);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const original = compressed.reduce((sum, result) => sum + result.size, 0);
  console.log(
    `compressed ${compressed.length} of ${results.length} files in ${relative(process.cwd(), dir) || '.'}: ` +
      `${kib(original)} → brotli ${kib(total('br'))}, gzip ${kib(total('gz'))}`,
  );
}
