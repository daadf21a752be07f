import { describe, expect, it } from 'vitest';
import { type Destination, LineBatch } from './log-destination.js';

function collecting() {
  const writes: Buffer[] = [];
  const destination: Destination = {
    write(data) {
      writes.push(Buffer.isBuffer(data) ? Buffer.from(data) : Buffer.from(data));
      return true;
    },
    flush(callback) {
      callback?.();
    },
  };
  return { writes, destination, text: () => Buffer.concat(writes).toString('utf8') };
}

describe('LineBatch', () => {
  it('hands lines over in batches, in order, with their UTF-8 bytes', () => {
    const sink = collecting();
    const batch = new LineBatch(() => sink.destination);
    const lines = Array.from({ length: 5000 }, (_, index) => `{"n":${index},"name":"Zoë 🐕"}\n`);
    for (const line of lines) batch.write(line);
    // 64 KiB batches: some went out already, not one write a line
    expect(sink.writes.length).toBeGreaterThan(0);
    expect(sink.writes.length).toBeLessThan(10);
    batch.flush();
    expect(sink.text()).toBe(lines.join(''));
  });

  it('keeps the order around a line longer than a batch', () => {
    const sink = collecting();
    const batch = new LineBatch(() => sink.destination);
    const long = `${'x'.repeat(70_000)}\n`;
    batch.write('first\n');
    batch.write(long);
    batch.write('last\n');
    batch.flush();
    expect(sink.text()).toBe(`first\n${long}last\n`);
  });
});
