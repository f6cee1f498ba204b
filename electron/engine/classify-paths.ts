import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { problemAt, type Problem } from '../../shared/problems';
import { nameOfLocation, type OpenPathsResult, type SourceRef } from '../../shared/sources';
import { tableTextFormat } from '../../shared/table-text';
import { NotARegularFileError } from './open-regular-file';
import { readHead } from './read-head';
import { emptinessOf, sniffText } from './sniff-kind';
import { isWideTableHead } from './wide-text';

const HTTP_URL = /^https?:\/\//i;

export interface ClassifyProgress {
  done: number;
  total: number;
}

/**
 * Works out what each path or URL is, by its bytes. Paths that do not exist or are not a
 * sitemap, index, text sitemap, robots.txt, project or folder become problems, not sources.
 */
export async function classifyPaths(
  locations: readonly string[],
  onProgress: (progress: ClassifyProgress) => void = () => undefined,
): Promise<OpenPathsResult> {
  const sources: SourceRef[] = [];
  const problems: Problem[] = [];
  for (const [index, location] of locations.entries()) {
    const outcome = await classifyOne(location);
    if ('kind' in outcome) sources.push(outcome);
    else problems.push(outcome);
    onProgress({ done: index + 1, total: locations.length });
  }
  return { sources, problems };
}

async function classifyOne(location: string): Promise<SourceRef | Problem> {
  if (HTTP_URL.test(location)) {
    return { location, name: nameOfLocation(location), kind: 'url', gzip: false, bytes: null };
  }
  const name = basename(location);
  let info;
  try {
    info = await stat(location);
  } catch {
    return problemAt({ file: location }, 'source-not-found', { name });
  }
  if (info.isDirectory()) return { location, name, kind: 'folder', gzip: false, bytes: null };
  if (!info.isFile()) {
    return problemAt({ file: location }, 'source-not-a-file', { name });
  }
  try {
    const head = await readHead(location);
    // A table's text has nothing in its bytes that says "table": its name does (or, saved wide, its header).
    const table = tableTextFormat(name) !== null;
    if (head.wide) {
      const wideTable = table || isWideTableHead(head.text);
      return problemAt({ file: location }, 'source-wide-encoding', { name, encoding: head.wide, table: wideTable });
    }
    const kind = table ? 'csv' : sniffText(head.text, name);
    const emptiness = head.whole ? emptinessOf(head.text) : null;
    if (kind === 'unknown' && emptiness) {
      return problemAt({ file: location }, 'source-empty', { name, empty: emptiness });
    }
    if (kind === 'unknown') {
      return problemAt({ file: location }, 'source-unrecognised', {
        name,
        ...(head.gzipTwice ? { gzipTwice: true } : {}),
      });
    }
    return { location, name, kind, gzip: head.gzip, bytes: head.bytes };
  } catch (caught) {
    // Made a pipe, socket or device since the stat above: refused on the opened file, never waited on.
    if (caught instanceof NotARegularFileError) return problemAt({ file: location }, 'source-not-a-file', { name });
    const reason = caught instanceof Error ? caught.message : String(caught);
    return problemAt({ file: location }, 'source-unreadable', { name, reason });
  }
}
