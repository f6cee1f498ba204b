import type { Writable } from 'node:stream';
import type { ExportOutcome, ExportRequest, ExportedFileReport } from '../../../shared/export-types';
import { problem, type Problem } from '../../../shared/problems';
import { TablesValidator, validateTables } from '../../../shared/validation/validate-rows';
import { buildExport, ExportBuildError } from './build-export';
import { checkExportSettings } from './check-settings';
import { inThreadCodec, type FileCodec } from './file-codec';
import { verifyWritten } from './verify-written';
import { writeFolderSafely } from './write-folder-safely';

/** What an export takes (the same request the app sends over IPC). */
export type ExportInput = ExportRequest;

export interface ExportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: { rowsDone: number; rowsTotal: number }) => void;
  /** Compresses files and inspects them when read back; a worker pool uses every core. Defaults to this thread. */
  codec?: FileCodec;
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
  const codec = options.codec ?? inThreadCodec;
  const checked = checkExportSettings(settings);
  if (!checked.base) return { ok: false, problems: checked.problems };
  const context = { base: checked.base, now: now() };
  if (checked.problems.some(isError)) {
    // Settings that cannot be exported with: say so, with every row error too, and build nothing.
    return { ok: false, problems: [...checked.problems, ...validateTables(input.tables, context)].filter(isError) };
  }
  // Rows are validated as they are serialised, so the checks run while workers compress finished files.
  // Nothing is written before the whole gate has passed.
  const validator = new TablesValidator(input.tables, context);
  const rowsTotal = input.tables.reduce((sum, table) => sum + table.rows.length, 0);
  let files;
  try {
    files = await buildExport(input.tables, settings, {
      base: checked.base,
      robotsTxt: input.robotsTxt,
      compress: (bytes) => codec.compress(bytes),
      onRows: (rowsDone) => options.onProgress?.({ rowsDone, rowsTotal }),
      eachRow: (table, index, row) => validator.check(table, index, row),
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof ExportBuildError)) throw error;
    // The build stopped at this row: check every row, so all the errors are reported at once.
    const errors = validateTables(input.tables, context).filter(isError);
    return { ok: false, problems: [...errors, problem('error', error.code, error.message, error.place)] };
  }
  const found = [...checked.problems, ...validator.problems()];
  const errors = found.filter(isError);
  if (errors.length > 0) return { ok: false, problems: errors };
  let reports: ExportedFileReport[] = [];
  await writeFolderSafely(settings.outputFolder, files, {
    projectId: input.projectId,
    openWrite: options.openWrite,
    signal: options.signal,
    now: () => new Date(now()),
    verify: async (staged) => {
      reports = await verifyWritten(staged, files, {
        maxBytes: settings.maxBytes,
        text: settings.format === 'text',
        codec,
      });
    },
  });
  return {
    ok: true,
    warnings: found.filter((item) => !isError(item)),
    report: {
      folder: settings.outputFolder,
      indexUrl: `${checked.base.href}${settings.indexName}`,
      files: reports,
      urlCount: rowsTotal,
    },
  };
}

const isError = (item: Problem): boolean => item.severity === 'error';
