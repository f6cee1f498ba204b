import type { ColumnsFacts } from './columns-facts';
import { basename } from 'node:path';
import type { FileSummary, ImportedFile, IndexEntry } from '../../../shared/import-types';
import { problemAt, type Problem } from '../../../shared/problems';
import { isReadFailure } from '../../../shared/read-failures';
import { nameOfLocation, notImported } from '../../../shared/sources';
import { tableTextFormat, type TableTextFormat } from '../../../shared/table-text';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';
import { HEAD_BYTES } from '../read-head';
import {
  HEAD_GROWTH,
  MOST_SNIFFED_BYTES,
  emptinessOf,
  headUndecided,
  isGzip,
  sniffText,
  wideEncoding,
} from '../sniff-kind';
import { isWideTableHead, wideText } from '../wide-text';
import { peekHead, type ContentStats } from './content-stream';
import { ContentReading } from './content-reading';
import type { ListedChild } from './listed-child';
import { notAUrl } from './loc-check';
import { templateOpening } from '../../../shared/validation/template-code';
import type { OpenedSource, SourceTarget } from './open-source';
import { parseXml, type ParseContext } from './parse-xml';
import { readRobots } from './read-robots';
import { isAbort, problemFromError } from './source-error';
import { tableRows } from './table-text';
import { LenientText } from './whole-text';
import { parseTextSitemap } from './text-sitemap';

export interface ReadOutcome {
  file: ImportedFile;
  children: ListedChild[];
  /** The file's rows as columns (a parse worker's), when `file.rows` is left empty. */
  columns?: UrlColumns;
  /** What they hold, read where their rows were built (ColumnsFacts). */
  columnsFacts?: ColumnsFacts;
}

/** Reads an opened source into a file: readContent on this thread, or a parse pool's workers. */
export type ContentParser = (
  opened: OpenedSource,
  target: SourceTarget,
  maxBytes: number,
  context: ParseContext,
) => Promise<ReadOutcome>;

/** A gzip's own faults, as problems: one told by the parse is not told again. */
const GZIP_PROBLEMS: ReadonlySet<string> = new Set(['gzip-corrupt', 'gzip-truncated']);

/** How long a download's rest may take to arrive for its gzip to be checked, once its parse has stopped. */
const ARRIVAL_GRACE_MS = 1000;

