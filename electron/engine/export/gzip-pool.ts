import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { constants } from 'node:zlib';
import { GZIP_OS_UNKNOWN } from './gzip-file';

// Inline, so it runs the same from source, from the bundle and inside Electron (no worker file to locate).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { gzipSync } = require('node:zlib');
parentPort.on('message', ({ id, bytes, level, osByte }) => {
  const out = gzipSync(bytes, { level, chunkSize: 1024 * 1024 });
  out[9] = osByte;
  const copy = new Uint8Array(out.length);
  copy.set(out);
  parentPort.postMessage({ id, out: copy }, [copy.buffer]);
});
`;

export interface GzipPool {
  /** Compresses in a worker thread; the same bytes as gzipDeterministic. The input buffer is handed over. */
  compress(bytes: Buffer): Promise<Buffer>;
  close(): Promise<void>;
}

/** Worker threads that gzip whole files, so compression runs on every core while the main thread packs. */
export function createGzipPool(
  size = availableParallelism(),
  level: number = constants.Z_DEFAULT_COMPRESSION,
): GzipPool {
  const workers = Array.from({ length: Math.max(1, size) }, () => new Worker(WORKER_SOURCE, { eval: true }));
  const waiting = new Map<number, { resolve: (out: Buffer) => void; reject: (error: Error) => void }>();
  const load = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
  let nextId = 0;
  for (const worker of workers) {
    worker.on('message', ({ id, out }: { id: number; out: Uint8Array }) => {
      load.set(worker, load.get(worker)! - 1);
      waiting.get(id)?.resolve(Buffer.from(out.buffer, out.byteOffset, out.byteLength));
      waiting.delete(id);
    });
    worker.on('error', (error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    });
  }
  return {
    compress(bytes) {
      const id = nextId++;
      const worker = workers.reduce((idle, candidate) => (load.get(candidate)! < load.get(idle)! ? candidate : idle));
      load.set(worker, load.get(worker)! + 1);
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        // A whole, unpooled buffer is moved, not copied. A slice of Node's shared pool is copied into
        // memory of its own (a Uint8Array, never pooled): moving the pool would break every buffer in it.
        const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        const payload = whole ? bytes : new Uint8Array(bytes);
        worker.postMessage({ id, bytes: payload, level, osByte: GZIP_OS_UNKNOWN }, [payload.buffer as ArrayBuffer]);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
