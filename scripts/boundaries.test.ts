import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, importCycles, importsOf, readSources, type SourceFile } from './boundaries.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesOf = (files: SourceFile[]) => boundaryViolations(files).map((violation) => violation.rule);

describe('the layer rules, broken on purpose', () => {
  it.each([
    ['src/domain/pet/pet.ts', '../../server/db/client.js', 'domain imports neither server nor web'],
    ['src/domain/pet/pet.ts', 'react', 'domain uses no package but zod (it runs anywhere)'],
    ['src/web/features/pet/PetPage.tsx', '../../../server/db/client.js', 'web never imports server'],
    ['src/server/modules/pet/pet.service.ts', '../../../web/lib/session.js', 'server never imports web'],
    [
      'src/web/features/pet/PetPage.tsx',
      '../account/MyDetailsPage.js',
      'a web feature never imports a sibling feature',
    ],
    [
      'src/web/features/pet/PetPage.tsx',
      '../../app/router.js',
      'web/features never imports the layer above it (web/app)',
    ],
    [
      'src/web/components/form/Field.tsx',
      '../../features/pet/PetPage.js',
      'web/components never imports the layer above it (web/features)',
    ],
    ['src/web/lib/session.tsx', '../components/Modal.js', 'web/lib never imports the layer above it (web/components)'],
    [
      'src/server/modules/pet/pet.service.ts',
      '../account/account-row.js',
      "a server module imports only another module's face: its use cases (*.service.ts) or functions (*.functions.ts)",
    ],
    [
      'src/server/db/client.ts',
      '../modules/pet/pet.service.js',
      'server/db never imports the layer above it (server/modules)',
    ],
    [
      'src/server/modules/pet/pet.service.ts',
      '../../seed/seed.js',
      'server/modules never imports the layer above it (server/seed)',
    ],
    [
      'src/server/graphql-kit/context.ts',
      '../modules/pet/pet.service.js',
      'server/graphql-kit never imports the layer above it (server/modules)',
    ],
    [
      'src/server/modules/pet/pet.graphql.ts',
      '../../api/schema.js',
      'server/modules never imports the layer above it (server/api)',
    ],
    [
      'src/server/platform/graphql-route.ts',
      '../graphql-kit/context.js',
      'server/platform never imports the layer above it (server/graphql-kit)',
    ],
    [
      'src/server/app-services.ts',
      './modules/jurisdiction/jurisdiction-directory.js',
      'server/app-services never imports the layer above it (server/modules)',
    ],
  ])('%s → %s: %s', (path, specifier, rule) => {
    expect(rulesOf([{ path, imports: [specifier] }])).toEqual([rule]);
  });

  it.each([
    ['src/web/features/pet/PetPage.tsx', './api/get-pets.js'],
    ['src/web/features/pet/PetPage.tsx', '../../components/form/Field.js'],
    ['src/web/features/pet/PetPage.tsx', '../../../domain/pet/pet.ts'],
    ['src/server/modules/pet/pet.service.ts', '../account/account.service.js'],
    ['src/server/modules/license/license.service.ts', '../pet/pet.functions.js'],
    ['src/server/seed/seed.ts', '../modules/pet/pet.service.js'],
    ['src/server/modules/pet/pet.graphql.ts', '../../graphql-kit/root-fields.js'],
    ['src/server/api/schema.ts', '../modules/pet/pet.graphql.js'],
    ['src/server/graphql-kit/builder.ts', '../app-services.js'],
    ['src/domain/pet/pet.ts', 'zod/mini'],
  ])('%s → %s is allowed', (path, specifier) => {
    expect(rulesOf([{ path, imports: [specifier] }])).toEqual([]);
  });

  it('finds a cycle', () => {
    const files = [
      { path: 'src/server/seed/a.ts', imports: ['./b.js'] },
      { path: 'src/server/seed/b.ts', imports: ['./a.js'] },
      { path: 'src/server/seed/c.ts', imports: ['./a.js'] },
    ];
    expect(importCycles(files)).toEqual([['src/server/seed/a', 'src/server/seed/b']]);
  });

  it('reads static, type-only, re-export and dynamic imports', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export { c } from './c.js';",
      "import './d.css';",
      "const e = lazy(() => import('./e.js'));",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.js', './b.js', './c.js', './d.css', './e.js']);
  });
});

describe('the source tree', () => {
  const sources = readSources(root);

  it('is read', () => expect(sources.length).toBeGreaterThan(150));

  it('keeps every layer rule', () => {
    expect(boundaryViolations(sources).map(({ from, to, rule }) => `${from} → ${to}: ${rule}`)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(sources).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
