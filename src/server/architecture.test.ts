// The server's module recipe, checked (docs/decisions/0011-server-module-recipe.md): every value a
// *.service.ts exports (functions, consts, re-exports: every exported binding) is a use case, `useCase(services: AppServices, { actor, input })`. The layer
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

/** Whether a parameter list is a use case's: `(services: AppServices, { actor?, input? } | call)`. */
function isUseCaseSignature(parameters: readonly ts.ParameterDeclaration[], source: ts.SourceFile): boolean {
  const [services, call, ...rest] = parameters;
  const servicesOk = services?.name.getText(source) === 'services' && services.type?.getText(source) === 'AppServices';
  const callOk =
    call === undefined ||
    (ts.isObjectBindingPattern(call.name) &&
      call.name.elements.every((element) =>
        ['actor', 'input'].includes((element.propertyName ?? element.name).getText(source)),
      )) ||
    call.name.getText(source) === 'call';
  return servicesOk && callOk && rest.length === 0;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  !!ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/**
 * Every exported value of a *.service.ts that is not a use case: a function or a const function of another
 * shape, a const that is not a function (a constant belongs in the domain or a *.functions.ts), a value
 * re-export, a class or an enum. Types may be exported (a use case's answer has one).
 */
function serviceExportOffenders(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const offenders: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement)) {
      if (!isUseCaseSignature(statement.parameters, source)) offenders.push(statement.name?.text ?? 'default');
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
        if (!isFunction || !isUseCaseSignature(value.parameters, source))
          offenders.push(declaration.name.getText(source));
      }
    } else if ((ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && isExported(statement)) {
      offenders.push(statement.name?.text ?? 'default');
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) offenders.push('export *');
      else for (const element of clause.elements) if (!element.isTypeOnly) offenders.push(element.name.text);
    } else if (ts.isExportAssignment(statement)) {
      offenders.push('export default');
    }
  }
  return offenders;
}

/**
 * Exports of services that are not use cases, still to move: a job's name and schedule to its
 * `<concept>.jobs.ts`, a constant to the domain or the module's `*.functions.ts`, a helper another module
 * calls to `*.functions.ts`. The list must equal what the check finds, so it can only shrink.
 */
const NOT_YET_MOVED: string[] = [];

describe('server architecture', () => {
  it('finds the server sources', () => expect(files.length).toBeGreaterThan(50));

  it('every value a *.service.ts exports is a use case: (services: AppServices, { actor?, input? })', () => {
    const offenders = files
      .filter((candidate) => candidate.path.endsWith('.service.ts'))
      .flatMap((file) => serviceExportOffenders(file.path, file.text).map((name) => `${file.path}: ${name}`));
    expect(offenders).toEqual(NOT_YET_MOVED);
  });

  it('catches each kind of export that is not a use case', () => {
    const planted = [
      'export async function ok(services: AppServices, { actor, input }: ActorCall<X>) {}',
      'export const okArrow = async (services: AppServices, call: PublicCall<X>) => {};',
      'export type Answer = { id: number };',
      "export type { Row } from './row.js';",
      'export function helper(db: DbOrTx, id: number) {}',
      'export const LIMIT = 5;',
      'export const arrow = (tx: DbOrTx) => tx;',
      "export { reexported } from './elsewhere.js';",
      "export * from './everything.js';",
      'export class Cache {}',
    ].join('\n');
    expect(serviceExportOffenders('planted.service.ts', planted)).toEqual([
      'helper',
      'LIMIT',
      'arrow',
      'reexported',
      'export *',
      'Cache',
    ]);
  });
});