/** Whether a download's body has all arrived, or does within ARRIVAL_GRACE_MS (and before a cancel). */
async function arrivedSoon(opened: OpenedSource, signal: AbortSignal | undefined): Promise<boolean> {
  const arrived = opened.inflatedBytesOnceArrived;
  if (arrived === undefined) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ARRIVAL_GRACE_MS, false)));
  let cancel = (): void => undefined;
  const cancelled = new Promise<false>((resolve) => (cancel = () => resolve(false)));
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) cancel();
  try {
    return await Promise.race([
      arrived.then(
        () => true,
        () => true,
      ),
      late,
      cancelled,
    ]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** A cancel met while a gzip is checked leaves it unchecked: the file keeps the rows its parse read. */
function uncheckedIfCancelled(error: unknown): null {
  if (isAbort(error)) return null;
  throw error;
}

/** A sitemap's root tag anywhere in the head: the file is meant to be XML even if it does not start like it. */
const SITEMAP_ROOT_TAG = /<(?:[\w.-]+:)?(?:urlset|sitemapindex)[\s>/]/;

interface Parsed {
  kind: ImportedFile['summary']['kind'];
  rows: UrlRow[];
  /** Rows handed to the context's takeRow rather than kept in `rows`. */
  taken: number;
  sitemaps: IndexEntry[];
  robotsText: string | null;
  partial: boolean;
  children: ListedChild[];
}

/** Reads an opened source: decompresses, sniffs the kind from the bytes, and parses it. */
export const readContent: ContentParser = async (opened, target, maxBytes, parseContext) => {
  const name = sourceName(opened, target);
  const { context, readFailed } = watchReadFailures(parseContext);
  let gzipFaultTold = false;
  const report = (problem: Problem): void => {
    if (GZIP_PROBLEMS.has(problem.code)) gzipFaultTold = true;
    context.report(problem);
  };
  const reading = new ContentReading(opened.chunks, maxBytes, report, context.file, context.signal);
  const { stats } = reading;
  const tableFormat = tableTextFormat(name);
  let parsed: Parsed;
  try {
    const content = reading.chunks();
    const parsing = { ...context, report };
    parsed = tableFormat ? await parseTable(content, tableFormat, parsing) : await parse(content, name, parsing);
    // A gzip whose parse stopped at a fault of its text is checked to its end: damaged bytes can
    // inflate into text before gzip's CRC tells. A download only once it is all here: no wait for a server.
    // A cancelled read is not: its gzip is not waited for, nor read on.
    const checked =
      parsed.partial && !notImported(parsed.kind) && stats.gzip && !gzipFaultTold && !context.signal?.aborted;
    if (checked && (!target.remote || (await arrivedSoon(opened, context.signal)))) {
      const fault = await reading.gzipFault().catch(uncheckedIfCancelled);
      if (fault !== null) report(problemFromError(fault, { file: context.file }));
    }
  } finally {
    await reading.close();
  }
  const urlCount = parsed.rows.length + parsed.taken;
  const summary = fileSummary(opened, target, stats, parsed.kind, urlCount, parsed.partial, readFailed());
  const { rows, sitemaps, robotsText } = parsed;
  return { file: { summary, rows, sitemaps, robotsText }, children: parsed.children };
};

/** The name a source is known by (and told to be a table by): its file name, or the last part of its URL. */
export function sourceName(opened: OpenedSource, target: SourceTarget): string {
  return target.remote ? nameOfLocation(opened.location) : basename(opened.location);
}

/** What a file read was, once its bytes are all read. */
export function fileSummary(
  opened: OpenedSource,
  target: SourceTarget,
  stats: ContentStats,
  kind: FileSummary['kind'],
  urlCount: number,
  partial: boolean,
  readFailed = false,
): FileSummary {
  const { gzip, contentBytes } = stats;
  // A file on disk read in part (stopped at the size cap, or where its parse stopped) is as big as it
  // is, not as the bytes read (the CLI probe: a 2 MB gzip said 262,144 bytes).
  const bytes = partial && opened.size !== undefined ? Math.max(stats.bytes, opened.size) : stats.bytes;
  const name = sourceName(opened, target);
  const summary = { location: opened.location, name, kind, gzip, bytes, contentBytes, urlCount, partial };
  return { ...summary, parent: target.parent, ...(readFailed ? { readFailed } : {}) };
}

/**
 * The context, noticing the problems that say the bytes stopped arriving (read-failures.ts): a file
 * cut short by one is `readFailed`, whichever reader met it.
 */
export function watchReadFailures(context: ParseContext): { context: ParseContext; readFailed: () => boolean } {
  let failed = false;
  const report = (item: Problem): void => {
    if (isReadFailure(item)) failed = true;
    context.report(item);
  };
  return { context: { ...context, report }, readFailed: () => failed };
}

/** A fresh result per file: rows arrays become tables, and must never be shared. */
const empty = (): Parsed => ({
  kind: 'unknown',
  rows: [],
  taken: 0,
  sitemaps: [],
  robotsText: null,
  partial: true,
  children: [],
});

/**
 * A CSV or TSV table, known by its name (nothing in its bytes says what it is), read whole: its rows
 * kept, or handed to the context's takeRow as each batch is read (a parse worker's columns; kept as a
 * list there first, a shop CSV of 1M rows peaked at 0.95-1.09 GB in `sitemap-studio import`).
 */
async function parseTable(
  content: AsyncGenerator<Buffer>,
  format: TableTextFormat,
  context: ParseContext,
): Promise<Parsed> {
  const read = { partial: false };
  const rows: UrlRow[] = [];
  const take = context.takeRow ?? ((row: UrlRow) => void rows.push(row));
  let taken = 0;
  // One call per row: spreading a batch into push() would overflow the stack.
  for await (const batch of tableBatches(content, format, context, read)) {
    for (const row of batch) take(row);
    if (context.takeRow) taken += batch.length;
  }
  return { ...empty(), kind: 'csv', rows, taken, partial: read.partial };
}

/**
 * A CSV or TSV table's rows in batches as its bytes arrive (tableRows); `read.partial` is set once
 * they end when a failed read or a record too long to be a row cut the table short.
 */
export async function* tableBatches(
  content: AsyncIterable<Buffer>,
  format: TableTextFormat,
  context: ParseContext,
  read: { partial: boolean },
): AsyncGenerator<UrlRow[]> {
  const opened = await wideTableStart(content, context);
  if (opened === null) return void (read.partial = true);
  const text = new LenientText(opened, context, 'table');
  const cut = yield* tableRows(text.pieces(), format, context, { cutShort: () => text.partial });
  read.partial = cut || text.partial;
}

/** Bytes enough for wideEncoding to tell UTF-16 and UTF-32 by (its longest start, two UTF-32 characters). */
const WIDE_START_BYTES = 8;

/**
 * A table's bytes, or null when they are UTF-16 or UTF-32 (a spreadsheet's "Unicode text"): that is
 * said once (source-wide-encoding, in a table's words), not as a header of NULs and bytes not UTF-8.
 */
async function wideTableStart(
  content: AsyncIterable<Buffer>,
  context: ParseContext,
): Promise<AsyncGenerator<Buffer> | null> {
  const all = (async function* () {
    yield* content;
  })();
  let peeked;
  try {
    peeked = await peekHead(all, WIDE_START_BYTES);
  } catch (error) {
    // The first read failed: the table reader says so, as it says any failed read.
    return (async function* () {
      yield* [];
      throw error;
    })();
  }
  const encoding = wideEncoding(peeked.headBytes);
  if (!encoding) return peeked.chunks;
  context.report(problemAt({ file: context.file }, 'source-wide-encoding', { encoding, table: true }));
  return null;
}

/**
 * The head of `content`, read on while it says nothing of its kind (headUndecided): a robots.txt
 * whose first 70 KB are a comment, a sitemap after 20 KB of white space, were called unknown.
 */
async function peekDeciding(
  content: AsyncGenerator<Buffer>,
): Promise<Awaited<ReturnType<typeof peekHead>> & { whole: boolean }> {
  let most = HEAD_BYTES;
  let peeked = await peekHead(content, most);
  while (
    peeked.failure === null &&
    peeked.headBytes.length >= most &&
    most < MOST_SNIFFED_BYTES &&
    !wideEncoding(peeked.headBytes) &&
    headUndecided(peeked.head)
  ) {
    most *= HEAD_GROWTH;
    peeked = await peekHead(peeked.chunks, most);
  }
  return { ...peeked, whole: peeked.failure === null && peeked.headBytes.length < most };
}

async function parse(content: AsyncGenerator<Buffer>, name: string, context: ParseContext): Promise<Parsed> {
  let peeked;
  try {
    peeked = await peekDeciding(content);
  } catch (error) {
    context.report(problemFromError(error, { file: context.file }));
    return empty();
  }
  const encoding = wideEncoding(peeked.headBytes);
  if (encoding) {
    // Not named as a table, but it may be one (Excel's "Unicode text" is a .txt): its header tells.
    const table = isWideTableHead(wideText(peeked.headBytes, encoding));
    context.report(
      problemAt({ file: context.file }, 'source-wide-encoding', { encoding, ...(table ? { table } : {}) }),
    );
    return empty();
  }
  let kind = sniffText(peeked.head, name);
  // Front matter such as `sitemap:` can look like robots.txt; a sitemap root tag settles it.
  if ((kind === 'robots' || kind === 'unknown') && SITEMAP_ROOT_TAG.test(peeked.head)) kind = 'urlset';
  if (kind === 'text') {
    const { rows, rowCount, partial } = await parseTextSitemap(peeked.chunks, context);
    return { ...empty(), kind, rows, taken: rowCount - rows.length, partial };
  }
  if (kind === 'robots') {
    const robots = await readRobots(peeked.chunks, context);
    // Valid, and allowing or blocking as it says, but it points crawlers at no sitemap (a file cut at
    // the bytes crawlers read is said so, its lines after them unread: "no Sitemap: line" is not known).
    if (robots.children.length === 0 && !robots.cut)
      context.report(problemAt({ file: context.file }, 'robots-no-sitemaps'));
    const children = followable(robots.children, context);
    return { ...empty(), kind, robotsText: robots.text, partial: robots.partial, children };
  }
  // A template's source is read as the XML it means to be, so its error names the template and a place.
  if (kind === 'urlset' || kind === 'sitemapindex' || /^\s*</.test(peeked.head) || templateOpening(peeked.head)) {
    const { document, partial } = await parseXml(peeked.chunks, context);
    const listed = document.sitemaps.map((entry, index) => ({ loc: entry.loc, line: document.sitemapLines[index]! }));
    const children = followable(listed, context);
    const meant = kind === 'urlset' || kind === 'sitemapindex' ? kind : 'unknown';
    return {
      ...empty(),
      kind: document.kind ?? meant,
      rows: document.rows,
      taken: document.rowCount - document.rows.length,
      sitemaps: document.sitemaps,
      partial,
      children,
    };
  }
  // A read that failed within the head: what came before it is no file to judge; the failure is told.
  if (peeked.failure !== null) {
    context.report(problemFromError(peeked.failure, { file: context.file }));
    return empty();
  }
  const emptiness = peeked.whole ? emptinessOf(peeked.head) : null;
  if (emptiness) {
    context.report(problemAt({ file: context.file }, 'source-empty', { empty: emptiness }));
    return empty();
  }
  // Content that is gzip still, once inflated: the file was compressed twice.
  context.report(unrecognised(kind === 'project', context.file, isGzip(peeked.headBytes)));
  // A project is known, not imported: its file is listed as one, not as a file of no known kind.
  return kind === 'project' ? { ...empty(), kind } : empty();
}

/** The listed sitemaps that can be followed: a value that is not a URL at all is reported, not fetched. */
function followable(children: ListedChild[], context: ParseContext): ListedChild[] {
  return children.filter((child) => {
    const why = notAUrl(child.loc);
    if (why === null) return true;
    const place = { file: context.file, ...(child.line ? { line: child.line } : {}) };
    context.report(problemAt(place, 'child-loc-not-url', { loc: child.loc, why }));
    return false;
  });
}

function unrecognised(isProject: boolean, file: string, gzipTwice: boolean): Problem {
  if (isProject) return problemAt({ file }, 'source-is-project');
  return problemAt({ file }, 'source-unrecognised', gzipTwice ? { gzipTwice } : {});
}
