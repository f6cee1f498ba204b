import type { Writable } from 'node:stream';
import type { ExportOutcome, ExportRequest, ExportedFileReport } from '../../../shared/export-types';
import { buildThroughGate, isError } from './export-gate';
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
  const rowsTotal = input.tables.reduce((sum, table) => sum + table.rows.length, 0);
  const gated = await buildThroughGate(input, now(), {
    compress: (bytes) => codec.compress(bytes),
    onRows: (rowsDone) => options.onProgress?.({ rowsDone, rowsTotal }),
    signal: options.signal,
  });
  const { base, files } = gated;
  const errors = gated.problems.filter(isError);
  if (!base || !files || errors.length > 0) return { ok: false, problems: errors };
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
    warnings: gated.problems.filter((item) => !isError(item)),
    report: {
      folder: settings.outputFolder,
      indexUrl: `${base.href}${settings.indexName}`,
      files: reports,
      urlCount: rowsTotal,
    },
  };
}
