// Prints the GraphQL schema to schema.graphql (committed; CI regenerates it and expects no diff).
import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/server/api/schema.js';

const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`;
const target = process.argv[2] ?? 'schema.graphql';
writeFileSync(target, sdl);
console.log(`wrote ${target}`);
