// Every root field is declared by one of the three factories of root-fields.ts (publicField, viewerField,
// staffField), which write its authScopes: a module or the API that calls `builder.queryField` (or any of
// Pothos's root-field methods) or writes `authScopes` itself has found a fourth way, and fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
const isTest = (path: string) => /\.test\.ts$/.test(path);

/** Pothos's ways to put a field on Query, Mutation or Subscription without a factory. */
const ROOT_FIELD_METHODS = new Set([
  'queryField',
  'queryFields',
  'mutationField',
  'mutationFields',
  'subscriptionField',
  'subscriptionFields',
  'queryType',
  'mutationType',
  'subscriptionType',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `path:line: what` for each raw root-field call and each hand-written `authScopes` in one file. */
function rawRootFields(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ROOT_FIELD_METHODS.has(node.name.text)) report(node, node.name.text);
    else if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      ROOT_FIELD_METHODS.has(node.argumentExpression.text)
    )
      report(node, node.argumentExpression.text);
    else if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(source).replace(/['"]/g, '') === 'authScopes'
    )
      report(node, 'authScopes');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules' and the API's sources (the kit's factories are the one place allowed to declare). */
const files = ['modules', 'api'].flatMap((folder) =>
  sourceFiles(join(SERVER, folder))
    .map((absolute) => ({ path: relative(SERVER, absolute), text: readFileSync(absolute, 'utf8') }))
    .filter((file) => !isTest(file.path)),
);

describe('root fields come from the three factories', () => {
  it('finds the modules and their GraphQL files', () =>
    expect(files.filter((file) => file.path.endsWith('.graphql.ts')).length).toBeGreaterThan(15));

  it('no module nor the API calls builder.queryField / mutationField(s) or writes authScopes', () => {
    expect(files.flatMap((file) => rawRootFields(file.path, file.text))).toEqual([]);
  });

  it('catches each way around the factories', () => {
    const planted = [
      "import { publicField } from '../../graphql-kit/root-fields.js';",
      "publicField('query', 'fine', { type: 'String', resolve: () => 'ok' });",
      "builder.queryField('a', (t) => t.string({ resolve: () => '' }));",
      'builder.queryFields((t) => ({}));',
      "builder.mutationField('b', (t) => t.boolean({ resolve: () => true }));",
      'builder.mutationFields((t) => ({}));',
      "builder['queryField']('c', (t) => t.string({ resolve: () => '' }));",
      "const field = { type: 'String', authScopes: { public: true } };",
      '// builder.queryField in a comment is no call',
    ].join('\n');
    expect(rawRootFields('planted.graphql.ts', planted)).toEqual([
      'planted.graphql.ts:3: queryField',
      'planted.graphql.ts:4: queryFields',
      'planted.graphql.ts:5: mutationField',
      'planted.graphql.ts:6: mutationFields',
      'planted.graphql.ts:7: queryField',
      'planted.graphql.ts:8: authScopes',
    ]);
  });
});
