import { formatCount } from '../../../shared/format';
import { isObject } from '../../../shared/json-shape';
import { exportedUrlShape, projectRow } from '../../../shared/project-shape';
import { pageCheckShape } from '../../../shared/site-check/page-check-shape';
import type { ClaimedRoom } from '../../../shared/columnar/string-column';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { setBytes } from '../../../shared/columnar/typed-arrays';
import type { UrlRow } from '../../../shared/url-table';
import { inflateMember, type InflateInto } from '../inflate-member';
import { KeptSharedMemory, letGoOf, type SharedHold } from '../kept-shared-memory';
import { ColumnMemberFault, columnsOfMember, decodeColumnMember, isColumnMember } from './column-member';
import { beginsAsColumnMember } from './column-member-start';
import { CHECKS_PER_RECORD, EXPORTED_PER_RECORD, MAX_RECORD_BYTES, ROWS_PER_RECORD } from './project-stream-format';
import { QUEUED_PER_WORKER, type ReadRecord, type ReadRows, type Unpacked } from './project-work-messages';
import { addedIfPlain, SliceBuilder } from './slice-builder';
import { inMemory, type SliceMemory } from './slice-memory';

// Reading one member of a project file written in members (project-members.ts) on a worker: a
// project worker's, or a pack worker's when an export opens the project it exports (lone-project-export.ts).

/** A line that is not what a well-formed record holds: the member is read again where its fault is named. */
class Doubt extends Error {}

const doubt = (what: string): never => {
  throw new Doubt(what);
};

/** A record's list: 1…`most` items, each read by `read`. */
function listOf<T>(items: unknown, most: number, read: (item: unknown) => T): T[] {
  if (!Array.isArray(items) || items.length < 1 || items.length > most) doubt('a list of the wrong size');
  return (items as unknown[]).map(read);
}

/** A column member's rows (inflated) as one record and run: the slice itself, or its rows as objects. */
export function unpackColumns(text: Buffer, columns: boolean, memory: SliceMemory, locsInto?: ClaimedRoom): Unpacked {
  let read: ReturnType<typeof decodeColumnMember>;
  try {
    read = decodeColumnMember(text, memory);
  } catch (error) {
    if (error instanceof ColumnMemberFault) return { doubt: error.message, columns: true };
    throw error;
  }
  const { table, from, slice } = read;
  const records: ReadRecord[] = [{ of: 'rows', table, from, count: slice.rowCount, run: 0 }];
  if (columns) return { records, runs: [{ slice: placedLocs(inMemory(slice, memory), locsInto) }], columns: true };
  const rows = columnsOfMember(read);
  return { records, runs: [{ rows: rows.rowsBetween(0, rows.rowCount) }], columns: true };
}

/**
 * The slice with its loc bytes written into the room claimed for them, and naming it as their place;
 * as it is where there is none, or the room is not the size of its bytes (the descriptor was wrong).
 */
function placedLocs(slice: UrlColumnsSlice, room: ClaimedRoom | undefined): UrlColumnsSlice {
  if (!room || room.bytes.length !== slice.locs.bytes.length) return slice;
  setBytes(room.bytes, slice.locs.bytes, 0);
  return { ...slice, locs: { ...slice.locs, bytes: room.bytes, place: room.place } };
}

/**
 * Where a member read into shared memory inflates: memory this worker keeps for members (at most as
 * many as a worker has queued, and two more), which the slice's arrays then view rather than copy
 * (the thread that takes them lets it go: ReadRows.readers).
 */
const keptMembers = new KeptSharedMemory(QUEUED_PER_WORKER + 2, 1.1);

/** A member inflated, and the kept memory it lies in (null when it lies elsewhere). */
function inflatedMember(member: Uint8Array, memory: SliceMemory): { text: Buffer; held: SharedHold | null } {
  let hold: SharedHold | null = null;
  const into: InflateInto =
    memory === 'own'
      ? 'scratch'
      : (bytes) => {
          hold = keptMembers.take(bytes);
          return Buffer.from(hold.bytes.buffer, 0, bytes);
        };
  try {
    const text = inflateMember(member, 2 * MAX_RECORD_BYTES, into);
    const held = hold as SharedHold | null;
    if (held === null || text.buffer === held.bytes.buffer) return { text, held };
    // Bytes past the trailer's word come joined in a buffer of their own: the kept memory is not used.
    letGoOf(held.readers);
    return { text, held: null };
  } catch (error) {
    if (hold) letGoOf((hold as SharedHold).readers);
    throw error;
  }
}

