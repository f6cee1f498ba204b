import type { Writable } from 'node:stream';
import type { ExportOutcome, ExportRequest, ExportedFileReport } from '../../../shared/export-types';
import { problem } from '../../../shared/problems';
import { validateTables } from '../../../shared/validation/validate-rows';
import { buildExport, ExportBuildError } from './build-export';
import { checkExportSettings } from './check-settings';
import { gzipDeterministic } from './gzip-file';
import { verifyWritten } from './verify-written';
import { writeFolderSafely } from './write-folder-safely';

/** What an export takes (the same request the app sends over IPC). */
export type ExportInput = ExportRequest;

export interface ExportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: { rowsDone: number; rowsTotal: number }) => void;
  /** Compresses one file; defaults to gzip in this thread. */
  compress?: (bytes: Buffer) => Promise<Buffer>;
  openWrite?: (path: string) => Writable;
  now?: () => number;
}

/**
 * Exports a project's tables: validation gate (any error stops it before a byte is written), exact
 * splitting, gzip, index, robots.txt, then an all-or-nothing write that is read back and checked.
 */
export async function exportProject(input: ExportInput, options: ExportOptions = {}): Promise<ExportOutcome> {
  const { settings } = input;
  const now = options.now ?? Date.now;
  const checked = checkExportSettings(settings);
  if (!checked.base) return { ok: false, problems: checked.problems };
  const found = [...checked.problems, ...validateTables(input.tables, { base: checked.base, now: now() })];
  const errors = found.filter((item) => item.severity === 'error');
  if (errors.length > 0) return { ok: false, problems: errors };

  const rowsTotal = input.tables.reduce((sum, table) => sum + table.rows.length, 0);
  let files;
  try {
    files = await buildExport(input.tables, settings, {
      base: checked.base,
      robotsTxt: input.robotsTxt,
      compress: options.compress ?? (async (bytes) => gzipDeterministic(bytes)),
      onRows: (rowsDone) => options.onProgress?.({ rowsDone, rowsTotal }),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof ExportBuildError)
      return { ok: false, problems: [problem('error', error.code, error.message, error.place)] };
    throw error;
  }
  let reports: ExportedFileReport[] = [];
  await writeFolderSafely(settings.outputFolder, files, {
    projectId: input.projectId,
    openWrite: options.openWrite,
    signal: options.signal,
    now: () => new Date(now()),
    verify: async (staged) => {
      reports = await verifyWritten(staged, files, settings.maxBytes);
    },
  });
  return {
    ok: true,
    warnings: found.filter((item) => item.severity !== 'error'),
    report: {
      folder: settings.outputFolder,
      indexUrl: `${checked.base.href}${settings.indexName}`,
      files: reports,
      urlCount: rowsTotal,
    },
  };
}
