import type { LeftOutRow } from '../../../shared/export-types';
import type { NotIndexableUrl } from '../../../shared/site-check/leave-out';

/**
 * The rows whose URL the site check found not indexable, met as the export goes through the rows:
 * each is noted with its table, stored row and why; `take` says whether to leave it out of the files
 * (only where the person chose to: otherwise the rows are kept, and only counted for the dialog).
 */
export class RowsLeftOut {
  private readonly byUrl = new Map<string, NotIndexableUrl>();
  /** Every row met whose URL is not indexable, in table and row order. */
  readonly rows: LeftOutRow[] = [];

  constructor(
    notIndexable: readonly NotIndexableUrl[],
    /** Leave them out of the files (leaveOutNonIndexable), or keep them. */
    readonly leaving: boolean,
  ) {
    this.add(notIndexable);
  }

  /** More URLs found not indexable (a project's results, read before its rows). */
  add(notIndexable: readonly NotIndexableUrl[]): void {
    for (const found of notIndexable) this.byUrl.set(found.url, found);
  }

  /** Whether any URL is known not indexable: else `take` is false for every row, and needs no loc. */
  get watching(): boolean {
    return this.byUrl.size > 0;
  }

  /** Notes row `index` (0-based) of `table` when its loc is not indexable; true when it is to be left out. */
  take(table: string, index: number, loc: string): boolean {
    if (this.byUrl.size === 0) return false;
    const found = this.byUrl.get(loc);
    if (!found) return false;
    // The site check's own text of the loc: the row's may lie in a parse's text (rowMaking), kept whole by it.
    this.rows.push({ table, row: index + 1, loc: found.url, reason: found.reason, status: found.status });
    return this.leaving;
  }

  /** The rows actually left out of the files. */
  leftOut(): LeftOutRow[] {
    return this.leaving ? this.rows : [];
  }
}
