import type { Problem } from '../../../shared/problems';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { UrlTable } from '../../../shared/url-table';
import type { ImportControls } from '../import/import-sources';
import type { RowBatches } from '../import/row-batches';
import type { StreamBatches } from '../import/stream-batches';
import type { MemberReader } from '../project/project-work-messages';

// The types of a stream of tables (stream-tables.ts), apart from it: a project's tables are streamed
// by project-columns.ts, which stream-tables.ts loads.

/**
 * A table as the stream hands it on: its name and the kind of sitemap it makes first, then its rows
 * in batches of at most ROWS_PER_BATCH (each taken once, in order), so a consumer holds one batch
 * of a table of any size. Rows not taken before the consumer returns are still read, then let go.
 */
export type StreamedTable = Pick<UrlTable, 'id' | 'name'> & RowBatches;

/**
 * A StreamedTable whose batches may be a parse worker's columns (streamColumnTables); `file`, the
 * sitemap's path or URL it was read from (a project's table has none), so a report can name it.
 */
export type StreamedColumnTable = Pick<UrlTable, 'id' | 'name'> & StreamBatches & { file?: string };

/** What a stream of tables leaves once every table went by: the sources' problems and the first robots.txt. */
export interface StreamedSources {
  problems: Problem[];
  robotsTxt: string | null;
}

export interface TableStreamControls extends Pick<ImportControls, 'parsePool' | 'onProgress'> {
  signal?: AbortSignal;
  /**
   * Worker threads that parse the sitemaps read (default one per core): each parses a file ahead
   * while the taker works on the one before, so a few files' rows are held at most. 0 parses on this thread.
   */
  parseWorkers?: number;
  /** The robots.txt met so far (a project's, else the first robots.txt read), for a consumer that needs it before the end. */
  onRobotsTxt?: (text: string) => void;
  /** A project's site-check results, batch by batch, before its first table. */
  onChecks?: (checks: readonly PageCheck[]) => void;
  /** Told once every parse worker has been started with a file (parsePoolTellingStart); never if none is. */
  onParseWorkersStarted?: () => void;
  /** The workers that read a project's members for a taker of columns (streamColumnTables), else project workers of its own. */
  projectReader?: MemberReader;
  /** How many project workers of its own read them at most, where no projectReader is given (default one per core). */
  projectWorkers?: number;
}
