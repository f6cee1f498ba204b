import { afterEach, describe, expect, it } from 'vitest';
import { emptyImage } from '../../../../../shared/url-table';
import {
  copiedEntries,
  forgetCopy,
  rememberCopy,
  tileEntries,
} from '../../../../../renderer/src/grid/clipboard/copied-entries';

const IMAGES = [emptyImage('https://e.com/1.jpg')];
// Columns 0-7: loc, lastmod, changefreq, priority, images, videos, alternates, news.
const range = (left: number, right: number, top = 0, bottom = 0) => ({ top, bottom, left, right });

afterEach(forgetCopy);

describe('entries a copy in the app carries', () => {
  it('come back for the same text, whatever its line ends, and not for other text', () => {
    rememberCopy('a\t1\nb\t0\n', range(3, 4, 0, 1), (v) => (v === 0 ? IMAGES : []));
    const cells = copiedEntries('a\t1\r\nb\t0');
    expect(cells).toEqual([
      [null, { field: 'images', value: IMAGES }],
      [null, { field: 'images', value: [] }],
    ]);
    expect(copiedEntries('a\t1\nb\t2')).toBeNull();
  });

  it('are not kept for a copy of editable columns only', () => {
    rememberCopy('a', range(0, 0), () => IMAGES);
    expect(copiedEntries('a')).toBeNull();
  });

  it('tile over a taller range, each into the count column it came from only', () => {
    rememberCopy('1', range(4, 4), () => IMAGES);
    const written: string[] = [];
    tileEntries(copiedEntries('1')!, range(4, 4, 2, 4), (v, field) => written.push(`${v}:${field}`));
    expect(written).toEqual(['2:images', '3:images', '4:images']);
    written.length = 0;
    // pasted one column to the right, onto videos: nothing goes in
    tileEntries(copiedEntries('1')!, range(5, 5), (v, field) => written.push(`${v}:${field}`));
    expect(written).toEqual([]);
  });

  it('tile a copy of 200,000 lines (the review: a spread of every line overflowed the stack)', () => {
    const lines = 200_000;
    rememberCopy('big', range(4, 4, 0, lines - 1), () => IMAGES);
    let written = 0;
    tileEntries(copiedEntries('big')!, range(4, 4, 0, lines - 1), () => (written += 1));
    expect(written).toBe(lines);
  });
});
