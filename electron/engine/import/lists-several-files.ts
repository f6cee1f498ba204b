import { constants, gunzipSync } from 'node:zlib';
import { HEAD_BYTES } from '../read-head';
import { isGzip } from '../sniff-kind';

/** A listed file: an index's `<sitemap>` (any prefix; not `<sitemapindex>`), or a robots.txt's `Sitemap:` line. */
const LISTED = /<(?:[\w.-]+:)?sitemap[\s>]|^[ \t]*site-?map[ \t]*:/gim;

/** Of a gzipped head, this much is inflated: some tens of KB of an index, never a bomb. */
const GZIP_HEAD_BYTES = 4096;

/**
 * Whether a source's first chunk lists more than one file (an index, a robots.txt): the pool then
 * starts its other workers while this one parses it, not once it is read.
 */
export function listsSeveralFiles(first: Uint8Array): boolean {
  const head = isGzip(first) ? inflatedHead(first) : Buffer.from(first.subarray(0, HEAD_BYTES));
  return (head.toString('latin1').match(LISTED)?.length ?? 0) >= 2;
}

function inflatedHead(gzip: Uint8Array): Buffer {
  try {
    return gunzipSync(gzip.subarray(0, GZIP_HEAD_BYTES), { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return Buffer.alloc(0);
  }
}
