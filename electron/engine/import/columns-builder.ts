import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';

/**
 * Rows go into the columns this many at a time: few enough that their objects die young (a file's
 * rows held as objects until its end cost a parse worker a fifth more, in full garbage collections;
 * 4,096 at a time still outlived scavenges: 256 took 7% off the import's CPU at 1M URLs, alternating
 * runs in the same minutes), many enough that appending is cheap (the columns grow by half).
 */
const ROWS_PER_APPEND = 256;

/** A file expected smaller than this has its loc text grown as it comes (a few doublings of small chunks). */
const RESERVED_FROM_BYTES = 1024 * 1024;

/**
 * What a gzip whose inflated size is not known (a body's Content-Length is what was sent) is taken to
 * inflate to, per byte: sitemaps gzip 10-60 times (a shop's ~12, 1-KB URLs 55). Too much costs
 * nothing (room never written is never touched, and a column reserves one chunk of 64 MiB at the
 * most); too little grows the text by copying, as without a hint. 1M URLs of ~1 KB in 20 gzipped
 * files from Python's http.server, 2 runs each: peak 709-710 -> 543-546 MiB.
 */
const GZIP_INFLATES_TO = 64;

/**
 * A file's rows put into columns as they are read. A file whose size is known before reading (on
 * disk, a gzip on disk by its trailer, a Content-Length) has room for that much loc text made at its
 * first row, which its locs cannot pass: the text then never grows by copying. Grown by doubling, a
 * file of 50,000 1-KB URLs left 64 MB of outgrown shared memory behind it in the parse worker, held
 * until that worker's next full collection (V8 weighs its heap's objects, not the memory behind its
 * buffers, when it decides to collect). Room never written is never touched, so it costs no memory;
 * where the size says less (a gzip served with its compressed Content-Length), the text grows on.
 */
export class ColumnsBuilder {
  private readonly table = new UrlColumns();
  private batch: UrlRow[] = [];
  /** The bytes the file is expected to come to; null once room was made for them (or none is to be). */
  private expected: number | null;

  constructor(expectedBytes: number | null = null) {
    this.expected = expectedBytes;
  }

  /** The bytes expected were a gzip's as sent: its text is judged by what gzip makes of them (GZIP_INFLATES_TO). */
  sentGzipped(): void {
    if (this.expected !== null) this.expected *= GZIP_INFLATES_TO;
  }

  add(row: UrlRow): void {
    if (this.expected !== null) {
      // At the first row: a sitemap index or a robots.txt, which hold no rows, reserves nothing.
      if (this.expected >= RESERVED_FROM_BYTES) this.table.reserve(0, this.expected);
      this.expected = null;
    }
    this.batch.push(row);
    if (this.batch.length === ROWS_PER_APPEND) this.append();
  }

  /** The rows added, in order. */
  finish(): UrlColumns {
    this.append();
    return this.table;
  }

  private append(): void {
    if (this.batch.length === 0) return;
    this.table.appendRows(this.batch);
    this.batch = [];
  }
}
