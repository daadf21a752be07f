// STYLE.md habit 7: every root field declares who may call it.
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

describe('GraphQL root fields', () => {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    it(`${type.name}: every field declares authScopes`, () => {
      const undeclared = Object.values(type.getFields())
        .filter((field) => {
          const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
          return options?.authScopes === undefined;
        })
        .map((field) => field.name);
      expect(undeclared).toEqual([]);
    });
  }
});
