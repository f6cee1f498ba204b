import { UrlColumns } from './url-columns';
import type { UrlRow } from '../url-table';

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
 * Rows put into columns as they come: a parse worker's file as it is read, a check job's slice, the
 * rows a streaming export gathers for its pack workers.
 *
 * Room for the loc text expected is made at the first row. A file whose size is known before reading
 * (on disk, a gzip on disk by its trailer, a Content-Length) expects that much, which its locs cannot
 * pass: the text then never grows by copying. Grown by doubling, a file of 50,000 1-KB URLs left 64 MB
 * of outgrown shared memory behind it in the parse worker, held until that worker's next full
 * collection (V8 weighs its heap's objects, not the memory behind its buffers, when it decides to
 * collect). Room never written costs no memory when it is fresh (glibc maps 32 MiB and more afresh;
 * smaller room may be memory used before, zeroed); so a file's room is only what it is expected to
 * come to, never a guess beyond it. Where the size says less (a gzip served with its compressed
 * Content-Length), the text grows on: room made for 64 times such a size took a shop's 1M URLs from
 * Python's http.server from 400-427 to 433-504 MiB and 20 % more CPU.
 *
 * A check slice or a streaming export's gathering has no size to expect, and makes no room ahead.
 * Room for as much loc text as the one before took more memory and no less time: the peak of a 5M-row
 * CSV's export 400-453 → 368-514 MB (medians 413 and 467 over 5 and 8 runs interleaved), of its
 * `validate` 294-332 → 330-399 MB (6 runs each).
 */
export class ColumnsBuilder {
  private readonly table = new UrlColumns();
  private batch: UrlRow[] = [];
  private reserveBytes: number;
  private added = false;

  constructor(expectedBytes: number | null = null) {
    this.reserveBytes = expectedBytes !== null && expectedBytes >= RESERVED_FROM_BYTES ? expectedBytes : 0;
  }

  /**
   * What the file comes to, learnt while it is read (a download that has all arrived: its size, or a
   * gzip's trailer; OpenedSource.inflatedBytesOnceArrived): room for it is made at the first row, or
   * now when rows came before (their text copied once), less the text they brought. A gzip of 50,000
   * URLs of ~1 KB served with its compressed Content-Length grew its text by doubling to 64 MiB.
   */
  expect(bytes: number): void {
    if (bytes < RESERVED_FROM_BYTES) return;
    if (this.added) this.table.reserve(0, Math.max(0, bytes - this.table.locs.textBytes));
    else this.reserveBytes = bytes;
  }

  add(row: UrlRow): void {
    if (!this.added) {
      this.added = true;
      // At the first row: a sitemap index or a robots.txt, which hold no rows, reserves nothing.
      if (this.reserveBytes > 0) this.table.reserve(0, this.reserveBytes);
    }
    this.batch.push(row);
    if (this.batch.length === ROWS_PER_APPEND) this.append();
  }

  /** Rows added so far. */
  get rowCount(): number {
    return this.table.rowCount + this.batch.length;
  }

  /** Bytes the columns hold so far, room made included (UrlColumns.heldBytes). */
  heldBytes(): number {
    return this.table.heldBytes();
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
