import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { AlternateLink } from '../../../shared/url-table';
import { withFiles } from './buffered-file';
import { readRecords, RecordWriter } from './spill-records';
import { readWtf8, writeWtf8 } from './wtf8-text';

/** Alternates as a spilled row keeps them. */
export const parseAlternates = (json: string): AlternateLink[] => JSON.parse(json) as AlternateLink[];

/** A row as SpilledClusters keeps it: its place, its loc, and its alternates as JSON when it lists any. */
export interface SpilledClusterRow {
  table: number;
  row: number;
  loc: string;
  alternates: string | null;
}

/** Rows of a slice of columns spanned by one record at most: a record is held whole when read back. */
export const ROWS_PER_RECORD = 4096;

/** Rows left out of a slice (left out of an export), by their offset in it, ascending. */
type RowOffsets = readonly number[] | Uint32Array;

/*
 * A record holds a run of rows of one table, so a slice of columns is written with a few bulk copies
 * rather than field by field per row (0.29 s per 1M rows on the main thread, profiled):
 *   u32 table, u32 first row spanned, u32 rows kept, u32 rows skipped (spanned, left out),
 *   u32 × skipped   each skipped row's offset from the first, ascending,
 *   u32 × kept      each kept row's loc length in bytes,
 *   the kept rows' locs back to back (WTF-8),
 *   u32 rows listing alternates, then for each: u32 its index among the kept, its alternates as JSON text.
 * Few rows list alternates: those are kept whole, as JSON.
 */

export function writeSpilledRow(
  file: RecordWriter,
  table: number,
  row: number,
  loc: string,
  alternates: readonly AlternateLink[],
): void {
  file.begin();
  file.u32(table);
  file.u32(row);
  file.u32(1);
  file.u32(0);
  // One row: its length then its bytes, as a text is written.
  file.text(loc);
  file.u32(alternates.length > 0 ? 1 : 0);
  if (alternates.length > 0) {
    file.u32(0);
    file.text(JSON.stringify(alternates));
  }
  file.end();
}

/**
 * Rows [0, columns.rowCount) of a slice of columns, stored rows from `firstRow`, but those in `skip`
 * (ascending), as records of `rowsPerRecord` rows at most; locs copied from the stored UTF-8, no string
 * made. Returns the size SpilledClusters counts for the rows listing alternates (see `listingSize`).
 * `alternates` false: no row lists any (known before), so no row's extensions are read.
 */
export function writeSpilledColumns(
  file: RecordWriter,
  table: number,
  firstRow: number,
  columns: UrlColumns,
  skip: RowOffsets,
  rowsPerRecord = ROWS_PER_RECORD,
  alternates = true,
): number {
  let listing = 0;
  let skipped = 0;
  for (let start = 0; start < columns.rowCount; start += rowsPerRecord) {
    const end = Math.min(columns.rowCount, start + rowsPerRecord);
    const skipFrom = skipped;
    while (skipped < skip.length && skip[skipped]! < end) skipped++;
    const rows = { start, end, alternates };
    listing += writeRecord(file, table, firstRow, columns, rows, skip.slice(skipFrom, skipped));
  }
  return listing;
}

/** A slice's rows written to a file of their own (writeSpilledColumnsFile): the file, its bytes, and their listingSize. */
export interface ClusterRowsWritten {
  path: string;
  bytes: number;
  listing: number;
}

/** writeSpilledColumns to a file of its own at `path` (a check job's slice, written on its worker). */
export function writeSpilledColumnsFile(
  path: string,
  table: number,
  firstRow: number,
  columns: UrlColumns,
  skip: RowOffsets,
  alternates: boolean,
): ClusterRowsWritten {
  const file = new RecordWriter(path);
  return withFiles([file], () => {
    const listing = writeSpilledColumns(file, table, firstRow, columns, skip, ROWS_PER_RECORD, alternates);
    file.close();
    return { path, bytes: file.bytes, listing };
  });
}

/** What SpilledClusters counts for a row listing alternates, to size the groups it judges. */
export const listingSize = (loc: string, alternates: readonly AlternateLink[]): number =>
  alternates.length > 0 ? loc.length + 64 * alternates.length : 0;

