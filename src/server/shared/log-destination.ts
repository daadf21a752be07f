// Where the process's log lines go (decision 1414): stdout, without blocking the request.
import pino, { type DestinationStream } from 'pino';

/** How long a line may wait in the buffer when traffic is too light to fill it. */
export const LOG_FLUSH_MS = 250;
const BATCH_BYTES = 64 * 1024;

export type Destination = { write(data: string | Buffer): boolean; flush(callback?: (error?: Error) => void): void };

/**
 * Collects log lines and hands them to the destination in batches of 64 KiB (or every LOG_FLUSH_MS):
 * one write for some three hundred request lines instead of one each (the destination's own work per write,
 * about 1.4 µs, is then paid once a batch). Lines keep their order: every line of the logger goes
 * through it.
 *
 * Each line's bytes are copied into the batch's buffer (outside V8's heap) when it is written, so the
 * line's string dies young: kept in an array until the batch was full, the strings (each a tree of the
 * pieces it was assembled from) lived through young-generation collections, were copied by each and
 * promoted, and were then joined and copied again (decision 1414).
 */
export class LineBatch implements Destination {
  readonly #destination: Destination;
  #buffer = Buffer.allocUnsafe(BATCH_BYTES);
  #used = 0;

  constructor(makeDestination: () => Destination) {
    // Registered before the destination exists, so before pino's own exit handler for it: the lines
    // still here reach the destination before pino's final synchronous flush (a crash included; only
    // kill -9 loses the last quarter second).
    process.once('exit', () => this.drain());
    setInterval(() => this.drain(), LOG_FLUSH_MS).unref();
    this.#destination = makeDestination();
  }

  write(line: string | Buffer): boolean {
    // at most 3 bytes of UTF-8 for each UTF-16 unit: a line that may not fit ends the batch first
    const most = typeof line === 'string' ? line.length * 3 : line.length;
    if (most > BATCH_BYTES - this.#used) {
      this.drain();
      if (most > BATCH_BYTES) {
        // a line longer than a batch (an error's stack, say) goes out on its own, in order
        this.#destination.write(typeof line === 'string' ? Buffer.from(line) : line);
        return true;
      }
    }
    this.#used += typeof line === 'string' ? this.#buffer.write(line, this.#used) : line.copy(this.#buffer, this.#used);
    return true;
  }

  drain(): void {
    if (this.#used === 0) return;
    // the full buffer goes to the destination (which may still hold it while it writes): a new one for the next batch
    const batch = this.#buffer.subarray(0, this.#used);
    this.#buffer = Buffer.allocUnsafe(BATCH_BYTES);
    this.#used = 0;
    this.#destination.write(batch);
  }

  flush(callback?: (error?: Error) => void): void {
    this.drain();
    this.#destination.flush(callback);
  }
}

/**
 * stdout, written off the event loop: batches of lines (LineBatch) go to pino's asynchronous
 * destination (sonic-boom, in its buffer mode), which pino flushes synchronously when the process exits.
 */
export function asyncStdout(): DestinationStream & { flush(callback?: (error?: Error) => void): void } {
  const lines = new LineBatch(
    () => pino.destination({ dest: 1, sync: false, contentMode: 'buffer' }) as unknown as Destination,
  );
  return lines as unknown as DestinationStream & { flush(callback?: (error?: Error) => void): void };
}
