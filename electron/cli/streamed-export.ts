import type { ExportRequest } from '../../shared/export-types';
import type { ImportProgress } from '../../shared/import-types';
import { DEFAULT_ROBOTS_AGENT } from '../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../shared/site-check/leave-out';
import type { PageCheck } from '../../shared/site-check/page-check';
import {
  createGzipPool,
  type createPackPool,
  createParsePool,
  exportStream,
  lazyGzipPool,
  optimiseOnEachThread,
  streamColumnTables,
  type TableSource,
} from '../engine';

import type { ParsingThreads } from './streamed-pack-workers';
import type { LegendTable } from './table-legend';

type StreamLimits = Parameters<typeof streamColumnTables>[1];
type PackPool = ReturnType<typeof createPackPool>;

/**
 * `export <sources>` but a lone project: the tables stream from the sources into the export, one
 * file's rows held at a time (a project's, its whole columns, opened on `packPool`'s workers). A
 * parse worker's columns and a project's are checked and packed on `packPool`, whose
 * workers start once the parse workers have (`startPackWorkers`); other rows are gzipped on a gzip
 * pool, its workers started only if such rows come.
 */
export async function exportStreamed(
  sources: readonly string[],
  input: Pick<ExportRequest, 'projectId' | 'settings'>,
  options: {
    threads: number;
    limits: StreamLimits;
    packPool: PackPool;
    signal?: AbortSignal;
    startPackWorkers(): void;
    /** Told of the parse pool as it is made (its workers then started as files come). */
    onParsePool?: (pool: ParsingThreads) => void;
    /** How far reading the sources has come. */
    onProgress?: (progress: ImportProgress) => void;
    /** Told of each table as it is read, with the sitemap it came from, for a report to name. */
    onTableRead?: (table: LegendTable) => void;
  },
): ReturnType<typeof exportStream> {
  const { threads, packPool, signal } = options;
  // Every worker busy, V8's helper threads find no idle core to optimise on: the workers optimise
  // their own code (built CLI, 1M URLs in 20 gzipped files, under load: the helpers' CPU 1.7 -> 0.75 s,
  // the workers' own up about as much; set on every thread it was 12.5 -> 11.8 s of CPU on 2 cores).
  optimiseOnEachThread();
  const codec = lazyGzipPool(() => createGzipPool(threads));
  const source: TableSource = (onTable, onRobotsTxt, onNotIndexable) => {
    // A project's own check results: the URLs they find not indexable are left out (leaveOutNonIndexable).
    const onChecks = (checks: readonly PageCheck[]): void =>
      onNotIndexable(notIndexableUrls(checks, DEFAULT_ROBOTS_AGENT));
    const told: typeof onTable = (table) => {
      options.onTableRead?.({ name: table.name, source: table.file ?? null });
      return onTable(table);
    };
    return streamColumnTables(sources, options.limits, told, {
      signal,
      ...(options.onProgress && { onProgress: options.onProgress }),
      parseWorkers: threads,
      parsePool: (size) => {
        const pool = createParsePool(size);
        options.onParsePool?.(pool);
        return pool;
      },
      onRobotsTxt,
      onChecks,
      // Started while the first files are parsed, the pack workers are ready for the first table.
      onParseWorkersStarted: options.startPackWorkers,
      // A project among the sources opens on the pack workers, which then pack its tables.
      projectReader: packPool,
    });
  };
  try {
    return await exportStream(source, input, { codec, packPool, checkPool: packPool, signal });
  } finally {
    await codec.close();
  }
}
