// Sort by loc as the grid builds its view (row-view.ts), in Node, at sizes a Chromium page cannot
// import in one file: the shop set as the app holds it, and a set whose locs share a long scheme,
// host and path prefix. BENCH_SORT_ROWS picks the sizes (default 1000000,10000000).
import { seededInts } from '../support/seeded-random';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../shared/url-table';
import { buildView, type SortSpec } from '../../renderer/src/table/row-view';
import { fmt, seconds } from './measure';
import { shopRowMaker } from './shop-rows';

const SIZES = (process.env['BENCH_SORT_ROWS'] ?? '1000000,10000000').split(',').map(Number);
const BATCH = 100_000;

/** Locs one long prefix apart: https://www.example-shop.com/products/category-N/item-with-a-name-K, in random order. */
function longPrefixRowMaker(): () => UrlRow {
  const shop = shopRowMaker();
  const next = seededInts(1);
  return () => {
    const slug = shop().loc.split('/').pop()!;
    return emptyRow(Buffer.from(`https://www.example-shop.com/products/category-${next(200)}/item-${slug}`).toString());
  };
}

function table(count: number, make: () => UrlRow): UrlColumns {
  const rows = new UrlColumns();
  for (let start = 0; start < count; start += BATCH) {
    rows.appendRows(Array.from({ length: Math.min(BATCH, count - start) }, make));
  }
  return rows;
}

/** Wall time, and this process's CPU time: on a shared machine the two part, and the CPU time is the sort's own. */
async function timedView(rows: UrlColumns, sort: SortSpec, filter: string): Promise<string> {
  let shown = 0;
  const cpu = process.cpuUsage();
  const took = await seconds(() => (shown = buildView(rows, sort, filter ? { loc: filter } : {})!.length));
  const used = process.cpuUsage(cpu);
  return `${fmt(took)} s (CPU ${fmt((used.user + used.system) / 1e6)} s)${filter ? `, ${(shown / 1e6).toFixed(1)}M shown` : ''}`;
}

export async function benchGridSort(): Promise<void> {
  console.log('grid: sort by loc in Node (buildView)');
  for (const count of SIZES) {
    for (const [name, make] of [
      ['shop set', () => shopRowMaker()],
      ['long prefix', longPrefixRowMaker],
    ] as const) {
      const rows = table(count, make());
      const asc = await timedView(rows, { key: 'loc', direction: 'asc' }, '');
      const desc = await timedView(rows, { key: 'loc', direction: 'desc' }, '');
      // The filter's own pass (a string per row) is in this figure too.
      const filtered = await timedView(rows, { key: 'loc', direction: 'asc' }, '-1');
      console.log(`  ${count.toLocaleString('en-US').padStart(10)} ${name}`);
      console.log(`    ascending ${asc}; descending ${desc}; filtered "-1", ascending ${filtered}`);
    }
  }
}
