import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { AlternateLink } from '../../../shared/url-table';
import type { RecordReader, RecordWriter } from './spill-records';

/** Alternates as a spilled row keeps them. */
export const parseAlternates = (json: string): AlternateLink[] => JSON.parse(json) as AlternateLink[];

/** A row as SpilledClusters keeps it: its place, its loc, and its alternates as JSON when it lists any. */
export interface SpilledClusterRow {
  table: number;
  row: number;
  loc: string;
  alternates: string | null;
}

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
  file.text(loc);
  file.u8(alternates.length > 0 ? 1 : 0);
  // Few rows list alternates: those are kept whole, as JSON.
  if (alternates.length > 0) file.text(JSON.stringify(alternates));
  file.end();
}

/** writeSpilledRow for row `at` of `columns`: its loc copied from the stored UTF-8, no string made. */
export function writeSpilledColumnRow(
  file: RecordWriter,
  table: number,
  row: number,
  columns: UrlColumns,
  at: number,
): void {
  const { locs } = columns;
  const length = locs.storedLength(at);
  const alternates = columns.extensions.get(at)?.alternates ?? NONE;
  if (length < 0) return writeSpilledRow(file, table, row, locs.get(at), alternates);
  file.begin();
  file.u32(table);
  file.u32(row);
  const offset = locs.storedOffset(at);
  file.utf8(locs.storedChunk(at), offset, offset + length);
  file.u8(alternates.length > 0 ? 1 : 0);
  if (alternates.length > 0) file.text(JSON.stringify(alternates));
  file.end();
}

const NONE: readonly AlternateLink[] = [];

export function readSpilledRow(record: RecordReader): SpilledClusterRow {
  const table = record.u32();
  const row = record.u32();
  const loc = record.text();
  const alternates = record.u8() === 1 ? record.text() : null;
  return { table, row, loc, alternates };
}
