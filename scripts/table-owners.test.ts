import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/server/db/schema/owners.js';
import { foreignTableUses, type OwnedTable, readServerSources, readTables, tablesNamedIn } from './table-owners.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const planted: OwnedTable[] = [
  { name: 'pets', sqlName: 'pets', owner: 'pet' },
  { name: 'petLicenses', sqlName: 'pet_licenses', owner: 'license' },
];

describe('table ownership, broken on purpose', () => {
  it.each([
    ['an import from the schema', "import { pets, type PetRow } from '../../db/schema/index.js';"],
    ['an import of one schema file', "import { pets as allPets } from '../../db/schema/pets.js';"],
    ["Drizzle's query API", 'await tx.query.pets.findFirst({ where: … });'],
    ['raw SQL', 'sql`select id from pets where account_id = $1`'],
  ])('finds %s', (_, text) => {
    const uses = foreignTableUses([{ path: 'src/server/modules/license/license.service.ts', text }], planted);
    expect(uses.map((use) => `${use.unit} ${use.table}`)).toEqual(['license pets']);
  });

  it("allows the owner's own tables, tests and comments", () => {
    const owner = {
      path: 'src/server/modules/pet/pet.service.ts',
      text: "import { pets } from '../../db/schema/index.js';",
    };
    const test = { path: 'src/server/modules/license/license.int.test.ts', text: owner.text };
    const comment = { path: 'src/server/modules/license/license.service.ts', text: '// joins pets: select from pets' };
    expect(foreignTableUses([owner, test, comment], planted)).toEqual([]);
  });

  it('names an integration and a top folder as their own units', () => {
    const text = "import { petLicenses } from '../db/schema/index.js';";
    const uses = foreignTableUses(
      [
        { path: 'src/server/integrations/payments/test-processor.ts', text },
        { path: 'src/server/seed/seed.ts', text },
      ],
      planted,
    );
    expect(uses.map((use) => use.unit)).toEqual(['integrations/payments', 'seed']);
  });

  it('reads an aliased and a type-only import', () => {
    expect(tablesNamedIn("import type { petLicenses as l } from './schema/pets.js';", planted)).toEqual([
      'petLicenses',
    ]);
  });
});

describe('the source tree', () => {
  const tables = readTables(root, TABLE_OWNERS);
  const modules = new Set(readdirSync(new URL('../src/server/modules', import.meta.url)));

  it('gives every table an owner that exists', () => {
    expect(tables.length).toBeGreaterThan(40);
    const adapters = new Set(['integrations/payments', 'shared/rate-limit']);
    const strays = tables.filter(({ owner }) => !modules.has(owner) && !adapters.has(owner));
    expect(strays.map(({ name, owner }) => `${name}: ${owner || 'no owner'}`)).toEqual([]);
  });

  it('names no table of another module anywhere (issue 40: every table has one owner)', () => {
    const uses = foreignTableUses(readServerSources(root), tables);
    const found: Record<string, string[]> = {};
    for (const { unit, table } of uses) found[unit] = [...(found[unit] ?? []), table];
    expect(found).toEqual({});
  });
});
