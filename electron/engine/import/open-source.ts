import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { Dispatcher } from 'undici';
import type { ResolvedImportOptions } from '../../../shared/import-options';
import { NotARegularFileError, openRegularFile } from '../open-regular-file';
import { httpGet } from './http-fetch';
import { sourceError } from './source-error';
import { inflatedSizeHint } from './inflated-size-hint';

/** A file on disk or an http(s) URL. */
export interface SourceTarget {
  location: string;
  remote: boolean;
  /** The index or robots.txt that listed it. */
  parent: string | null;
  /** Its line in the parent, where the parent's listing says (an index's <loc>, a robots.txt's Sitemap:). */
  line?: number;
  depth: number;
  /**
   * A file a folder's listing found as a file, not a link: opened never through a link put in its
   * place since (a file swapped for a link out of the folder was read, 42 of 60 tries).
   */
  noFollow?: boolean;
}

export interface OpenedSource {
  /** Where the bytes come from: the path, or the URL after redirects. */
  location: string;
  chunks: AsyncIterable<Buffer>;
  /** Its bytes, where known before reading (a file on disk): the parse pool starts the biggest first. */
  size?: number;
  /** Its bytes as far as they are known before reading: a file's size, a response's Content-Length; absent or null when not. */
  declaredBytes?: number | null;
  /**
   * What its bytes come to once read, where known before reading: a file's size, a gzip on disk's
   * inflated size from its trailer (a hint only, see inflatedSizeHint).
   */
  inflatedBytes?: number;
  /**
   * What its bytes come to once read, told once they have all arrived (a download, which may arrive
   * long before it is parsed), where neither size above knew it: null when nothing more is known.
   */
  inflatedBytesOnceArrived?: Promise<number | null>;
  /**
   * Bytes a server sent after its gzip coding's end, ignored (a download's Content-Encoding, undone
   * on this thread whichever thread parses), as many as met so far: codingTrailingNote tells them.
   */
  codingTrailingBytes?: () => number;
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
      declaredBytes: body.declaredBytes,
      inflatedBytesOnceArrived: body.sizeOnceArrived,
      codingTrailingBytes: body.codingTrailingBytes,
      close: async () => body.cancel(),
    };
  }
  // A missing or unreadable file rejects here; a pipe, socket or device is refused before any read,
  // as one would never end (a pipe without a writer, /dev/zero).
  const { file, info } = await openRegularFile(target.location, { noFollow: target.noFollow }).catch(
    (error: unknown) => {
      throw error instanceof NotARegularFileError
        ? sourceError('source-not-a-file', { name: basename(target.location) })
        : error;
    },
  );
  const inflatedBytes = await inflatedSizeHint(file, info.size).catch(async (error: unknown) => {
    await file.close();
    throw error;
  });
  // Cancelled while it opened (its size hint read last): a stream made with a signal already aborted
  // fails unheard before its reader comes (a parse waiting for a worker or its turn), an uncaught
  // error that ended the process.
  if (signal?.aborted) {
    await file.close();
    throw signal.reason;
  }
  const stream = createReadStream(target.location, { fd: file, highWaterMark: FILE_CHUNK_BYTES, signal });
  return {
    location: target.location,
    chunks: stream,
    size: info.size,
    declaredBytes: info.size,
    inflatedBytes,
    close: async () => void stream.destroy(),
  };
}
