import { describe, expect, it } from 'vitest';
import { ZOD_CONFIG_KEY } from './zod-jitless.js';

describe('zod settings through the global main.tsx sets', () => {
  it('is the object zod reads its settings from', async () => {
    const { config } = await import('zod/v4/core');
    expect((globalThis as Record<string, unknown>)[ZOD_CONFIG_KEY]).toBe(config());
  });
});
