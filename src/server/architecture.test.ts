// The server's module recipe, checked (docs/decisions/0011-server-module-recipe.md): every function a
// *.service.ts exports is a use case, `useCase(services: AppServices, { actor, input })`. The layer
// rules (modules meet through their services, the seed above them, no cycles) are checked for all of
// src/ by scripts/boundaries.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/** Every non-test *.service.ts under src/server, with its text. */
const files = sourceFiles(SERVER)
  .map((absolute) => ({ path: relative(SERVER, absolute), text: readFileSync(absolute, 'utf8') }))
  .filter((file) => !isTest(file.path));

describe('server architecture', () => {
  it('finds the server sources', () => expect(files.length).toBeGreaterThan(50));

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
