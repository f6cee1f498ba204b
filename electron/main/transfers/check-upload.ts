import { formatCount } from '../../../shared/format';
import { ShapeError } from '../../../shared/json-shape';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { pageCheckShape } from '../../../shared/site-check/page-check-shape';
import {
  CHECK_BATCH_MAX_BYTES,
  checkBatchRanges,
  CHECKS_PER_BATCH,
  checkWeight,
} from '../../../shared/transfer/check-batches';
import type { SliceLimits } from './table-source';
import type { SliceSink, SliceSource, TransferRegistry } from './transfer-registry';

/** Main's registry of site-check results crossing with the renderer, in batches, as rows cross in slices. */
export type CheckTransfers = TransferRegistry<PageCheck[], PageCheck[]>;

export const DEFAULT_CHECK_LIMITS: SliceLimits = { maxRows: CHECKS_PER_BATCH, maxBytes: CHECK_BATCH_MAX_BYTES };

const batchWeight = (batch: readonly PageCheck[]): number => batch.reduce((sum, check) => sum + checkWeight(check), 0);

/**
 * Check results arriving in batches, kept in order. A batch is refused, before any of it is kept, when
 * it is not a list of 1 to `maxRows` results, weighs more than `maxBytes` (one result alone may), or
 * holds a result that is not a PageCheck (its place and what is wrong said).
 */
export function checksUpload(limits: SliceLimits = DEFAULT_CHECK_LIMITS): SliceSink<PageCheck[], PageCheck[]> {
  const checks: PageCheck[] = [];
  return {
    put(batch) {
      if (!Array.isArray(batch) || batch.length < 1 || batch.length > limits.maxRows) {
        const found = Array.isArray(batch) ? `${batch.length} results` : 'no list';
        throw new RangeError(`a batch of ${found} came; a batch holds 1 to ${formatCount(limits.maxRows)}.`);
      }
      const bytes = batchWeight(batch);
      if (batch.length > 1 && bytes > limits.maxBytes) {
        throw new RangeError(
          `a batch of ${formatCount(bytes)} bytes came; the limit is ${formatCount(limits.maxBytes)}.`,
        );
      }
      const read = batch.map((check, i) => {
        try {
          return pageCheckShape.read(check);
        } catch (error) {
          if (!(error instanceof ShapeError)) throw error;
          error.path.unshift('siteChecks', checks.length + i);
          throw new RangeError(`a result came that is not one: ${error.problem}.`, { cause: error });
        }
      });
      for (const check of read) checks.push(check);
      return checks.length;
    },
    weigh: (batch) => (Array.isArray(batch) ? batchWeight(batch) : 0),
    result: () => checks,
  };
}

/** Check results (a project read from its file) handed over in bounded batches. */
export function checksSource(
  checks: readonly PageCheck[],
  limits: SliceLimits = DEFAULT_CHECK_LIMITS,
): SliceSource<PageCheck[]> {
  const ranges = [...checkBatchRanges(checks, limits.maxRows, limits.maxBytes)];
  return {
    rows: checks.length,
    slices: ranges.length,
    slice: (index) => checks.slice(...ranges[index]!),
  };
}
