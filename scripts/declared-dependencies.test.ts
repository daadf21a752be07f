import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  dependencyProblems,
  type ExportsOf,
  installedExports,
  isExported,
  type PackageJson,
  packageOf,
  readImports,
  specifiersOf,
  USED_WITHOUT_IMPORT,
} from './declared-dependencies.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as PackageJson & {
  scripts: Record<string, string>;
};

describe('package.json', () => {
  it('declares exactly what the code imports, and no private file of a package is imported', () => {
    expect(dependencyProblems(readImports(root), packageJson, installedExports(root))).toEqual([]);
  });

  it('has a use for each package it declares without an import', () => {
    for (const name of Object.keys(USED_WITHOUT_IMPORT)) {
      expect(packageJson.devDependencies?.[name] ?? packageJson.dependencies?.[name]).toBeDefined();
    }
    expect(packageJson.scripts.lint).toMatch(/\bbiome\b/);
    expect(Object.values(packageJson.scripts).some((script) => /\btsx\b/.test(script))).toBe(true);
  });
});

describe('the check, broken on purpose', () => {
  const declared: PackageJson = {
    dependencies: { fastify: '5.0.0', graphql: '16.0.0', '@fontsource/lato': '5.0.0', zod: '4.0.0' },
    devDependencies: { '@types/node': '20.0.0', '@types/leaflet': '1.0.0', leaflet: '1.9.0', tsx: '4.0.0' },
  };
  const noExports: ExportsOf = (name) => (name === 'zod' ? { '.': './index.js', './v4/*': './v4/*.js' } : undefined);
  const everything = [
    { file: 'src/a.ts', specifier: 'fastify' },
    { file: 'src/a.ts', specifier: 'graphql' },
    { file: 'src/b.ts', specifier: '@fontsource/*' },
    { file: 'src/c.ts', specifier: 'zod/v4/core' },
    { file: 'src/d.tsx', specifier: 'leaflet/dist/leaflet.css' },
  ];
  const problemsWith = (...extra: { file: string; specifier: string }[]) =>
    dependencyProblems([...everything, ...extra], declared, noExports);

  it('passes the planted repository as it is', () => {
    expect(problemsWith()).toEqual([]);
  });

  it('fails an undeclared package', () => {
    expect(problemsWith({ file: 'src/server/fake.ts', specifier: 'left-pad/index.js' })).toEqual([
      'src/server/fake.ts imports left-pad, which package.json does not declare',
    ]);
  });

  it('fails a declared package nothing imports', () => {
    expect(dependencyProblems(everything.slice(1), declared, noExports)).toEqual([
      'package.json declares fastify, which nothing imports',
    ]);
    // @types/leaflet goes with leaflet
    expect(dependencyProblems(everything.slice(0, 4), declared, noExports)).toEqual([
      'package.json declares @types/leaflet, which nothing imports',
      'package.json declares leaflet, which nothing imports',
    ]);
  });

  it("fails a package's private file: outside its exports map, its lib/, a file inside a graphql module", () => {
    expect(
      problemsWith(
        { file: 'src/e.ts', specifier: 'zod/lib/internal.js' },
        { file: 'src/f.ts', specifier: 'fastify/lib/symbols.js' },
        { file: 'src/g.ts', specifier: 'graphql/execution/execute.js' },
        { file: 'src/h.ts', specifier: 'graphql/execution' },
      ),
    ).toEqual([
      'src/e.ts imports zod/lib/internal.js, a private file of zod (not its public face)',
      'src/f.ts imports fastify/lib/symbols.js, a private file of fastify (not its public face)',
      'src/g.ts imports graphql/execution/execute.js, a private file of graphql (not its public face)',
    ]);
  });
});

describe('reading specifiers', () => {
  it('finds imports, requires, resolves, templates and type references', () => {
    // written with % for the quotes, so that this file's own imports are not these
    const text = [
      'import a from %alpha%;',
      'export { b } from %@scope/beta/sub%;',
      'const c = await import(%gamma%);',
      'const d = createRequire(import.meta.url)(%delta/data.json%);',
      'const e = createRequire(import.meta.url).resolve(%epsilon%);',
      'const f = require.resolve(`@fonts/$' + '{slug}/package.json`);',
      '/// <reference types="zeta" />',
    ]
      .join('\n')
      .replaceAll('%', "'");
    expect(specifiersOf(text).sort()).toEqual(
      ['alpha', '@scope/beta/sub', 'gamma', 'delta/data.json', 'epsilon', '@fonts/*', 'zeta'].sort(),
    );
  });

  it('names the package of a specifier, or none', () => {
    expect(packageOf('@scope/beta/sub')).toEqual({ name: '@scope/beta', subpath: './sub' });
    expect(packageOf('pdfjs-dist/build/pdf.worker.min.mjs?url')).toEqual({
      name: 'pdfjs-dist',
      subpath: './build/pdf.worker.min.mjs',
    });
    expect(packageOf('@fonts/*')).toEqual({ name: '@fonts/', subpath: '' });
    for (const none of ['./local.js', 'node:fs', 'fs', '…', '/abs']) expect(packageOf(none)).toBeNull();
  });

  it('reads exports maps with patterns and condition-only maps', () => {
    expect(isExported({ '.': './a.js', './v4/*': './v4/*.js' }, './v4/core')).toBe(true);
    expect(isExported({ '.': './a.js' }, './lib/x.js')).toBe(false);
    expect(isExported({ import: './a.mjs', require: './a.cjs' }, './sub')).toBe(false);
  });
});
