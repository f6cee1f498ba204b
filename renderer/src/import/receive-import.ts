import { describeError } from '../../../shared/describe-error';
import type { ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources } from '../../../shared/ipc-contract';
import { receiveRows, type TakeSlice } from '../../../shared/transfer/receive-rows';
import { t } from '../i18n';

/** A file whose rows did not arrive, named for the person. */
export class FileNotReceived extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(t('import.notice.notReceived', { file, reason: describeError(cause) }), {
      cause,
    });
    this.name = 'FileNotReceived';
  }
}

/** How many rows an import's answer holds in all, over its files. */
export const rowsToReceive = (answer: ImportedSources): number =>
  answer.files.reduce((sum, file) => sum + file.rows.rows, 0);

/**
 * The import's result with every file's rows in columns, pulled from main file by file, slice by slice.
 * `onRows` hears the rows received so far over all files; `signal` stops it between slices
 * (rejecting with the signal's reason). A file that fails rejects with FileNotReceived naming it.
 */
export async function receiveImport(
  answer: ImportedSources,
  take: TakeSlice,
  { signal, onRows }: { signal?: AbortSignal; onRows?: (received: number) => void } = {},
): Promise<ReceivedImport> {
  const files: ReceivedImport['files'] = [];
  let before = 0;
  for (const file of answer.files) {
    try {
      const rows = await receiveRows(file.rows, take, { signal, onSlice: (count) => onRows?.(before + count) });
      files.push({ ...file, rows });
      before += rows.rowCount;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new FileNotReceived(file.summary.name, error);
    }
  }
  return { files, unread: answer.unread, problems: answer.problems, cancelled: answer.cancelled };
}
