// The layer rules of docs/ARCHITECTURE.md (STYLE.md habit 1), checked over every import in src/ by
// scripts/boundaries.test.ts. Pure over (path, import specifiers) so a test can break a rule on
// purpose and see it caught.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

export type SourceFile = { path: string; imports: string[] };
export type Violation = { from: string; to: string; rule: string };

/**
 * Packages the domain may use: it runs anywhere (no React, Drizzle, node:*). zxcvbn-ts is plain
 * TypeScript over its dictionaries, loaded on demand by password-strength.ts for the server and the
 * password screens alike (issue 10: 6). qrcode-generator is plain JavaScript too: the wallet card's QR
 * code is drawn by the one composer the designer and the server share (decision 0804).
 */
const DOMAIN_PACKAGES = new Set([
  'zod',
  'zod/mini',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'qrcode-generator',
]);

/** Web layers, top to bottom: a folder imports its own layer or a lower one, never a higher one. */
const WEB_RANK: Record<string, number> = { app: 4, main: 4, features: 3, components: 2, lib: 1, i18n: 1, styles: 0 };
/**
 * Server floors (docs/ARCHITECTURE.md), top to bottom: entry points; the API (schema, the composition of
 * the services, the only folder that imports every module) beside the seed (a consumer of the modules' use
 * cases); the modules; the GraphQL kit (builder, field factories, shared types: it imports no module);
 * the services' type, the HTTP helpers and the platform (the GraphQL HTTP route, headers, compression,
 * CSRF: Pawport-free machinery); then the infrastructure below them.
 */
const SERVER_RANK: Record<string, number> = {
  main: 6,
  app: 6,
  test: 6,
  api: 5,
  seed: 5,
  // the readiness check (issue 41: 4): it reads the e-mail module's figures, and only main.ts and scripts/ read it
  ops: 5,
  modules: 4,
  'graphql-kit': 3,
  'app-services': 2,
  http: 2,
  platform: 2,
  integrations: 1,
  db: 1,
  shared: 1,
  env: 0,
};

type Place = { area: 'domain' | 'server' | 'web' | 'other'; top: string; unit: string; file: string };

/** Where a repository path sits: its runtime area, its top folder inside it, and its feature or module. */
export function placeOf(path: string): Place {
  const parts = path.split('/');
  const file = parts.at(-1) ?? '';
  if (parts[0] !== 'src' || parts.length < 3) return { area: 'other', top: '', unit: '', file };
  const area = parts[1] === 'domain' || parts[1] === 'server' || parts[1] === 'web' ? parts[1] : 'other';
  const top = (parts[2] ?? '').replace(/\.(js|tsx?)$/, '');
  const unit = (top === 'features' || top === 'modules') && parts.length > 4 ? (parts[3] ?? '') : '';
  return { area, top, unit, file };
}

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path) || path.startsWith('src/server/test/');

/** The repository path an import names, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(from), specifier))
    .split(sep)
    .join('/');
}

function packageRule(from: Place, specifier: string, fromPath: string): string | null {
  if (from.area !== 'domain' || isTest(fromPath)) return null;
  return DOMAIN_PACKAGES.has(specifier) ? null : 'domain uses no package but zod (it runs anywhere)';
}

function areaRule(from: Place, to: Place): string | null {
  if (to.area === 'other' || from.area === to.area) return null;
  if (from.area === 'domain') return 'domain imports neither server nor web';
  if (to.area !== 'domain') return `${from.area} never imports ${to.area}`;
  return null;
}

function webRule(from: Place, to: Place): string | null {
  if (from.area !== 'web' || to.area !== 'web') return null;
  if (from.top === 'features' && to.top === 'features' && from.unit !== to.unit)
    return 'a web feature never imports a sibling feature';
  const fromRank = WEB_RANK[from.top];
  const toRank = WEB_RANK[to.top];
  if (fromRank === undefined || toRank === undefined) return `unknown web folder src/web/${from.top || to.top}`;
  if (toRank > fromRank) return `web/${from.top} never imports the layer above it (web/${to.top})`;
  return null;
}

function serverRule(from: Place, to: Place, fromPath: string): string | null {
  if (from.area !== 'server' || to.area !== 'server') return null;
  if (from.top === 'modules' && to.top === 'modules' && from.unit !== to.unit && !isTest(fromPath)) {
    return /\.(service|functions)\.(js|ts)$/.test(to.file)
      ? null
      : "a server module imports only another module's face: its use cases (*.service.ts) or functions (*.functions.ts)";
  }
  const fromRank = SERVER_RANK[from.top];
  const toRank = SERVER_RANK[to.top];
  if (fromRank === undefined || toRank === undefined) return `unknown server folder src/server/${from.top || to.top}`;
  if (toRank > fromRank && !isTest(fromPath))
    return `server/${from.top} never imports the layer above it (server/${to.top})`;
  return null;
}

/** Every import that breaks a layer rule. */
export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    if (from.area === 'other') continue;
    for (const specifier of file.imports) {
      const target = resolveImport(file.path, specifier);
      const rule =
        target === null
          ? packageRule(from, specifier, file.path)
          : (areaRule(from, placeOf(target)) ??
            webRule(from, placeOf(target)) ??
            serverRule(from, placeOf(target), file.path));
      if (rule) found.push({ from: file.path, to: target ?? specifier, rule });
    }
  }
  return found;
}

/** Import cycles between files (type-only imports included), each reported once by its members. */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path.replace(/\.(tsx?)$/, '')));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const self = file.path.replace(/\.(tsx?)$/, '');
    const targets = file.imports
      .map((specifier) => resolveImport(file.path, specifier)?.replace(/\.(js|tsx?)$/, ''))
      .filter((target): target is string => !!target && known.has(target));
    edges.set(self, targets);
  }
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        cycles.set([...cycle].sort().join(' '), cycle);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return [...cycles.values()];
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The import specifiers of a source text (static, re-exports and dynamic `import('…')`). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

/** Every .ts/.tsx file under a folder, read as a SourceFile with a repository-relative path. */
export function readSources(root: string, folder = 'src'): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push({ path: relative(root, full).split(sep).join('/'), imports: importsOf(readFileSync(full, 'utf8')) });
    }
  };
  walk(join(root, folder));
  return files;
}
