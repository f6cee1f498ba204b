import type { PageCheck } from '../site-check/page-check';
import { boundedRuns } from './bounded-runs';

/*
 * Site-check results cross between renderer and main as they are (plain objects), in bounded
 * batches, through the same transfer registry as rows: a save or a recovery copy uploads them
 * (`openChecksUpload`, then one batch per `putChecks`), an opened project offers them (`takeChecks`
 * one batch at a time). A batch is bounded by its count and by what its results weigh, so a page
 * with thousands of alternates makes a smaller batch, never a larger message.
 */

/** The most results one batch carries: a few milliseconds to clone either side. */
export const CHECKS_PER_BATCH = 5000;

/** The most a batch may weigh (checkWeight), in bytes; a single result heavier than this still goes, alone. */
export const CHECK_BATCH_MAX_BYTES = 16 * 2 ** 20;

/** The bytes a value held in memory takes, about: two per character of text, a few words per object, list and number. */
export function checkWeight(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + checkWeight(item), 16);
  if (typeof value === 'object' && value !== null) {
    let sum = 32;
    for (const member of Object.values(value)) sum += 8 + checkWeight(member);
    return sum;
  }
  return 8;
}

/** `[start, end)` runs covering the results, each within `maxChecks` results and `maxBytes` of weight. */
export function checkBatchRanges(
  checks: readonly PageCheck[],
  maxChecks = CHECKS_PER_BATCH,
  maxBytes = CHECK_BATCH_MAX_BYTES,
): Generator<[number, number]> {
  return boundedRuns(checks.length, (i) => checkWeight(checks[i]), maxChecks, maxBytes);
}
