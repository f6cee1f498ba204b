import { describeError } from '../../../shared/describe-error';
import type { ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources } from '../../../shared/ipc-contract';
import { limitConcurrency } from '../../../shared/limit-concurrency';
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

/** Files whose rows are pulled at once: each pull is a round trip to main, and a folder of 5,000 small sitemaps took 56 s one file at a time. */
const FILES_AT_ONCE = 8;

/**
 * The import's result with every file's rows in columns, pulled from main slice by slice, a few files
 * at once, kept in the files' order. `onRows` hears the rows received so far over all files;
 * `signal` stops it between slices (rejecting with the signal's reason). A file that fails rejects
 * with FileNotReceived naming it, and the others stop.
 */
export async function receiveImport(
  answer: ImportedSources,
  take: TakeSlice,
  { signal, onRows }: { signal?: AbortSignal; onRows?: (received: number) => void } = {},
): Promise<ReceivedImport> {
  const inTurn = limitConcurrency(FILES_AT_ONCE);
  const failed = new AbortController();
  const stop = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  const counts = answer.files.map(() => 0);
  let received = 0;
  const files = await Promise.all(
    answer.files.map((file, index) =>
      inTurn(async () => {
        stop.throwIfAborted();
        const onSlice = (count: number): void => {
          received += count - counts[index]!;
          counts[index] = count;
          onRows?.(received);
        };
        try {
          return { ...file, rows: await receiveRows(file.rows, take, { signal: stop, onSlice }) };
        } catch (error) {
          failed.abort();
          if (signal?.aborted) throw signal.reason;
          throw new FileNotReceived(file.summary.name, error);
        }
      }),
    ),
  );
  return { files, unread: answer.unread, problems: answer.problems, cancelled: answer.cancelled };
}