/**
 * A member's lines, each record checked for its shape (its order is the reader's to check), rows
 * gathered in runs; the last export's URLs read only when wanted (`exported`). In shared memory, a
 * column member's slice is read in place, in memory the thread that takes it lets go (ReadRows.readers).
 */
export function unpackMember(
  member: Uint8Array,
  columns: boolean,
  exported: boolean,
  memory: SliceMemory = 'own',
  locsInto?: ClaimedRoom,
): Unpacked {
  let read: ReturnType<typeof inflatedMember>;
  try {
    read = inflatedMember(member, memory);
  } catch (error) {
    // zlib's own words for a bomb name a Buffer; the person reads that the member inflates too far.
    const words =
      (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
        ? `a member that inflates to more than ${formatCount(2 * MAX_RECORD_BYTES)} bytes, more than any member a project file holds`
        : (error as Error).message;
    // A column member has no lines to read again: its gzip's damage is named with the member.
    return beginsAsColumnMember(member) ? { doubt: words, columns: true } : { doubt: words };
  }
  const { text, held } = read;
  let handedOver = false;
  try {
    if (!isColumnMember(text)) return unpackLines(text, columns, exported, memory);
    const unpacked = unpackColumns(text, columns, memory, locsInto);
    if (!held || !columns || !('runs' in unpacked)) return unpacked;
    handedOver = true;
    return { ...unpacked, runs: unpacked.runs.map((run) => ({ ...run, readers: held.readers })) };
  } finally {
    if (held && !handedOver) letGoOf(held.readers);
  }
}

/** A member's lines as unpackMember reads them. */
function unpackLines(text: Buffer, columns: boolean, exported: boolean, memory: SliceMemory): Unpacked {
  const records: ReadRecord[] = [];
  const runs: ReadRows[] = [];
  let run: { table: unknown; next: unknown; rows: UrlRow[]; columns: SliceBuilder | null } | null = null;
  const closeRun = (): void => {
    if (run === null) return;
    runs.push(run.columns ? { slice: inMemory(run.columns.slice(), memory) } : { rows: run.rows });
    run = null;
  };
  try {
    for (let start = 0; start < text.length;) {
      const newline = text.indexOf(10, start);
      const end = newline === -1 ? text.length : newline;
      // Past a record's bound, as the reader on the calling thread refuses it, before its text is parsed.
      if (end - start > MAX_RECORD_BYTES) doubt('a record longer than a record may be');
      const record = JSON.parse(text.toString('utf8', start, end)) as unknown;
      const bytes = end - start;
      start = end + 1;
      if (!isObject(record)) doubt('not a record');
      const { from } = record as Record<string, unknown>;
      if ('checks' in (record as object)) {
        closeRun();
        const checks = listOf((record as { checks: unknown }).checks, CHECKS_PER_RECORD, (c) => pageCheckShape.read(c));
        records.push({ of: 'checks', from, checks, bytes });
      } else if ('exported' in (record as object)) {
        closeRun();
        const urls = (record as { exported: unknown }).exported;
        if (exported) {
          const read = listOf(urls, EXPORTED_PER_RECORD, (u) => exportedUrlShape.read(u));
          records.push({ of: 'exported', from, count: read.length, exported: read, bytes });
        } else {
          // Not wanted, the URLs are only counted: neither shape-checked, built nor sent.
          const count = listOf(urls, EXPORTED_PER_RECORD, () => 0).length;
          records.push({ of: 'exported', from, count, bytes });
        }
      } else {
        const { table } = record as Record<string, unknown>;
        const items = listOf((record as { rows: unknown }).rows, ROWS_PER_RECORD, (item) => item);
        if (run === null || run.table !== table || run.next !== from) {
          closeRun();
          run = { table, next: from, rows: [], columns: columns ? new SliceBuilder() : null };
        }
        // Into columns, a plain row (most are) goes straight in; any other is read by its full shape.
        const builder = run.columns;
        if (builder) {
          for (const item of items) if (!addedIfPlain(builder, item)) builder.addRow(projectRow.read(item));
        } else for (const item of items) run.rows.push(projectRow.read(item));
        if (typeof from === 'number') run.next = from + items.length;
        records.push({ of: 'rows', table, from, count: items.length, run: runs.length });
      }
    }
    closeRun();
  } catch (error) {
    return { doubt: error instanceof Error ? error.message : String(error) };
  }
  return { records, runs };
}
