import { join } from 'node:path';
import type { ToParser } from '../../electron/engine/import/parse-messages';

/** The parse worker's entry, run from source as the pool runs it in tests. */
export const PARSE_WORKER_ENTRY = join(__dirname, '../../electron/engine/import/parse-worker.ts');

/** A job's opening message for a local file of that name. */
export const jobMessage = (id: number, name: string, maxBytes = 1_000_000): ToParser => ({
  type: 'job',
  id,
  location: name,
  target: { location: name, remote: false, parent: null, depth: 0 },
  maxBytes,
  listedPerCode: 100,
  expectedBytes: null,
  size: null,
});

/** A chunk of a job's bytes: `content` itself, or a text as UTF-8. */
export const chunkMessage = (id: number, content: string | Uint8Array): ToParser => ({
  type: 'chunk',
  id,
  bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content,
});

/** The end of a job's bytes, after `content` was sent whole. */
export const endMessage = (id: number, content: string | Uint8Array): ToParser => ({
  type: 'end',
  id,
  bytes: typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength,
});
