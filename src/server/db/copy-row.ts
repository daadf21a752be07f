// One row written with `COPY … FROM STDIN (FORMAT binary)`, a file among its values streamed from disk
// 64 KiB at a time (QUALITY.md P4, decision 0220). A bound parameter holds a file whole twice —
// the Buffer read from disk and pg's copy of it into the Bind message — and ten 8 MB PDFs stored at once
// grew the server by 84 MB (10× the file): big buffers live until a full collection. Pieces of 64 KiB die
// young, as the request body's own chunks do. COPY needs only INSERT on the table and fires its checks,
// defaults and triggers like an INSERT; it runs on the transaction's own connection.
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import type { DbOrTx } from './client.js';

/** A value as COPY's binary format spells it: a Buffer (see the encoders), NULL, or a file's bytes. */
export type CopyValue =
  | Buffer
  | null
  /** a file's contents (a `bytea`), `size` bytes; `onPiece` sees each piece as it goes (a hash) */
  | { file: string; size: number; onPiece?: (piece: Buffer) => void }
  /** encoded when its turn comes, after the values before it were sent (a hash of a file before it) */
  | (() => Buffer);

const PIECE = 64 * 1024;
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** 2000-01-01, PostgreSQL's day 0 */
const POSTGRES_EPOCH_DAY = Date.UTC(2000, 0, 1) / 86_400_000;

const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const int16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeInt16BE(value);
  return buffer;
};

/** `integer` */
export const copyInt4 = (value: number): Buffer => int32(value);
/** `text` (UTF-8) */
export const copyText = (value: string): Buffer => Buffer.from(value, 'utf8');
/** `date` from YYYY-MM-DD */
export function copyDate(isoDate: string): Buffer {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return int32(Date.UTC(year, month - 1, day) / 86_400_000 - POSTGRES_EPOCH_DAY);
}

/** The pg connection under a Drizzle transaction (COPY needs the connection the transaction runs on). */
function clientOf(tx: DbOrTx): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client as
    | (pg.ClientBase & { connection?: unknown })
    | undefined;
  // a pool would run COPY on any of its connections, outside the transaction
  if (!client?.connection) throw new Error('copyRow runs inside a transaction');
  return client;
}

type Connection = {
  stream: Writable;
  query: (text: string) => void;
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
  sendCopyFail: (message: string) => void;
};

function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** A value's length, then its bytes in pieces (pg copies each into a message of its own). */
async function sendBuffer(value: Buffer, write: (buffer: Buffer) => Promise<void>) {
  await write(int32(value.length));
  for (let start = 0; start < value.length; start += PIECE) await write(value.subarray(start, start + PIECE));
}

/** pg's submittable for one COPY FROM STDIN: sends `values` as one binary row when the server asks. */
class CopyIn {
  private failed: Error | null = null;
  private finish!: { resolve: () => void; reject: (error: Error) => void };
  readonly done = new Promise<void>((resolve, reject) => {
    this.finish = { resolve, reject };
  });

  constructor(
    private readonly text: string,
    private readonly values: CopyValue[],
  ) {}

  submit(connection: Connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection) {
    this.send(connection).catch((error: Error) => {
      // the server answers CopyFail with an error, which ends the query (handleError)
      connection.sendCopyFail(String(error.message));
    });
  }

  private async send(connection: Connection) {
    const write = async (buffer: Buffer) => {
      if (this.failed) throw this.failed;
      connection.sendCopyFromChunk(buffer); // pg copies it into its message: the buffer may be reused
      await drained(connection.stream);
    };
    await write(Buffer.concat([SIGNATURE, int32(0), int32(0), int16(this.values.length)]));
    for (const value of this.values) {
      if (value === null) await write(int32(-1));
      else if (Buffer.isBuffer(value)) await sendBuffer(value, write);
      else if (typeof value === 'function') await sendBuffer(value(), write);
      else await this.sendFile(value, write);
    }
    await write(int16(-1));
    connection.endCopyFrom();
  }

  private async sendFile(
    { file, size, onPiece }: { file: string; size: number; onPiece?: (piece: Buffer) => void },
    write: (buffer: Buffer) => Promise<void>,
  ) {
    await write(int32(size));
    const handle = await open(file);
    try {
      const piece = Buffer.allocUnsafe(PIECE);
      let sent = 0;
      for (;;) {
        const { bytesRead } = await handle.read(piece, 0, Math.min(PIECE, size - sent + 1), null);
        if (bytesRead === 0) break;
        sent += bytesRead;
        if (sent > size) break;
        const bytes = piece.subarray(0, bytesRead);
        onPiece?.(bytes);
        await write(bytes);
      }
      if (sent !== size) throw new Error(`the file has ${sent > size ? 'more' : 'fewer'} bytes than declared`);
    } finally {
      await handle.close();
    }
  }

  handleCommandComplete() {}
  handleReadyForQuery() {
    this.finish.resolve();
  }
  handleError(error: Error) {
    this.failed = error;
    this.finish.reject(error);
  }
  handleCopyData() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
}

/**
 * Inserts one row into `table` (`columns` in the order of `values`) with binary COPY, in the transaction
 * `tx`. Columns left out take their defaults. The names are ours (never input): they are quoted, not bound.
 */
export async function copyRow(tx: DbOrTx, table: string, columns: string[], values: CopyValue[]): Promise<void> {
  if (columns.length !== values.length) throw new Error('copyRow: a value per column');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const copy = new CopyIn(`copy ${quote(table)} (${columns.map(quote).join(', ')}) from stdin (format binary)`, values);
  clientOf(tx).query(copy as unknown as pg.Submittable);
  await copy.done;
}
