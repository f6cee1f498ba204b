import { basename } from 'node:path';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { tableTextFormat } from '../../../shared/table-text';
import { writeTableTextFile } from '../table-text-file';
import type { UrlTableTransfers } from '../transfers/table-upload';
import type { Jobs } from './jobs';
import { translateMessage } from '../../../shared/i18n/translator';

/**
 * Writes a table exported as CSV or TSV from the rows the renderer uploaded, as a job. Only to a
 * .csv or .tsv name, so this can never overwrite a project or anything else; streamed through a
 * temporary file and a rename (table-text-file.ts). The upload is dropped however it ends.
 */
export function createTableTextHandler(jobs: Jobs, transfers: UrlTableTransfers): InvokeHandlers['saveTableText'] {
  return async ({ path, upload }) => {
    try {
      const format = tableTextFormat(path);
      if (format === null || /\.gz$/i.test(path)) {
        throw new Error(translateMessage('dialogs.errors.tableNotCsvOrTsv', { name: basename(path) }));
      }
      const table = transfers.received(upload);
      const rows = table.rowCount;
      const { result: bytes } = await jobs.run(
        translateMessage('dialogs.jobs.saving', { name: basename(path) }),
        { total: rows },
        (job) =>
          writeTableTextFile(path, table, format, { signal: job.signal, onRows: (done) => job.report(done, rows) }),
      );
      return { bytes, rows, rowsWithExtensions: table.extensions.size };
    } finally {
      transfers.drop([upload]);
    }
  };
}
