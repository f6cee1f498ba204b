import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ImportOptions } from '../../../shared/import-types';
import type { Problem } from '../../../shared/problems';
import { diffPublished, type DiffRows, type PublishedDiff } from '../../../shared/site-check/published-diff';
import { holdsRows } from '../../../shared/tables-from-import';
import { importSources } from '../import/import-sources';

/** The sitemap files live at a URL, read just now: each file's place and rows, in the order read. */
export interface PublishedSet {
  files: Array<{ location: string; rows: UrlColumns }>;
  /** What the import met on the way (a listed sitemap that is gone, a malformed file…). */
  problems: Problem[];
  cancelled: boolean;
}

/**
 * Reads the sitemap set published at `url` (a sitemap, an index whose sitemaps are followed, a
 * robots.txt or a home page) with the import engine, each file's rows kept as the columns it was
 * parsed into.
 */
export async function readPublished(
  url: string,
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<PublishedSet> {
  const files: PublishedSet['files'] = [];
  const result = await importSources([url], options, {
    signal,
    takeColumns: (rows, file) => {
      if (holdsRows(file.summary.kind)) files.push({ location: file.summary.location, rows });
    },
  });
  return { files, problems: result.problems, cancelled: result.cancelled };
}

/** A table against what is published at `url` now (diffPublished); places in the diff index `published.files`. */
export async function comparePublished(
  table: DiffRows,
  url: string,
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<{ diff: PublishedDiff; published: PublishedSet }> {
  const published = await readPublished(url, options, signal);
  return {
    diff: diffPublished(
      table,
      published.files.map((file) => file.rows),
    ),
    published,
  };
}
