import { ROWS_PER_BATCH } from '../import/row-batches';
import type { UrlRow } from '../../../shared/url-table';
import { Wakeup } from '../wakeup';

/**
 * One table's rows passed from a reader that pushes them (a project file, record by record) to a
 * taker that pulls them in batches of up to ROWS_PER_BATCH: the reader waits while a full batch is
 * not yet taken, so at most one batch and one record are held. Once the taker stops (returns early
 * or fails), what is pushed is let go at once, so the reader is never left waiting.
 */
export class RowChannel {
  private pending: UrlRow[] = [];
  private ended = false;
  private released = false;
  /** The taker waiting for a full batch or the end. */
  private readonly taker = new Wakeup();
  /** The reader waiting for its full batch to be taken. */
  private readonly reader = new Wakeup();

  /** Adds rows; resolves once a full batch they filled was taken (or the taker stopped). */
  async push(rows: readonly UrlRow[]): Promise<void> {
    if (this.released) return;
    for (const row of rows) this.pending.push(row);
    if (this.pending.length < ROWS_PER_BATCH) return;
    const taken = this.reader.next();
    this.taker.wake();
    await taken;
  }

  /** No more rows: the taker gets what is pending as the last batch. */
  end(): void {
    this.ended = true;
    this.taker.wake();
  }

  /** The taker stopped: rows pushed from now on are let go, and a waiting reader goes on. */
  release(): void {
    this.released = true;
    this.pending = [];
    this.reader.wake();
  }

  async *batches(): AsyncGenerator<readonly UrlRow[]> {
    for (;;) {
      if (this.pending.length < ROWS_PER_BATCH && !this.ended) {
        await this.taker.next();
        continue;
      }
      if (this.pending.length === 0) return;
      const batch = this.pending.splice(0, ROWS_PER_BATCH);
      this.reader.wake();
      yield batch;
    }
  }
}
