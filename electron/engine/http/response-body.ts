import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The content codings a check asks for; a body in any other is not read. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** A small body whose length is known is read to its end, so its connection can serve the next URL. */
const DRAIN_LIMIT = 64 * 1024;

/** The body as the page's bytes, decompressed; null for a content coding the check did not ask for. */
export function decodedBody(body: Readable, contentEncoding: string | null): Readable | null {
  const coding = contentEncoding?.trim().toLowerCase() ?? '';
  if (coding === '' || coding === 'identity') return body;
  const decompress =
    coding === 'gzip' || coding === 'x-gzip'
      ? createGunzip()
      : coding === 'deflate'
        ? createInflate()
        : coding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decompress) return null;
  // Destroying the decompressor (the reader stopping at </head>) destroys the body too.
  return pipeline(body, decompress, () => undefined);
}

/**
 * Lets go of a body that will not be read: a short one of known length is drained in the
 * background (keeping its connection), anything else is destroyed, closing its connection, so a
 * large or endless body is never waited for.
 */
export function discardBody(body: Dispatcher.ResponseData['body'], length: number | null): void {
  if (length !== null && length <= DRAIN_LIMIT) return void body.dump({ limit: DRAIN_LIMIT }).catch(() => undefined);
  body.on('error', () => undefined); // undici reports its own abort as an error
  body.destroy();
}
