// A semaphore with a bounded line: at most `concurrency` jobs run, at most `maxWaiting` wait, and one
// more is refused at once (SERVER_BUSY, 503) rather than queued behind minutes of decoding.
import { AppError } from '../app-error.js';

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** jobs running and waiting now */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new AppError('SERVER_BUSY');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // the slot passes to the next job as it is; the count drops only when nobody waits
      if (next) next();
      else this.running -= 1;
    }
  }
}
