import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type {
  ImportOptions,
  ImportProgress,
  ImportResult,
  ImportedFile,
  UnreadSource,
} from '../../../shared/import-types';
import { problem, type Severity } from '../../../shared/problems';
import type { SourceKind } from '../../../shared/sources';
import { resolveImportOptions, type ResolvedImportOptions } from './import-options';
import { openSource, type SourceTarget } from './open-source';
import { ProblemLog } from './problem-log';
import { readContent, type ListedChild } from './read-content';
import { SCHEME, resolveChild } from './resolve-child';
import { isAbort, problemFromError } from './source-error';
import { walkFolder } from './walk-folder';

export interface ImportControls {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

/** Progress is reported after each file and every this many rows within one. */
const ROWS_PER_PROGRESS = 10_000;
/** A slow download still shows movement: progress also goes out this often while the count moves. */
const PROGRESS_INTERVAL_MS = 250;
const HTTP_URL = /^https?:\/\//i;
/** `ftp://…`, `file://…`: a URL, not a path (a Windows drive letter has no `//`). */
const OTHER_URL = /^[a-z][a-z0-9+.-]+:\/\//i;

/** `https://example.com/` (with or without a query): a site's home page, not a sitemap. */
function isHomePage(location: string): boolean {
  try {
    return new URL(location).pathname === '/';
  } catch {
    return false;
  }
}

/**
 * Imports files, folders and http(s) URLs: every file read becomes an ImportedFile (rows grouped
 * per file), indexes and robots.txt files are followed, and every problem is a value.
 * Cancelling through `signal` returns what was read so far with `cancelled: true`.
 */
export async function importSources(
  locations: readonly string[],
  options: ImportOptions = {},
  controls: ImportControls = {},
): Promise<ImportResult> {
  const run = new ImportRun(resolveImportOptions(options), controls);
  const ticker = setInterval(() => run.progressIfMoved(), PROGRESS_INTERVAL_MS);
  try {
    for (const location of locations) {
      if (controls.signal?.aborted) break;
      await run.source(location);
    }
  } finally {
    clearInterval(ticker);
  }
  return run.result();
}

class ImportRun {
  private readonly files: ImportedFile[] = [];
  private readonly unread: UnreadSource[] = [];
  private readonly log: ProblemLog;
  private readonly seen = new Set<string>();
  private urlsDone = 0;
  private reportedUrls = 0;
  private current: string | null = null;

  constructor(
    private readonly options: ResolvedImportOptions,
    private readonly controls: ImportControls,
  ) {
    this.log = new ProblemLog(options.problemsListedPerCode);
  }

  async source(location: string): Promise<void> {
    if (HTTP_URL.test(location)) {
      if (isHomePage(location)) return this.homePage(location);
      return void (await this.visit({ location, remote: true, parent: null, depth: 0 }, []));
    }
    if (OTHER_URL.test(location)) {
      const message = `Only http and https addresses can be imported, not ${location}.`;
      return this.log.add(problem('error', 'url-scheme-refused', message, { file: location }));
    }
    const path = resolve(location);
    const info = await stat(path).catch(() => null);
    if (!info) {
      this.unread.push({ location: path, parent: null });
      return this.log.add(problem('error', 'source-not-found', `${location} does not exist.`, { file: path }));
    }
    if (!info.isDirectory())
      return void (await this.visit({ location: path, remote: false, parent: null, depth: 0 }, []));
    const { files, skipped } = await walkFolder(path);
    if (files.length === 0) {
      this.log.add(
        problem('warning', 'folder-empty', 'The folder holds no sitemap, index or robots.txt.', { file: path }),
      );
    } else if (skipped > 0) {
      this.log.add(
        problem('info', 'folder-files-skipped', `${skipped} files that are not sitemaps were skipped.`, { file: path }),
      );
    }
    for (const file of files) {
      if (this.controls.signal?.aborted) return;
      await this.visit({ location: file.path, remote: false, parent: null, depth: 0 }, []);
    }
  }

