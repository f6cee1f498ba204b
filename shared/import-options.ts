import type { ImportOptions } from './import-types';
import { RETRY_WAIT_CAP_MS } from './retry-after';

/** Problems of one code listed per file before the rest are only counted. */
export const PROBLEMS_LISTED_PER_CODE = 100;

export type ResolvedImportOptions = Required<ImportOptions>;

/** A table's cap: 1 GiB, some ten million rows of a URL and a date, as many as the app is made to hold. */
export const MAX_TABLE_BYTES = 1024 * 1024 * 1024;

/**
 * Defaults: 100 MiB per file is twice the largest sitemap the protocol allows, so only a broken
 * file or a gzip bomb reaches it; depth 5 covers robots.txt → index → sitemap with room to spare.
 * Five minutes per request fetches those 100 MiB at 350 KB/s, yet gives up on a server that
 * trickles; 10,000 files are ten million URLs at a thousand a file, more than the grid is meant
 * to hold; four requests per host are fewer than a browser opens. A file that failed for a passing
 * reason is read once more after two seconds: long enough for a restarting server, short enough
 * that nobody waits on it. A host that refuses reads is left alone at most 15 s at a time, as the
 * site check does: its pause doubles 2, 4, 8, 15 s (refusal-backoff.ts).
 */
export const DEFAULT_IMPORT_OPTIONS: ResolvedImportOptions = {
  maxDepth: 5,
  maxDecompressedBytes: 100 * 1024 * 1024,
  maxTableBytes: MAX_TABLE_BYTES,
  maxDownloadBytes: 100 * 1024 * 1024,
  connectTimeoutMs: 30_000,
  readTimeoutMs: 30_000,
  deadlineMs: 300_000,
  maxFiles: 10_000,
  connectionsPerHost: 4,
  followChildren: true,
  problemsListedPerCode: PROBLEMS_LISTED_PER_CODE,
  retryDelayMs: 2_000,
  retryWaitCapMs: RETRY_WAIT_CAP_MS,
};

export function resolveImportOptions(options: ImportOptions = {}): ResolvedImportOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_IMPORT_OPTIONS, ...defined };
}
