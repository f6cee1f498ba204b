import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { UrlColumns } from '../../shared/columnar/url-columns';
import { tableTextHeader, tableTextLines, type TableTextFormat } from '../../shared/table-text';
import { translateMessage } from '../../shared/i18n/translator';
import { namingSaved } from '../engine';

/** Rows made into text per write: a few hundred kilobytes, never the whole table in one string. */
const ROWS_PER_WRITE = 10_000;

export interface TableTextWriteOptions {
  /** Stops the write before the file is replaced; an older file of that name stays as it was. */
  signal?: AbortSignal;
  /** Hears the rows written so far. */
  onRows?: (rows: number) => void;
}

/** A hidden temporary name in the folder of `path` (the same file system, so a rename replaces it at once). */
export function temporaryBeside(path: string): string {
  return join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`,
  );
}

/**
 * Writes `table` as CSV or TSV text (shared/table-text.ts) to `path`, a run of rows at a time, to a
 * hidden temporary file beside it that is flushed and then renamed over it: a failure, a cancel or a
 * crash leaves no half file, and an older file of that name whole. Answers the bytes written.
 */
export async function writeTableTextFile(
  path: string,
  table: UrlColumns,
  format: TableTextFormat,
  { signal, onRows }: TableTextWriteOptions = {},
): Promise<number> {
  const temporary = temporaryBeside(path);
  const stopIfCancelled = (): void => {
    if (!signal?.aborted) return;
    const message = translateMessage('dialogs.errors.tableSaveCancelled', { name: basename(path) });
    throw Object.assign(new Error(message), { code: 'save-cancelled' });
  };
  let bytes = 0;
  try {
    const handle = await open(temporary, 'w');
    const write = (text: string): Promise<void> => {
      bytes += Buffer.byteLength(text);
      // writeFile writes all of it from where the last write ended (a plain write may write less).
      return handle.writeFile(text);
    };
    try {
      await write(tableTextHeader(format));
      for (let start = 0; start < table.rowCount; start += ROWS_PER_WRITE) {
        stopIfCancelled();
        const end = Math.min(table.rowCount, start + ROWS_PER_WRITE);
        await write(tableTextLines(table.rowsBetween(start, end), format));
        onRows?.(end);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    stopIfCancelled();
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw await namingSaved(error, path, temporary);
  }
  return bytes;
}
