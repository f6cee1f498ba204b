import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { constants } from 'node:zlib';
import { countLineStarts, inspectContent, type FileCodec, type FileInspection } from './file-codec';
import { GZIP_CHUNK_SIZE, GZIP_OS_UNKNOWN } from './gzip-file';
import { endWorker } from '../end-worker';
import { stopOrHandle } from '../take-messages';
import { makeWorker } from '../worker-script';
import { STOP_WORKER } from '../worker-stop';
import { diedHow, diedWording } from '../worker-failure-wording';

/** Buffers at least this large that a gzip worker made or received are handed back to be let go (Node's pool slabs are 8 KiB). */
const SPENT_BYTES = 64 * 1024;

// Inline, so it runs the same from source, from the bundle and inside Electron (no worker file to
// locate). The inspection is the same function as in this thread, passed as source, and gzip is
// called with gzipDeterministic's settings. Exported for tests of what it hands back.
export const GZIP_WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { gzipSync, gunzipSync } = require('node:zlib');
const countLineStarts = ${countLineStarts.toString()};
const inspectContent = ${inspectContent.toString()};
const gzip = (bytes, level) => {
  const out = gzipSync(bytes, { level, chunkSize: ${GZIP_CHUNK_SIZE} });
  out[9] = ${GZIP_OS_UNKNOWN};
  const copy = new Uint8Array(out.length);
  copy.set(out);
  return copy;
};
// A job's buffers of a file's size (the bytes that came, the file inflated again) are handed back with
// the answer, to be let go on the main thread: this thread makes little else to collect, so they were
// freed only after tens of MiB had piled up. Small views may share Node's pool: never handed on.
const spent = (...views) => [...new Set(views.filter((view) => view.byteLength >= ${SPENT_BYTES}).map((view) => view.buffer))];
// The pool's close ends this thread between files, never inside a gzip (take-messages.ts).
const route = (${stopOrHandle.toString()})(${JSON.stringify(STOP_WORKER)});
parentPort.on('message', (message) => route(message, ({ id, task, bytes, level, gzip: compressed, marker }) => {
  if (task === 'compress') {
    const out = gzip(bytes, level);
    const done = spent(bytes);
    parentPort.postMessage({ id, out, done }, [out.buffer, ...done]);
  } else {
    // Uncompressed, the file goes back as an exact copy, not the whole buffer it arrived in.
    const out = compressed ? gzip(bytes, level) : bytes.slice();
    const inflated = compressed ? gunzipSync(out) : out;
    const holds = inspectContent(inflated, marker);
    const done = spent(bytes, inflated).filter((buffer) => buffer !== out.buffer);
    parentPort.postMessage({ id, out, holds, done }, [out.buffer, ...done]);
  }
}));
`;

export interface GzipPool extends FileCodec {
  close(): Promise<void>;
}

type Reply = { out: Uint8Array; holds?: FileInspection };
type Waiting = { resolve: (reply: Reply) => void; reject: (error: Error) => void };

function failAll(held: Map<number, Waiting>, error: Error): void {
  for (const { reject } of held.values()) reject(error);
  held.clear();
}

/**
 * Worker threads that gzip whole files and inflate them again to see what they hold, so compression
 * and its check run on other cores while the main thread packs. Gives exactly the bytes
 * gzipDeterministic gives.
 */
export function createGzipPool(
  size = availableParallelism(),
  level: number = constants.Z_DEFAULT_COMPRESSION,
): GzipPool {
  const workers = Array.from({ length: Math.max(1, size) }, () => makeWorker(GZIP_WORKER_SOURCE, { eval: true }));
  const exited = workers.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
  /** Each live worker's jobs posted and not yet answered; a worker that exited is no longer here. */
  const jobs = new Map<Worker, Map<number, Waiting>>(workers.map((worker) => [worker, new Map()]));
  let nextId = 0;
  for (const worker of workers) {
    const held = jobs.get(worker)!;
    // `done`, the worker's spent buffers, is not kept: they are let go here.
    worker.on('message', ({ id, out, holds }: Reply & { id: number; done: ArrayBuffer[] }) => {
      held.get(id)?.resolve({ out, holds });
      held.delete(id);
    });
    worker.on('error', (error) => failAll(held, error));
    // A worker that ended (asked to, after the jobs posted before; terminated after the bound; or
    // failed) leaves the jobs still queued on it unanswered: they fail, and it is given no more.
    worker.on('exit', (code) => {
      jobs.delete(worker);
      failAll(held, new Error(diedWording('gzip', diedHow({ code }))));
    });
  }

  function send(message: Record<string, unknown>, bytes: Buffer): Promise<Reply> {
    const live = [...jobs];
    if (live.length === 0) return Promise.reject(new Error('The gzip pool is closed: no gzip worker is left'));
    const [worker, held] = live.reduce((idle, candidate) => (candidate[1].size < idle[1].size ? candidate : idle));
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      held.set(id, { resolve, reject });
      // Copied as the message is posted, into the worker's own memory: the caller may reuse its buffer
      // at once, and this thread allocates nothing per file (fresh file-sized buffers here would each
      // start a full garbage collection of the rows). Posting copies a view's whole buffer, so a view
      // of less than half of it (a small file in a buffer sized for the byte limit) is copied out first.
      const whole = bytes.byteLength * 2 >= bytes.buffer.byteLength;
      worker.postMessage({ ...message, id, bytes: whole ? bytes : new Uint8Array(bytes) });
    });
  }

  const asBuffer = (out: Uint8Array): Buffer => Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  return {
    async compress(bytes) {
      return asBuffer((await send({ task: 'compress', level }, bytes)).out);
    },
    async seal(bytes, { gzip, marker }) {
      const { out, holds } = await send({ task: 'seal', level, gzip, marker }, bytes);
      return { bytes: asBuffer(out), holds: holds! };
    },
    // Each worker is asked to end after the file it gzips (end-worker.ts), not terminated inside it.
    async close() {
      await Promise.all(workers.map((worker, n) => endWorker(worker, exited[n]!)));
    },
  };
}
