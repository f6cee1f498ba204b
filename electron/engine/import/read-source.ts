import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ImportedFile } from '../../../shared/import-types';
import type { Problem } from '../../../shared/problems';
import { tableTextFormat } from '../../../shared/table-text';
import type { HostLimiter } from './host-limiter';
import type { ResolvedImportOptions } from '../../../shared/import-options';
import { openSource, type SourceTarget } from './open-source';
import type { ListedChild } from './listed-child';
import { sourceName, type ContentParser } from './read-content';
import { isAbort } from './source-error';
import { TableInBatches } from './table-in-batches';

/** What reading one source gave, held until its turn in the order the files were listed. */
export type SourceRead =
  | { status: 'aborted' }
  | { status: 'failed'; error: unknown }
  /** Opened, but its location (after redirects) was imported already, so it was not read. */
  | { status: 'seen'; location: string }
  | {
      status: 'read';
      location: string;
      file: ImportedFile;
      children: ListedChild[];
      /** The file's rows as columns (a parse worker's), when `file.rows` is left empty. */
      columns?: UrlColumns;
      /** Held until the file's turn; a table read in batches adds its own as they are taken. */
      problems: Problem[];
      /** A CSV or TSV table opened but not yet parsed: its rows come as they are taken (tablesInBatches). */
      table?: TableInBatches;
    };

export interface ReadSourceDeps {
  options: ResolvedImportOptions;
  signal: AbortSignal | undefined;
  /** Bounds the requests to one host at once. */
  hosts: HostLimiter;
  /** Parses the bytes: on this thread or on a pool of workers. */
  parse: ContentParser;
  isSeen(location: string): boolean;
  onStart(location: string): void;
  onRow(): void;
  /**
   * A CSV or TSV table is only opened, to be parsed as a streaming taker takes its rows: for a read
   * taken at once, in its turn (a table read ahead with others would be held whole).
   */
  tablesInBatches?: boolean;
}

/**
 * Opens and reads one source, its problems held rather than reported, so that files read ahead,
 * several at once, are still reported in the order they were listed. Never rejects.
 */
export async function readSource(target: SourceTarget, deps: ReadSourceDeps): Promise<SourceRead> {
  const read = async (): Promise<SourceRead> => {
    try {
      const opened = await openSource(target, deps.options, deps.signal);
      if (deps.isSeen(opened.location)) {
        await opened.close();
        return { status: 'seen', location: opened.location };
      }
      deps.onStart(opened.location);
      const problems: Problem[] = [];
      const context = { file: opened.location, report: (item: Problem) => problems.push(item), onRow: deps.onRow };
      const tableFormat = deps.tablesInBatches ? tableTextFormat(sourceName(opened, target)) : null;
      if (tableFormat) {
        const table = new TableInBatches(opened, target, tableFormat, context);
        return { status: 'read', location: opened.location, file: table.file(), children: [], problems, table };
      }
      const { file, children, columns } = await deps.parse(opened, target, deps.options.maxDecompressedBytes, context);
      return { status: 'read', location: opened.location, file, children, columns, problems };
    } catch (error) {
      return isAbort(error) ? { status: 'aborted' } : { status: 'failed', error };
    }
  };
  if (!target.remote) return read();
  const host = URL.canParse(target.location) ? new URL(target.location).host : target.location;
  return deps.hosts.run(host, read);
}
