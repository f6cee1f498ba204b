import { afterEach, describe, expect, it } from 'vitest';
import { emptyImage } from '../../../../../shared/url-table';
import { runSteps } from '../../../../../shared/run-steps';
import {
  copiedEntries,
  forgetCopy,
  rememberCopyInSteps,
} from '../../../../../renderer/src/grid/clipboard/copied-entries';
import { cellsIn, tsvInSteps } from '../../../../../renderer/src/grid/clipboard/copy-in-steps';
import { readBlock } from '../../../../../renderer/src/grid/clipboard/tile';
import { serializeTsv } from '../../../../../renderer/src/grid/clipboard/tsv';
import type { ColumnKey } from '../../../../../renderer/src/table/columns';

afterEach(forgetCopy);

/** Cells that need quoting, a formula, an empty one: what the whole-block serialiser must agree with. */
const textAt = (v: number, key: ColumnKey): string =>
  v % 7 === 0 ? `=${key}${v}` : v % 5 === 0 ? `a\t"b"\n${v}` : v % 3 === 0 ? '' : `https://e.com/${v}/${key}`;

/** How many steps a stepped piece of work takes, and its result. */
function stepped<R>(steps: Generator<void, R, void>): { steps: number; value: R } {
  let count = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { steps: count, value: step.value };
    count += 1;
  }
}

describe('a large copy made in steps', () => {
  it('gives the same TSV as the whole block at once, over many steps', () => {
    const range = { top: 3, bottom: 9_002, left: 0, right: 3 };
    const { steps, value } = stepped(tsvInSteps(range, textAt));
    expect(steps).toBeGreaterThan(3);
    expect(value).toBe(serializeTsv(readBlock(range, textAt)));
    expect(cellsIn(range)).toBe(36_000);
  });

  it('keeps the count columns’ entries for a paste of the same text, a step at a time', () => {
    const images = [emptyImage('https://e.com/1.jpg')];
    const range = { top: 0, bottom: 11_999, left: 3, right: 4 };
    const { steps } = stepped(rememberCopyInSteps('t', range, (v) => (v === 11_999 ? images : [])));
    expect(steps).toBeGreaterThan(1);
    const cells = copiedEntries('t')!;
    expect(cells).toHaveLength(12_000);
    expect(cells[11_999]).toEqual([null, { field: 'images', value: images }]);
    // A range of editable columns only keeps nothing.
    runSteps(rememberCopyInSteps('u', { top: 0, bottom: 1, left: 0, right: 3 }, () => images));
    expect(copiedEntries('u')).toBeNull();
    expect(copiedEntries('t')).toBeNull();
  });
});
