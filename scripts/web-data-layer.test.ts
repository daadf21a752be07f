// One data layer on the web (issue 40, decision 0027): a screen reaches the server through the hook its
// operation's `*.generated.ts` exports, never through the GraphQL client itself. Only generated files and
// src/web/lib/** (the client, the session, the hooks) import `graphqlRequest`; tests of the client may.
// `components/` holds no operation of its own: a widget's data belongs to the feature that owns it, or to lib.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, readSources, resolveImport } from './boundaries.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = 'src/web/lib/graphql-client.js';

type Text = { path: string; text: string };

const mayCallClient = (path: string) =>
  path.endsWith('.generated.ts') || path.startsWith('src/web/lib/') || /\.test\.tsx?$/.test(path);

/** The names a text imports from one specifier (`import { a, type B, c as d } from '…'`). */
function namesImportedFrom(text: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean),
  );
}

/** The web files outside lib/ and the generated ones that import `graphqlRequest`. */
function clientCallers(files: readonly Text[]): string[] {
  return files
    .filter(({ path }) => path.startsWith('src/web/') && !mayCallClient(path))
    .filter(({ path, text }) =>
      importsOf(text).some(
        (specifier) =>
          resolveImport(path, specifier) === CLIENT && namesImportedFrom(text, specifier).includes('graphqlRequest'),
      ),
    )
    .map(({ path }) => path)
    .sort();
}

/** The `.graphql` files under a folder. */
function operationsUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length));
}

const tree = (): Text[] =>
  readSources(root, 'src/web').map(({ path }) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

describe('the rule, broken on purpose', () => {
  it('finds a screen that imports graphqlRequest, however the import is written', () => {
    const planted: Text[] = [
      {
        path: 'src/web/features/pet/PetPage.tsx',
        text: "import { graphqlRequest } from '../../lib/graphql-client.js';",
      },
      {
        path: 'src/web/components/Widget.tsx',
        text: "import {\n  errorCodeOf,\n  graphqlRequest as ask,\n} from '../lib/graphql-client.js';",
      },
    ];
    expect(clientCallers(planted)).toEqual(['src/web/components/Widget.tsx', 'src/web/features/pet/PetPage.tsx']);
  });

  it('lets generated files, lib/ and tests call the client, and anyone use its error helpers', () => {
    const allowed: Text[] = [
      {
        path: 'src/web/features/pet/api/my-pets.generated.ts',
        text: "import { graphqlRequest } from '../../../lib/graphql-client.js';",
      },
      { path: 'src/web/lib/session.tsx', text: "import { graphqlRequest } from './graphql-client.js';" },
      { path: 'src/web/app/route-data.test.ts', text: "import { graphqlRequest } from '../lib/graphql-client.js';" },
      {
        path: 'src/web/features/pet/PetForm.tsx',
        text: "import { errorCodeOf, type TypedDocument } from '../../lib/graphql-client.js';",
      },
      { path: 'src/web/features/pet/Other.tsx', text: "import { graphqlRequest } from '../../lib/other.js';" },
    ];
    expect(clientCallers(allowed)).toEqual([]);
  });
});

describe('the real tree', () => {
  it('calls the GraphQL client only from generated files and lib/', () => {
    expect(clientCallers(tree())).toEqual([]);
  });

  it('keeps no operation in components/', () => {
    expect(operationsUnder('src/web/components')).toEqual([]);
  });
});
