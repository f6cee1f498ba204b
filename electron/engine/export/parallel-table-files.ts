import type { ExportSettings } from '../../../shared/export-settings';
import type { ExportTable } from '../../../shared/export-types';
import { rowCount } from '../../../shared/validation/table-rows';
import type { BuildOptions, BuiltFile, TableTurn } from './build-export';
import { sliceRowsFor } from './slice-rows';
import { ParallelTablePacker, type ParallelPacking } from './table-packer';

/**
 * The sitemaps of one table held whole, packed on worker threads (ParallelTablePacker) from slices
 * cut from its rows, each slice's rows checked in the job that serialises them when `packing` checks.
 */
export async function packTableInParallel(
  table: ExportTable,
  turn: TableTurn,
  settings: ExportSettings,
  options: BuildOptions,
  packing: ParallelPacking,
): Promise<BuiltFile[]> {
  const packer = new ParallelTablePacker(table, turn, settings, options, packing);
  const sliceRows = packing.sliceRows ?? sliceRowsFor(table.rows);
  const total = rowCount(table.rows);
  for (let start = 0; start < total; start += sliceRows) {
    const end = Math.min(total, start + sliceRows);
    await packer.add(table.rows, start, end, packing.checks?.(turn.index, start, end));
  }
  await packer.split();
  return packer.files();
}
