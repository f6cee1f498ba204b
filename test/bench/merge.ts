// Merge 1,000,000 imported rows into a 1,000,000-row table by loc, next to the floor any such merge pays.
import { UrlColumns } from '../../shared/columnar/url-columns';
import { planMerge } from '../../shared/merge-rows';
import type { UrlRow } from '../../shared/url-table';
import { benchRows } from './shop-rows';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

export async function benchMerge(): Promise<void> {
  const existing = benchRows(ROWS);
  // Half the import is rows the table has (with a newer lastmod), half is new.
  const incoming: UrlRow[] = existing.map((row, index) =>
    index % 2 === 0 ? { ...row, lastmod: '2026-11-01' } : { ...row, loc: `${row.loc}-new` },
  );
  const floor = await seconds(() => new Map(existing.map((row, index) => [row.loc, index])));
  // Both held as the app holds them: in columns.
  const table = UrlColumns.fromRows(existing);
  const imported = UrlColumns.fromRows(incoming);
  let changed = 0;
  const time = await seconds(() => {
    changed = planMerge(table, imported, 'update').at.length;
  });
  console.log(`merge: ${ROWS.toLocaleString('en-US')} imported rows into ${ROWS.toLocaleString('en-US')} (update)`);
  console.log(`  plan                 ${fmt(time)} s   (${changed.toLocaleString('en-US')} rows changed)`);
  console.log(`  floor: Map of locs   ${fmt(floor)} s   (${fmt(time / floor)}×)`);
}
