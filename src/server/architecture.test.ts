// The server's module recipe, checked (docs/decisions/0011-server-module-recipe.md): a module reaches
// another only through its *.service.ts; nothing below the seed imports it; no import cycles; and every
// function a *.service.ts exports is a use case, `useCase(services: AppServices, { actor, input })`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = dirname(fileURLToPath(import.meta.url));
const isTest = (path: string) => /\.(test|int\.test|sys\.test)\.ts$/.test(path) || path.startsWith('test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type SourceFile = { path: string; text: string; imports: string[] };

/** Every non-test server file with the server files it imports (type imports included), as paths under src/server. */
const files: SourceFile[] = sourceFiles(SERVER)
  .map((absolute) => {
    const text = readFileSync(absolute, 'utf8');
    const imports = [...text.matchAll(/(?:from|import)\s+['"](\.[^'"]+)['"]/g)]
      .map((match) => resolve(dirname(absolute), (match[1] ?? '').replace(/\.js$/, '.ts')))
      .filter((target) => target.startsWith(SERVER))
      .map((target) => relative(SERVER, target));
    return { path: relative(SERVER, absolute), text, imports };
  })
  .filter((file) => !isTest(file.path));

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

describe('server architecture', () => {
  it('finds the server sources', () => expect(files.length).toBeGreaterThan(50));

  it('a module imports another module only through its *.service.ts', () => {
    const reaching = files.flatMap((file) => {
      const own = moduleOf(file.path);
      if (!own) return [];
      return file.imports
        .filter((target) => moduleOf(target) && moduleOf(target) !== own && !target.endsWith('.service.ts'))
        .map((target) => `${file.path} -> ${target}`);
    });
    expect(reaching).toEqual([]);
  });

  it('only main.ts and the tests import the seed (it sits above the modules)', () => {
    const importers = files
      .filter((file) => !file.path.startsWith('seed/') && file.path !== 'main.ts')
      .filter((file) => file.imports.some((target) => target.startsWith('seed/')))
      .map((file) => file.path);
    expect(importers).toEqual([]);
  });

  it('has no import cycles', () => {
    const graph = new Map(files.map((file) => [file.path, file.imports.filter((target) => target !== file.path)]));
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (path: string, trail: string[]) => {
      if (state.get(path) === 'done') return;
      if (state.get(path) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(path)), path].join(' -> '));
        return;
      }
      state.set(path, 'visiting');
      for (const next of graph.get(path) ?? []) visit(next, [...trail, path]);
      state.set(path, 'done');
    };
    for (const path of graph.keys()) visit(path, []);
    expect(cycles).toEqual([]);
  });

  it('every function a *.service.ts exports takes (services: AppServices, { actor?, input? })', () => {
    const offenders: string[] = [];
    for (const file of files.filter((candidate) => candidate.path.endsWith('.service.ts'))) {
      const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
        if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
        const [services, call, ...rest] = statement.parameters;
        const servicesOk =
          services?.name.getText(source) === 'services' && services.type?.getText(source) === 'AppServices';
        const callOk =
          call === undefined ||
          (ts.isObjectBindingPattern(call.name) &&
            call.name.elements.every((element) =>
              ['actor', 'input'].includes((element.propertyName ?? element.name).getText(source)),
            )) ||
          call.name.getText(source) === 'call';
        if (!servicesOk || !callOk || rest.length > 0) offenders.push(`${file.path}: ${statement.name.text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
