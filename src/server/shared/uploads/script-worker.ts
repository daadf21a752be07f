// One worker thread running a piece of evaluated CommonJS (the same in the TypeScript tests and the
// built server), started on first use, jobs one at a time behind a WorkQueue of its owner. A job that
// takes longer than `timeoutMs` terminates the worker (the next job starts a new one); a worker that
// dies (its heap limit, a crash) fails its jobs. Used for HEIC decoding (decision 0210) and PDF
// inspection (decision 0220): both are CPU-bound JavaScript that would hold the event loop.
import { Worker, type ResourceLimits } from 'node:worker_threads';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** What the worker's code answers: `{ id, result }` or `{ id, error }`. */
type Answer = { id: number; result?: unknown; error?: string };

export class ScriptWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly code: string,
    private readonly workerData: () => Record<string, unknown>,
    private readonly options: {
      timeoutMs: number;
      failure: (reason: string) => Error;
      resourceLimits?: ResourceLimits;
    },
  ) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.code, {
      eval: true,
      workerData: this.workerData(),
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    worker.unref();
    worker.on('message', (message: Answer) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      clearTimeout(job.timer);
      if (message.error === undefined) job.resolve(message.result);
      else job.reject(this.options.failure(message.error));
    });
    const fail = () => {
      if (this.worker === worker) this.worker = null;
      for (const [id, job] of this.pending) {
        clearTimeout(job.timer);
        job.reject(this.options.failure('worker stopped'));
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    return worker;
  }

  run<T>(message: Record<string, unknown>): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // a job that hangs takes the worker with it; the next job starts a new one
      const timer = setTimeout(() => void worker.terminate(), this.options.timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      worker.postMessage({ ...message, id });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
