// One owner per table (issue 40, src/server/db/schema/owners.ts): which server files name a table their
// module does not own, by import from the schema, by Drizzle's `db.query.<table>` or in raw SQL. Pure
// over (path, text) so that scripts/table-owners.test.ts can plant a violation and see it caught.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type ServerSource = { path: string; text: string };
/** A table as the checker knows it: its Drizzle export, its SQL name, its owner. */
export type OwnedTable = { name: string; sqlName: string; owner: string };
export type TableUse = { unit: string; table: string; file: string };

const SCHEMA_FOLDER = 'src/server/db/schema/';
const SCHEMA_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"][^'"]*\/schema\/[^'"]*['"]/g;
const QUERY_API = /\.query\.(\w+)\./g;
const RAW_SQL = /\b(?:from|join|update|into)\s+([a-z_]+)\b/gi;

/** The part of the server a file belongs to: its module, an integration, a shared machine (shared/rate-limit), or its top folder. */
export function unitOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'src' || parts[1] !== 'server' || path.startsWith(SCHEMA_FOLDER)) return null;
  if (/\.(test|spec)\.tsx?$/.test(path) || parts[2] === 'test') return null;
  if ((parts[2] === 'modules' || parts[2] === 'integrations' || parts[2] === 'shared') && parts.length > 4)
    return parts[2] === 'modules' ? (parts[3] ?? null) : `${parts[2]}/${parts[3]}`;
  return (parts[2] ?? '').replace(/\.tsx?$/, '');
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The tables a source text names. */
export function tablesNamedIn(text: string, tables: readonly OwnedTable[]): string[] {
  const code = withoutComments(text);
  const byName = new Map(tables.map((table) => [table.name, table.name]));
  const bySqlName = new Map(tables.map((table) => [table.sqlName, table.name]));
  const named = new Set<string>();
  for (const match of code.matchAll(SCHEMA_IMPORT))
    for (const part of (match[1] ?? '').split(',')) {
      const imported = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      const table = imported && byName.get(imported);
      if (table) named.add(table);
    }
  for (const match of code.matchAll(QUERY_API)) {
    const table = byName.get(match[1] ?? '');
    if (table) named.add(table);
  }
  for (const match of code.matchAll(RAW_SQL)) {
    const table = bySqlName.get(match[1] ?? '');
    if (table) named.add(table);
  }
  return [...named];
}

/** Every (unit, table) where a file names a table owned by another unit, once per unit and table. */
export function foreignTableUses(files: readonly ServerSource[], tables: readonly OwnedTable[]): TableUse[] {
  const owners = new Map(tables.map((table) => [table.name, table.owner]));
  const uses = new Map<string, TableUse>();
  for (const file of files) {
    const unit = unitOf(file.path);
    if (!unit) continue;
    for (const table of tablesNamedIn(file.text, tables)) {
      const key = `${unit} ${table}`;
      if (owners.get(table) !== unit && !uses.has(key)) uses.set(key, { unit, table, file: file.path });
    }
  }
  return [...uses.values()].sort((a, b) => `${a.unit} ${a.table}`.localeCompare(`${b.unit} ${b.table}`));
}

/** The tables of the schema files with their SQL names, and the owner each is given. */
export function readTables(root: string, owners: Readonly<Record<string, string>>): OwnedTable[] {
  const tables: OwnedTable[] = [];
  const folder = join(root, SCHEMA_FOLDER);
  for (const entry of readdirSync(folder)) {
    const text = readFileSync(join(folder, entry), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      const [, name = '', sqlName = ''] = match;
      tables.push({ name, sqlName, owner: owners[name] ?? '' });
    }
  }
  return tables;
}

/** Every .ts file of src/server with its text and repository-relative path. */
export function readServerSources(root: string): ServerSource[] {
  const files: ServerSource[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(join(root, 'src/server'));
  return files;
}
