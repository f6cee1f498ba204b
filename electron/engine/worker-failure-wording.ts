import { formatCount } from '../../shared/format';
import { translateMessage } from '../../shared/i18n/translator';
import type { CheckTopic } from './checks/check-messages';

// How a worker pool's failures are told, in the person's language (common.workerFailure): the job a
// worker was doing, and how it failed. What the worker itself said (a reason) is passed on as it is.

/** Rows `firstRow`…`endRow - 1` (stored, 0-based) of `table`: "rows 1–25,000 of pages". */
export const rowsWording = (table: string, firstRow: number, endRow: number): string =>
  translateMessage('common.workerFailure.rows', { from: formatCount(firstRow + 1), to: formatCount(endRow), table });

/** A duplicate search's partition `partition`. */
export const duplicatesWording = (partition: number): string =>
  translateMessage('common.workerFailure.duplicates', { partition });

/** A pack job's work: measuring `rows` (rowsWording), or writing `file` from them. */
export const packingWording = (rows: string, file: string | null): string =>
  file === null
    ? translateMessage('common.workerFailure.measuring', { rows })
    : translateMessage('common.workerFailure.writing', { file, rows });

/** A job reading member `member` of a project file (its number in the file). */
export const readingWording = (member: number): string =>
  translateMessage('common.workerFailure.reading', { member: formatCount(member) });

/** What a check job is about, worded: "rows 1–25,000 of pages", "the duplicates of partition 3". */
export const checkTopicWording = (topic: CheckTopic): string =>
  topic.check === 'rows' ? rowsWording(topic.table, topic.firstRow, topic.endRow) : duplicatesWording(topic.partition);

/** A check job's work: checking what `topic` says. */
export const checkingWording = (topic: CheckTopic): string =>
  translateMessage('common.workerFailure.checking', { what: checkTopicWording(topic) });

/** A job whose worker threw while `doing` it (at stored row `row`, 0-based, when known), with what it threw. */
export function threwWording(doing: string, row: number | null, reason: string): string {
  const params = { doing: doing.charAt(0).toUpperCase() + doing.slice(1), reason };
  return row === null
    ? translateMessage('common.workerFailure.threw', params)
    : translateMessage('common.workerFailure.threwAtRow', { ...params, row: formatCount(row + 1) });
}

/** How a worker died: it exited (`code`), or failed with an uncaught `reason`. */
export const diedHow = (died: { code: number } | { reason: string }): string =>
  'code' in died
    ? translateMessage('common.workerFailure.stopped', { code: died.code })
    : translateMessage('common.workerFailure.failed', { reason: died.reason });

const DIED = {
  pack: 'common.workerFailure.packDied',
  check: 'common.workerFailure.checkDied',
  parse: 'common.workerFailure.parseDied',
  gzip: 'common.workerFailure.gzipDied',
  project: 'common.workerFailure.projectDied',
} as const;

/** A job whose `worker` died (diedHow) while `doing` it; a parse, gzip or project worker's file is named where its job fails. */
export const diedWording = (worker: keyof typeof DIED, how: string, doing = ''): string =>
  translateMessage(DIED[worker], { how, doing });
