/*
 * The streamed project file (versions 2 to 5): one gzip stream of newline-separated JSON lines. The
 * first line is the header (format, version, the project's name, robots.txt and export settings, its
 * tables with their row counts, and in version 3 how many site-check results follow, but no rows);
 * every later line is a record of one table's rows, in order: `{"table":0,"from":2000,"rows":[…]}`,
 * and after the last table's rows, in version 3, records of the site check's results, in order:
 * `{"from":2000,"checks":[…]}`. A project without results is written as version 2, exactly as before,
 * so older releases open it; one with results is version 3, which those releases refuse as too new
 * rather than dropping the results. Version 4 is version 3 whose results hold what the checks have
 * seen of each URL's content over time (PageCheck.history, unstable); a file without those stays
 * version 3, and version-3 results read as results without a history. A project that remembers its
 * last export is version 4 too: the header's `lastExport` says when and which files, and how many
 * records of URLs written follow the results: `{"from":5000,"exported":[{"loc":…,"hashes":…}]}`. JSON never holds a raw newline inside a value, so a line is a
 * record. Each line has a bound, so no record (and no gzip bomb posing as one) can ask for more memory
 * than that; the rows and results a file really holds are all that grows. A large project's lines are
 * written as gzip members of whole lines, each naming its length (project-members.ts), compressed and
 * read on worker threads at once; inflated as one stream they are the same lines, so the version stays.
 * Version 5 is such a file whose rows, saved from columns, come as column members instead of records
 * (column-member.ts: each member a run of one table's rows as typed arrays, read without parsing text,
 * in order among the members of lines); it is read member by member only, and refused as too new by
 * the releases before it. A project saved from row objects, or small enough for one stream, stays 2–4.
 */
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import type { UrlRow } from '../../../shared/url-table';

/** Rows per record: a few milliseconds of work to encode or read. */
export const ROWS_PER_RECORD = 2000;

/** Site-check results per record: about as much text as a record of rows. */
export const CHECKS_PER_RECORD = 2000;

/** The longest header line (robots.txt and settings are small; a table list of thousands fits well within). */
export const MAX_HEADER_BYTES = 64 * 2 ** 20;

/** The longest record line: rows with many images or videos make fewer rows per record; one row longer is refused. */
export const MAX_RECORD_BYTES = 64 * 2 ** 20;

/**
 * The most bytes all records of site-check results may hold together, whatever the header counts:
 * several million results as a check without --content writes them (about 250 bytes each). A file
 * past mostCheckBytes is refused where it passes it, before that record is read.
 */
export const MAX_CHECKS_BYTES = 2 ** 30;

/**
 * The most bytes a record of results may spend on one result it counts, on average: a result with
 * content (fingerprint and history) is ~800 bytes and three times its URL, so 1,900-character URLs
 * take ~6.5 KB, and a page of many long hreflang links more. Bounded by MAX_CHECKS_BYTES alone, a
 * check of ~1.3M URLs with --content saved a file its next open refused.
 */
export const MOST_BYTES_PER_CHECK = 64 * 2 ** 10;

/** The most bytes all records of site-check results may hold, for `checks` results. */
export const mostCheckBytes = (checks: number): number => Math.max(MAX_CHECKS_BYTES, checks * MOST_BYTES_PER_CHECK);

/** One record: rows `from…from+rows.length-1` of table `table` (as compactRow writes them). */
export interface RowRecord {
  table: number;
  from: number;
  rows: Partial<UrlRow>[];
}

/** One record of site-check results `from…from+checks.length-1` (as compactCheck writes them). */
export interface CheckRecord {
  from: number;
  checks: Partial<PageCheck>[];
}

/** URLs the last export wrote per record: each is a loc and 64 hex digits. */
export const EXPORTED_PER_RECORD = 5000;

/**
 * The most bytes a record of the last export may spend on one URL it counts (its loc, JSON-escaped,
 * and its hashes): an export writes no loc of 2,048 characters or more (loc-too-long is an error), so
 * 16 KiB holds any. The records of what the last export wrote are bounded by this times the URLs the
 * header counts, not by MAX_CHECKS_BYTES: they grow with the project (10M URLs are ~1.4 GB), and
 * counted with the results a 10M export remembered made a file its next open refused.
 */
export const MOST_BYTES_PER_EXPORTED_URL = 16 * 2 ** 10;

/** The most bytes all records of what the last export wrote may hold, for `urls` URLs. */
export const mostExportedBytes = (urls: number): number => urls * MOST_BYTES_PER_EXPORTED_URL;

/** One record of the URLs the last export wrote, `from…from+exported.length-1` (version 4). */
export interface ExportedRecord {
  from: number;
  exported: ExportedUrl[];
}
