import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Dispatcher } from 'undici';
import type { ResolvedImportOptions } from '../../../shared/import-options';
import { httpGet } from './http-fetch';

/** A file on disk or an http(s) URL. */
export interface SourceTarget {
  location: string;
  remote: boolean;
  /** The index or robots.txt that listed it. */
  parent: string | null;
  depth: number;
}

export interface OpenedSource {
  /** Where the bytes come from: the path, or the URL after redirects. */
  location: string;
  chunks: AsyncIterable<Buffer>;
  /** Its bytes, where known before reading (a file on disk): the parse pool starts the biggest first. */
  size?: number;
  /** Stops reading without consuming the rest (a file seen before). */
  close(): Promise<void>;
}

/** Large reads: fewer, bigger chunks for the decoder and sax (DESIGN.md, performance notes). */
const FILE_CHUNK_BYTES = 256 * 1024;

/** Opens a source's bytes; a missing file or an HTTP failure surfaces on the first read or here. */
export async function openSource(
  target: SourceTarget,
  options: ResolvedImportOptions,
  http: () => Dispatcher,
  signal?: AbortSignal,
): Promise<OpenedSource> {
  if (target.remote) {
    const body = await httpGet(target.location, { ...options, signal, dispatcher: http() });
    return {
      location: body.finalUrl,
      chunks: body.chunks,
      close: async () => body.cancel(),
    };
  }
  // A file that cannot be read says so as it is read, as before.
  const size = await stat(target.location).then(
    (info) => info.size,
    () => undefined,
  );
  const stream = createReadStream(target.location, { highWaterMark: FILE_CHUNK_BYTES, signal });
  return {
    location: target.location,
    chunks: stream,
    size,
    close: async () => void stream.destroy(),
  };
}
