import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { locChanges, type LocChanges, type LocRewrite } from '../../../../../shared/loc-rewrite/rewrite-locs';
import { emptyRow } from '../../../../../shared/url-table';
import { locChangesInSlices, type SliceClock } from '../../../../../renderer/src/grid/editing/loc-changes-in-slices';

const STRIP: LocRewrite = { kind: 'stripQuery' };

/** Every other loc has a query to strip. */
const table = (count: number) =>
  UrlColumns.fromRows(
    Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${i}${i % 2 ? '?a=1' : ''}`)),
  );

/** The changes in one pass over the whole table. */
const inOneGo = (rows: UrlColumns): LocChanges => locChanges(rows.rowCount, (i) => rows.get(i, 'loc'), STRIP);

/** A clock whose every look moves it on 5 ms, and whose later slices wait until `step` runs them. */
function steppedClock() {
  let time = 0;
  const waiting: (() => void)[] = [];
  const clock: SliceClock = { now: () => (time += 5), later: (next) => waiting.push(next) };
  return { clock, step: () => waiting.shift()?.(), waiting };
}

describe('the rewrite preview, a slice at a time', () => {
  it('finishes a small table before it returns', () => {
    const rows = table(10);
    let result: LocChanges | null = null;
    locChangesInSlices(rows, null, STRIP, { done: (changes) => (result = changes) });
    expect(result).toEqual(inOneGo(rows));
  });

  it('gives back the page between slices, saying how far it is, and ends with what one pass gives', () => {
    const rows = table(9_000);
    const { clock, step, waiting } = steppedClock();
    const progress: number[] = [];
    let result: LocChanges | null = null;
    locChangesInSlices(rows, null, STRIP, { progress: (n) => progress.push(n), done: (c) => (result = c) }, clock);
    expect(result).toBeNull();
    while (waiting.length > 0) step();
    expect(progress).toEqual([1_500, 3_000, 4_500, 6_000, 7_500]); // three steps of 500 locs fit a slice of 12 ms on this clock
    expect(result).toEqual(inOneGo(rows));
  });

  it('works over the selected rows in their order, naming rows where they are stored', () => {
    const rows = table(9_000);
    const within = Int32Array.from({ length: 5_000 }, (_, i) => 8_999 - i);
    const { clock, step, waiting } = steppedClock();
    let result: LocChanges | null = null;
    locChangesInSlices(rows, within, STRIP, { done: (c) => (result = c) }, clock);
    while (waiting.length > 0) step();
    // the odd rows among 8,999 down to 4,000, in the selection's order
    const odd = Array.from(within).filter((row) => row % 2 === 1);
    expect(Array.from(result!.at)).toEqual(odd);
    expect(result!.after).toEqual(odd.map((row) => `https://example.com/${row}`));
  });

  it('stops when told, for a rewrite typed since', () => {
    const { clock, step, waiting } = steppedClock();
    let done = false;
    const stop = locChangesInSlices(table(9_000), null, STRIP, { done: () => (done = true) }, clock);
    stop();
    while (waiting.length > 0) step();
    expect(done).toBe(false);
  });
});
