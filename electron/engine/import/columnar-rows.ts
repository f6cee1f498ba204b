import { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  appendSlice,
  sliceBuffers,
  sliceRanges,
  sliceToShare,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';

/**
 * A file's rows as columnar slices, and the buffers to transfer with them (never row objects cloned).
 * The locs' bytes are shared where they lie (the table is not used after), not copied: their
 * shared memory goes to the other thread as it is.
 */
export function columnsToSlices(table: UrlColumns): { slices: UrlColumnsSlice[]; transfer: ArrayBuffer[] } {
  const slices = [...sliceRanges(table)].map(([start, end]) => sliceToShare(table, start, end));
  return { slices, transfer: slices.flatMap(sliceBuffers) };
}

/**
 * The columns again, no text decoded, no row built. A file of one slice (most) has its loc bytes taken
 * as they are (still shared memory when they came shared, for a worker to read later); a file of more
 * is copied, since its second slice would at once copy the first into a chunk of room for both. The
 * rows' extensions stay packed as they came until read (appendSlice's `packed`): most such tables go
 * on to other threads whole (the pack workers, the renderer), which take the same bytes.
 */
export function columnsFromSlices(slices: readonly UrlColumnsSlice[]): UrlColumns {
  const table = new UrlColumns();
  const adopt = slices.length === 1;
  for (const slice of slices) appendSlice(table, slice, adopt, true);
  return table;
}
