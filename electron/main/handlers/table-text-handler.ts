import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { tableTextFormat } from '../../../shared/table-text';

/**
 * Writes a table exported as CSV or TSV. Only to a .csv or .tsv name, so this can never overwrite a
 * project or anything else; through a temporary file and a rename, so a failed write leaves an
 * older file of that name whole.
 */
export const saveTableText: InvokeHandlers['saveTableText'] = async ({ path, text }) => {
  if (tableTextFormat(path) === null || /\.gz$/i.test(path)) {
    throw new Error(`${basename(path)} is not a .csv or .tsv file name; the table was not saved.`);
  }
  const bytes = Buffer.from(text, 'utf8');
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, bytes, { flush: true });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { bytes: bytes.length };
};
