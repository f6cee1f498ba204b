import type { Readable } from 'node:stream';

/** Bytes that are no content: ASCII whitespace, NUL, and the bytes of a byte order mark. */
const NO_CONTENT = new Set([0x00, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xef, 0xbb, 0xbf, 0xfe, 0xff]);

/**
 * Watches a page's body as a reader takes it, for whether it holds anything but whitespace: attached
 * after the reader (whose 'data' listener set it flowing), it sees the same chunks, and lets go at
 * the first byte of content.
 */
export function watchForContent(body: Readable): { readonly seen: boolean } {
  const watch = { seen: false };
  const onData = (chunk: Buffer): void => {
    for (const byte of chunk)
      if (!NO_CONTENT.has(byte)) {
        watch.seen = true;
        body.off('data', onData);
        return;
      }
  };
  body.on('data', onData);
  return watch;
}
