import type { ProjectHeader } from '../../../shared/project-file';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import type { RowBatches } from '../import/row-batches';
import { readProject } from '../project/project-file';
import { RowChannel } from './row-channel';

/** A project's table as it is streamed: its id and name, then its rows in batches. */
export type ProjectTableBatches = { id: string; name: string } & RowBatches;

/** Kinds outrank each other as sitemapKind decides between rows: news, then video, then image. */
const RANK: Record<SitemapKind, number> = { page: 0, image: 1, video: 2, news: 3 };
const stronger = (a: SitemapKind, b: SitemapKind): SitemapKind => (RANK[b] > RANK[a] ? b : a);

/** The table whose rows are being read, its channel and its taker's work. */
interface TakenTable {
  index: number;
  channel: RowChannel;
  taking: Promise<void>;
}

/** Thrown by the sink to stop reading at a table the first pass could not read complete. */
class StopReading extends Error {}

/**
 * A project's tables handed on one by one, each as its rows in batches (its robots.txt first), so a
 * table of any size goes by with memory that does not grow with its rows. A table's kind must be
 * known before its first batch, and it depends on every row (sitemapKind), so the file is read twice:
 * once for the kinds, once for the rows. The site check's results after the rows are checked by the
 * first reading (and handed to `onChecks`) and held by neither. Tables before a damaged part are still handed on; the damage is
 * thrown after them, as the first reading met it. A taker's own failure is thrown as it is.
 */
export async function streamProjectTables(
  path: string,
  onRobots: (text: string | null) => void,
  onTable: (table: ProjectTableBatches) => Promise<void>,
  onChecks?: (checks: readonly PageCheck[]) => void,
): Promise<void> {
  const { kinds, failure } = await projectKinds(path, onChecks);
  let header: ProjectHeader | null = null;
  let next = 0;
  let takerFailure: { error: unknown } | null = null;
  // Set by the closures below, so typed wide: narrowing would see only its first value.
  let current = null as TakenTable | null;
  const begin = (index: number): TakenTable => {
    const { rows: _count, ...table } = header!.tables[index]!;
    const channel = new RowChannel();
    const taking = onTable({ ...table, kind: kinds[index]!, batches: channel.batches() }).finally(() =>
      channel.release(),
    );
    // Seen at once, so reading stops at the next record rather than running on to the end.
    taking.catch((error: unknown) => (takerFailure ??= { error }));
    return (current = { index, channel, taking });
  };
  /** Hands on every table before `end` (empty ones too), each once its taker is done. */
  const handOnBefore = async (end: number): Promise<void> => {
    for (; next < end; next += 1) {
      const table = current?.index === next ? current : begin(next);
      table.channel.end();
      current = null;
      await table.taking;
    }
  };
  try {
    await readProject(path, {
      header(read) {
        header = read;
        onRobots(read.robotsTxt);
      },
      async rows(index, read) {
        if (takerFailure) throw takerFailure.error;
        if (index >= kinds.length) throw new StopReading();
        await handOnBefore(index);
        await (current ?? begin(index)).channel.push(read);
      },
      // The site check's results follow the last row: the first reading checked them all, so this one stops there.
      checks() {
        throw new StopReading();
      },
    });
  } catch (error) {
    if (!(error instanceof StopReading)) {
      current?.channel.release();
      throw error;
    }
  }
  if (header !== null) await handOnBefore(kinds.length);
  if (failure) throw failure.error;
}

/**
 * Each table's kind, for the tables read complete; and what stopped the reading, if anything did.
 * The site check's results go to `onChecks` batch by batch, before any table is handed on.
 */
async function projectKinds(
  path: string,
  onChecks?: (checks: readonly PageCheck[]) => void,
): Promise<{ kinds: SitemapKind[]; failure: { error: unknown } | null }> {
  let tables: ProjectHeader['tables'] = [];
  const kinds: SitemapKind[] = [];
  const read: number[] = [];
  try {
    await readProject(path, {
      header(header) {
        tables = header.tables;
        // One at a time: a spread of 150,000 tables overflowed the stack.
        for (let table = 0; table < tables.length; table++) {
          read.push(0);
          kinds.push('page');
        }
      },
      rows(index, rows) {
        kinds[index] = stronger(kinds[index]!, sitemapKind(rows));
        read[index]! += rows.length;
      },
      checks: onChecks,
    });
    return { kinds, failure: null };
  } catch (error) {
    // Only the tables read complete are handed on: the first one short and all after it are not.
    const complete = read.findIndex((count, index) => count < tables[index]!.rows);
    return { kinds: kinds.slice(0, complete === -1 ? kinds.length : complete), failure: { error } };
  }
}
