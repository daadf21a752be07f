import { describe, expect, it } from 'vitest';

// STYLE.md habit 1 and PRODUCT.md §3: domain runs anywhere — no node:*, React, Drizzle, server or web.
const sources = import.meta.glob<string>('../**/*.ts', { eager: true, query: '?raw', import: 'default' });

describe('domain boundaries', () => {
  const code = Object.entries(sources).filter(([path]) => !path.endsWith('.test.ts'));

  it('finds the domain sources', () => expect(code.length).toBeGreaterThan(20));

  it.each(code.map(([path, text]) => [path, text] as const))(
    '%s imports only domain code and pure libraries',
    (_path, text) => {
      const imports = [...text.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
      for (const spec of imports) {
        expect(spec).not.toMatch(/^node:|^react|^drizzle|^pg$|\/server\/|\/web\//);
        if (spec.startsWith('.')) expect(spec.endsWith('.js'), spec).toBe(true);
      }
    },
  );
});
