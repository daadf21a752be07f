// Issue 41 (5), decision 0030: the metrics' configuration — off unless a port or a token is set, a port of
// this machine by default, an empty variable unset, a short token refused.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';

describe('metrics configuration', () => {
  it('is off by default and listens on this machine only when a port is set', () => {
    const unset = loadConfig({});
    expect(unset.METRICS_PORT).toBeUndefined();
    expect(unset.METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
  });

  it('takes an empty variable as unset, never as port 0', () => {
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' })).toMatchObject({
      METRICS_PORT: undefined,
      METRICS_TOKEN: undefined,
    });
  });

  it('refuses a token shorter than 32 characters and a port out of range', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 32 characters/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
  });
});