/** One record of rows [start, end) of `columns` but `skip` (ascending, within them); returns their listingSize. */
function writeRecord(
  file: RecordWriter,
  table: number,
  firstRow: number,
  columns: UrlColumns,
  { start, end, alternates: listed }: { start: number; end: number; alternates: boolean },
  skip: RowOffsets,
): number {
  const { locs, extensions } = columns;
  const kept = end - start - skip.length;
  let locBytes = 0;
  for (let at = start, skipped = 0; at < end; at++) {
    if (skip[skipped] === at) skipped++;
    else locBytes += locs.storedLength(at) >= 0 ? locs.storedLength(at) : Buffer.byteLength(locs.get(at));
  }
  file.begin();
  const { buffer, at: head } = file.take(16 + 4 * skip.length + 4 * kept + locBytes);
  buffer.writeUInt32LE(table, head);
  buffer.writeUInt32LE(firstRow + start, head + 4);
  buffer.writeUInt32LE(kept, head + 8);
  buffer.writeUInt32LE(skip.length, head + 12);
  let lengthAt = head + 16;
  for (const at of skip) lengthAt = buffer.writeUInt32LE(at - start, lengthAt);
  // The locs of rows one after the other in a chunk (as appended) are copied as one run.
  let byteAt = lengthAt + 4 * kept;
  let run: Uint8Array | null = null;
  let runFrom = 0;
  let runTo = 0;
  const copyRun = (): void => {
    if (run) buffer.set(run.subarray(runFrom, runTo), byteAt);
    byteAt += runTo - runFrom;
    run = null;
    runFrom = runTo = 0;
  };
  const listing: number[] = [];
  let listingBytes = 0;
  for (let at = start, skipped = 0, index = 0; at < end; at++) {
    if (skip[skipped] === at) {
      skipped++;
      continue;
    }
    const length = locs.storedLength(at);
    if (length >= 0) {
      const chunk = locs.storedChunk(at);
      const offset = locs.storedOffset(at);
      if (chunk !== run || offset !== runTo) {
        copyRun();
        run = chunk;
        runFrom = offset;
      }
      runTo = offset + length;
      lengthAt = buffer.writeUInt32LE(length, lengthAt);
    } else {
      copyRun();
      const written = writeWtf8(locs.get(at), buffer, byteAt);
      byteAt += written;
      lengthAt = buffer.writeUInt32LE(written, lengthAt);
    }
    const alternates = listed ? extensions.get(at)?.alternates : undefined;
    if (alternates && alternates.length > 0) {
      listing.push(index, at);
      listingBytes += listingSize(locs.get(at), alternates);
    }
    index++;
  }
  copyRun();
  file.u32(listing.length / 2);
  for (let i = 0; i < listing.length; i += 2) {
    file.u32(listing[i]!);
    file.text(JSON.stringify(extensions.get(listing[i + 1]!)!.alternates));
  }
  file.end();
  return listingBytes;
}

/** The rows of files of records as written above, in order, one file after the other. */
export function* readSpilledRows(paths: readonly string[]): Generator<SpilledClusterRow> {
  for (const path of paths) yield* readRowsOf(path);
}

function* readRowsOf(path: string): Generator<SpilledClusterRow> {
  for (const record of readRecords(path)) {
    const { buffer } = record;
    const table = record.u32();
    const first = record.u32();
    const kept = record.u32();
    const skipped = record.u32();
    const skipAt = record.at;
    const lengthsAt = skipAt + 4 * skipped;
    let locAt = lengthsAt + 4 * kept;
    record.at = locAt;
    for (let index = 0; index < kept; index++) record.at += buffer.readUInt32LE(lengthsAt + 4 * index);
    const listing = new Map<number, string>();
    for (let count = record.u32(); count > 0; count--) listing.set(record.u32(), record.text());
    let row = first;
    for (let index = 0, skip = 0; index < kept; index++, row++) {
      while (skip < skipped && buffer.readUInt32LE(skipAt + 4 * skip) === row - first) {
        skip++;
        row++;
      }
      const locEnd = locAt + buffer.readUInt32LE(lengthsAt + 4 * index);
      const loc = readWtf8(buffer, locAt, locEnd);
      locAt = locEnd;
      yield { table, row, loc, alternates: listing.get(index) ?? null };
    }
  }
}
