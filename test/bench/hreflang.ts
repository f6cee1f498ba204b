// hreflang clusters over a project of N pages in 5 languages, each listing all 5 (itself included), in
// one columnar table per language: the union-find over normalised locs (shared/hreflang). BENCH_ROWS
// picks N (default 1,000,000 rows in all); the goal is at most 2 s at 1M on a 2-core machine.
import { UrlColumns } from '../../shared/columnar/url-columns';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { emptyRow } from '../../shared/url-table';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es'];
const BATCH = 50_000;

function languageTable(language: string, pages: number): UrlColumns {
  const table = new UrlColumns();
  for (let start = 0; start < pages; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, pages - start) }, (_, i) => ({
      ...emptyRow(`https://example.com/${language}/page-${start + i}`),
      alternates: LANGUAGES.map((hreflang) => ({
        rel: 'alternate',
        hreflang,
        href: `https://example.com/${hreflang}/page-${start + i}`,
      })),
    }));
    table.appendRows(rows);
  }
  return table;
}

export async function benchHreflang(): Promise<void> {
  const pages = Math.floor(ROWS / LANGUAGES.length);
  const tables = LANGUAGES.map((language) => ({ rows: languageTable(language, pages) }));
  const heapBefore = process.memoryUsage().heapUsed;
  let clusters!: ReturnType<typeof findClusters>;
  const time = await seconds(() => (clusters = findClusters(tables)));
  const heapAfter = process.memoryUsage().heapUsed;
  const complete = clusters.count === pages && clusters.members(0).rows.length === LANGUAGES.length;
  console.log(`hreflang: ${(pages * LANGUAGES.length).toLocaleString('en-US')} rows in ${LANGUAGES.length} languages`);
  console.log(
    `  clusters found       ${fmt(time)} s   (goal: ≤ 2 s at 1M; ${clusters.count.toLocaleString('en-US')} clusters of 5: ${complete})`,
  );
  console.log(`  heap held after      ${fmt((heapAfter - heapBefore) / 1048576, 0)} MiB`);
}
