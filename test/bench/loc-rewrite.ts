// Rewrite locs… over a table of N rows (BENCH_ROWS, default 1,000,000): what the dialog's preview
// computes for each rewrite in one pass (what it did on every keystroke), and, worked out a slice at a
// time as it is now, how long the page is held before a keystroke gets through (a slice's median and the
// longest, pauses for garbage collection and other processes included), and how long the count takes in all. Every other loc is root-relative, the rest on http://example.com, each with a
// query and tracking parameters, so each rewrite changes half the locs or all of them.
import { UrlColumns } from '../../shared/columnar/url-columns';
import { locChanges, type LocRewrite } from '../../shared/loc-rewrite/rewrite-locs';
import { emptyRow } from '../../shared/url-table';
import { locChangesInSlices } from '../../renderer/src/grid/editing/loc-changes-in-slices';
import { fmt, median, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const BATCH = 50_000;

const REWRITES: readonly LocRewrite[] = [
  { kind: 'absolute', base: 'https://www.example.com' },
  { kind: 'schemeHost', scheme: 'https', host: 'www.example.org' },
  { kind: 'stripQuery' },
  { kind: 'stripTracking' },
];

function table(rows: number): UrlColumns {
  const columns = new UrlColumns();
  for (let start = 0; start < rows; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, rows - start) }, (_, i) =>
      emptyRow(
        `${(start + i) % 2 ? 'http://example.com' : ''}/shop/page-${start + i}?id=${start + i}&utm_source=news&utm_medium=mail`,
      ),
    );
    columns.appendRows(batch);
  }
  return columns;
}

/** The sliced preview run to its end: its slices' median and longest, and the whole time, in ms. */
function sliced(rows: UrlColumns, rewrite: LocRewrite): Promise<{ typical: number; longest: number; total: number }> {
  const now = () => performance.now();
  const began = now();
  const slices: number[] = [];
  return new Promise((resolve) => {
    const timed = (next: () => void) => () => {
      const start = now();
      next();
      slices.push(now() - start);
    };
    const clock = { now, later: (next: () => void) => setImmediate(timed(next)) };
    // the first slice runs within the call, as the dialog's watcher makes it
    timed(() =>
      locChangesInSlices(
        rows,
        null,
        rewrite,
        {
          done: () =>
            setImmediate(() =>
              resolve({ typical: median(slices), longest: Math.max(...slices), total: now() - began }),
            ),
        },
        clock,
      ),
    )();
  });
}

export async function benchLocRewrite(): Promise<void> {
  const rows = table(ROWS);
  console.log(`loc-rewrite: the preview of Rewrite locs… over ${ROWS.toLocaleString('en-US')} rows`);
  for (const rewrite of REWRITES) {
    let changed = 0;
    const once = await seconds(
      () => (changed = locChanges(rows.rowCount, (i) => rows.get(i, 'loc'), rewrite).at.length),
    );
    const { typical, longest, total } = await sliced(rows, rewrite);
    console.log(
      `  ${rewrite.kind.padEnd(14)} one pass ${fmt(once * 1000, 0).padStart(6)} ms (${changed.toLocaleString('en-US')} changed)   sliced: page held ${fmt(typical, 0)} ms a slice, at most ${fmt(longest, 0).padStart(3)} ms, done in ${fmt(total, 0).padStart(6)} ms`,
    );
  }
}