  /**
   * A site's home page is no sitemap: its robots.txt names the sitemaps. Without a robots.txt, or
   * with one that names none, /sitemap.xml is tried, where most sites keep theirs.
   */
  private async homePage(page: string): Promise<void> {
    const robots = new URL('/robots.txt', page).href;
    if (this.seen.has(robots)) return;
    const read = await this.visit({ location: robots, remote: true, parent: null, depth: 0 }, [], 'info');
    if ((read?.kind === 'robots' && read.listed > 0) || this.controls.signal?.aborted) return;
    const fallback = new URL('/sitemap.xml', page).href;
    const why = read ? `${robots} names no sitemap` : `${robots} could not be read`;
    this.log.add(problem('info', 'home-page-fallback', `${why}; ${fallback} was tried instead.`, { file: page }));
    await this.visit({ location: fallback, remote: true, parent: null, depth: 0 }, []);
  }

  result(): ImportResult {
    const cancelled = this.controls.signal?.aborted ?? false;
    const problems = this.log.all();
    if (cancelled && !problems.some((item) => item.code === 'import-cancelled')) {
      problems.push(problem('info', 'import-cancelled', 'The import was cancelled.'));
    }
    return { files: this.files, unread: this.unread, problems, cancelled };
  }

  /**
   * Reads one file or URL, then what it lists; `ancestors` are the files that led here (for loops).
   * Returns what the file was and how many sitemaps it listed, or null when it was not read.
   * `openFailure` is the severity of a source that cannot be opened (info where one is only hoped for).
   */
  private async visit(
    target: SourceTarget,
    ancestors: readonly string[],
    openFailure: Severity = 'error',
  ): Promise<{ kind: SourceKind; listed: number } | null> {
    // Sources the person named that an index already brought in are not read twice.
    if (target.parent === null && this.seen.has(target.location)) return null;
    let opened;
    try {
      opened = await openSource(target, this.options, this.controls.signal);
    } catch (error) {
      if (isAbort(error)) return null;
      this.log.add({ ...problemFromError(error, { file: target.location }), severity: openFailure });
      this.unread.push({ location: target.location, parent: target.parent });
      return null;
    }
    if (this.seen.has(opened.location)) {
      await opened.close();
      const loop = ancestors.includes(opened.location);
      this.log.add(
        loop
          ? problem(
              'warning',
              'index-loop',
              `${opened.location} lists itself through ${target.parent}; not read again.`,
              { file: target.parent ?? undefined },
            )
          : problem('info', 'already-imported', `${opened.location} was already imported.`, {
              file: target.parent ?? undefined,
            }),
      );
      return null;
    }
    this.seen.add(opened.location);
    this.progress(opened.location);
    const { file, children } = await readContent(opened, target, this.options.maxDecompressedBytes, {
      file: opened.location,
      report: (item) => this.log.add(item),
      onRow: () => {
        if (++this.urlsDone % ROWS_PER_PROGRESS === 0) this.progress(opened.location);
      },
    });
    this.files.push(file);
    this.progress(null);
    await this.follow({ ...target, location: opened.location }, children, [...ancestors, opened.location]);
    return { kind: file.summary.kind, listed: children.length };
  }

  private async follow(target: SourceTarget, children: ListedChild[], ancestors: string[]): Promise<void> {
    if (!this.options.followChildren || children.length === 0) return;
    const place = (child: ListedChild) => ({ file: target.location, ...(child.line ? { line: child.line } : {}) });
    if (target.depth + 1 > this.options.maxDepth) {
      const message = `${children.length} listed sitemaps were not read: deeper than ${this.options.maxDepth} levels.`;
      return this.log.add(problem('warning', 'depth-limit', message, { file: target.location }));
    }
    for (const child of children) {
      if (this.controls.signal?.aborted) return;
      if (!SCHEME.test(child.loc) && child.loc !== '') {
        const message = `"${child.loc}" is relative; it is resolved against ${target.location}.`;
        this.log.add(problem('warning', 'child-loc-relative', message, place(child)));
      }
      let located;
      try {
        located = await resolveChild(target, child.loc);
      } catch (error) {
        this.log.add(problemFromError(error, place(child)));
        this.unread.push({ location: child.loc, parent: target.location });
        continue;
      }
      const next = {
        location: located.location,
        remote: located.remote,
        parent: target.location,
        depth: target.depth + 1,
      };
      await this.visit(next, ancestors);
    }
  }

  /** Reports between files and batches too, when URLs arrived since the last report (a slow download). */
  progressIfMoved(): void {
    if (this.urlsDone !== this.reportedUrls) this.progress(this.current);
  }

  private progress(current: string | null): void {
    this.current = current;
    this.reportedUrls = this.urlsDone;
    this.controls.onProgress?.({ filesDone: this.files.length, urlsDone: this.urlsDone, current });
  }
}
