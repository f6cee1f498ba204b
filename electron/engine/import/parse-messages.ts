import type { ColumnsFacts } from './columns-facts';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { Finding } from '../../../shared/problem-catalogue';
import type { Problem } from '../../../shared/problems';
import type { ListedChild } from './listed-child';
import type { SourceTarget } from './open-source';
import { SourceError } from './source-error';
import type { ImportedFile } from '../../../shared/import-types';
import { systemFacts, workerFailure, type WorkerFailure } from '../worker-failure';

/** What the main thread says to a parse worker, per job (`id`). */
export type ToParser =
  | {
      type: 'job';
      id: number;
      location: string;
      target: SourceTarget;
      maxBytes: number;
      /** How many problems of a code the file lists (ParseContext's listedPerCode), the rest counted on one stand-in. */
      listedPerCode: number;
      /**
       * What the source's bytes come to as far as known before reading (OpenedSource's inflatedBytes,
       * else declaredBytes): its columns are sized by them.
       */
      expectedBytes: number | null;
      /** The file's size on disk (OpenedSource's size); null for a download. */
      size: number | null;
    }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  /**
   * The source's bytes all arrived (OpenedSource.inflatedBytesOnceArrived), and what they come to:
   * its columns are sized by it; null when that is not known.
   */
  | { type: 'expect'; id: number; bytes: number | null }
  /** `bytes`: all the bytes sent for the job, for the worker to check that it received them all. */
  | { type: 'end'; id: number; bytes: number }
  | { type: 'error'; id: number; error: SentError }
  /** Give the job back if it is not begun (for an idle worker); answered by `dropped`, or not at all. */
  | { type: 'drop'; id: number }
  /**
   * The import was cancelled, for these jobs: each not begun is given back unbegun (`dropped`), first;
   * each begun drops its chunks sent ahead and ends at its next chunk of content, answered with the
   * rows read so far.
   */
  | { type: 'cancel'; ids: number[] };

/** What a parse worker answers: ready for more bytes, rows so far, a job given back, the file read, or what it threw. */
export type FromParser =
  | { type: 'pull'; id: number }
  | { type: 'dropped'; id: number }
  | { type: 'rows'; id: number; count: number }
  | {
      type: 'done';
      id: number;
      /** The file without its rows: they travel in `slices`. */
      file: ImportedFile;
      slices: UrlColumnsSlice[];
      /** What they hold, read here where their extensions are decoded. */
      facts: ColumnsFacts;
      children: ListedChild[];
      problems: Problem[];
      /** Rows not yet counted by a `rows` message. */
      rows: number;
    }
  | { type: 'failed'; id: number; error: SentError; rows: number };

/**
 * An error as it crosses threads. A structured clone keeps only an Error's name and message, while
 * problemFromError reads a SourceError's finding and a system error's code and file, so those travel too.
 */
export type SentError = { finding: Finding } | ({ name: string } & WorkerFailure);

export function sendError(error: unknown): SentError {
  if (error instanceof SourceError) return { finding: error.found };
  return { name: error instanceof Error ? error.name : 'Error', ...workerFailure(error) };
}

export function receiveError(sent: SentError): Error {
  if ('finding' in sent) return new SourceError(sent.finding);
  const error = Object.assign(new Error(sent.message), systemFacts(sent));
  error.name = sent.name;
  return error;
}
