import type { ImportedFile } from '../../../shared/import-types';
import type { TableTextFormat } from '../../../shared/table-text';
import type { UrlRow } from '../../../shared/url-table';
import type { Problem } from '../../../shared/problems';
import { codingTrailingNote, contentChunks, type ContentStats } from './content-stream';
import type { OpenedSource, SourceTarget } from './open-source';
import type { ParseContext } from './parse-xml';
import { fileSummary, tableBatches, watchReadFailures } from './read-content';
import type { RowBatches } from './row-batches';

/**
 * A CSV or TSV source opened, and parsed only as its rows are taken, in batches: a table of any size
 * goes through a streaming taker (the CLI) with memory that does not grow with its rows. Its rows
 * are not capped by the import's byte limit, which is there to bound what is held. Its file (the
 * summary: bytes, rows, whether cut short) is complete once `finish` has read what was not taken.
 */
export class TableInBatches {
  private readonly stats: ContentStats = { gzip: false, bytes: 0, contentBytes: 0 };
  private readonly read = { partial: false };
  private readonly parsed: AsyncGenerator<UrlRow[]>;
  private readonly readFailed: () => boolean;
  private readonly report: (problem: Problem) => void;
  /** The parse's context: RowBatches.copiedAtOnce marks its batches copied. */
  private readonly parseContext: ParseContext;
  private urlCount = 0;
  private ended = false;

  constructor(
    private readonly opened: OpenedSource,
    private readonly target: SourceTarget,
    format: TableTextFormat,
    context: ParseContext,
  ) {
    const watched = watchReadFailures(context);
    const report = watched.context.report;
    this.report = report;
    const content = contentChunks(opened.chunks, this.stats, Number.POSITIVE_INFINITY, report, context.file);
    this.readFailed = watched.readFailed;
    this.parseContext = watched.context;
    this.parsed = tableBatches(content, format, this.parseContext, this.read);
  }

  /** The file as known so far: rows are never held here, only counted. */
  file(): ImportedFile {
    const { opened, target, stats, urlCount, read } = this;
    const summary = fileSummary(opened, target, stats, 'csv', urlCount, read.partial, this.readFailed());
    return { summary, rows: [], sitemaps: [], robotsText: null };
  }

  /** The rows, parsed as they are taken; a CSV or TSV has no extension columns, so they make a page sitemap. */
  rows(): RowBatches {
    // Read as the first batch is parsed (tableRows): said later, the rows are made to be kept still.
    const copiedAtOnce = (): void => void (this.parseContext.batchesCopied = true);
    return { kind: 'page', batches: this.batches(), copiedAtOnce };
  }

  /** Reads the rows not taken (their problems are still told), and gives the whole file's summary. */
  async finish(): Promise<ImportedFile> {
    while (await this.next()) {
      // Not taken: let go.
    }
    return this.file();
  }

  /** Stops reading (the taker failed or the import stopped). */
  async close(): Promise<void> {
    await this.parsed.return(undefined);
    await this.opened.close();
  }

  /** A taker that stops early leaves the rest to `finish`: only `close` ends the parse. */
  private async *batches(): AsyncGenerator<UrlRow[]> {
    for (let batch = await this.next(); batch; batch = await this.next()) yield batch;
  }

  private async next(): Promise<UrlRow[] | null> {
    const step = await this.parsed.next();
    if (step.done) {
      if (!this.ended) {
        this.ended = true;
        const trailing = codingTrailingNote(this.opened, this.read.partial);
        if (trailing) this.report(trailing);
      }
      return null;
    }
    this.urlCount += step.value.length;
    return step.value;
  }
}
