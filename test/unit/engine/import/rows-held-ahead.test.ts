import { describe, expect, it } from 'vitest';
import { RowsHeldAhead, rowsHeldAheadFor } from '../../../../electron/engine/import/rows-held-ahead';

/** The reads of `ahead` that have begun so far, in the order they began. */
function watch(ahead: RowsHeldAhead, reads: readonly [string, number][]): string[] {
  const begun: string[] = [];
  for (const [location, rank] of reads) void ahead.begin(location, rank).then(() => begun.push(location));
  return begun;
}

/** Reads by name, ranked in the order given. */
const listed = (...names: string[]): [string, number][] => names.map((name, rank) => [name, rank]);

const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('the rows a streaming taker’s reads ahead hold', () => {
  it('lets one read begin at a time until it is open, then as many as the rows they may hold leave room', async () => {
    const ahead = new RowsHeldAhead(rowsHeldAheadFor(2));
    const begun = watch(ahead, listed('a', 'b', 'c', 'd'));
    await settled();
    expect(begun).toEqual(['a']);
    // Small files: each under way counts as a full sitemap, three of them the room.
    ahead.opened('a', 9_000_000);
    await settled();
    expect(begun).toEqual(['a', 'b']);
    ahead.opened('b', 1_000_000);
    await settled();
    expect(begun).toEqual(['a', 'b', 'c']);
    ahead.opened('c', null);
    await settled();
    expect(begun).toEqual(['a', 'b', 'c']);
    // A read that ended holds the rows it read, here far fewer than a full sitemap.
    ahead.count('a', 300);
    ahead.end('a');
    await settled();
    expect(begun).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves room for a full sitemap under way on every worker, and one more', async () => {
    expect(rowsHeldAheadFor(0)).toBe(150_000);
    expect(rowsHeldAheadFor(2)).toBe(150_000);
    expect(rowsHeldAheadFor(16)).toBe(850_000);
    const ahead = new RowsHeldAhead(rowsHeldAheadFor(16));
    const reads = listed(...Array.from({ length: 20 }, (_, n) => `s${n}`));
    const begun = watch(ahead, reads);
    for (const [location] of reads) {
      await settled();
      ahead.opened(location, 9_000_000);
    }
    await settled();
    expect(begun).toHaveLength(17);
  });

  it('holds every other read back while a big one is under way or read, until it is in turn', async () => {
    const ahead = new RowsHeldAhead(rowsHeldAheadFor(2));
    const begun = watch(ahead, listed('big', 'next'));
    await settled();
    // 91 MB of XML will hold far more than the room: nothing else begins while it is read.
    ahead.opened('big', 91_000_000);
    await settled();
    expect(begun).toEqual(['big']);
    ahead.count('big', 160_000);
    ahead.end('big');
    await settled();
    expect(begun).toEqual(['big']);
    ahead.inTurn('big');
    await settled();
    expect(begun).toEqual(['big', 'next']);
  });

  it('lets the reads waiting begin in the order they were listed, whatever order they asked in', async () => {
    const ahead = new RowsHeldAhead(1);
    const begun = watch(ahead, [
      ['first', 0],
      ['fourth', 3],
      ['third', 2],
      ['second', 1],
    ]);
    await settled();
    expect(begun).toEqual(['first']);
    for (const location of ['first', 'second', 'third']) {
      ahead.opened(location, 0);
      ahead.end(location);
      ahead.inTurn(location);
      await settled();
    }
    expect(begun).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('never holds back a read in turn, nor one met after its turn, nor any once let go', async () => {
    const ahead = new RowsHeldAhead(1);
    const begun = watch(ahead, listed('a', 'b', 'c', 'd'));
    await settled();
    expect(begun).toEqual(['a']);
    // b's turn comes while a is still read: the taker takes it at once.
    ahead.inTurn('b');
    await settled();
    expect(begun).toEqual(['a', 'b']);
    await ahead.begin('b', 1); // read again (a second read after a passing failure)
    ahead.letGo();
    await settled();
    expect(begun).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not let a read that waits out a pause, open as far as the rows go, hold the others back', async () => {
    const ahead = new RowsHeldAhead(rowsHeldAheadFor(2));
    const begun = watch(ahead, listed('paused', 'other'));
    await settled();
    expect(begun).toEqual(['paused']);
    ahead.opened('paused', null); // what the import tells of a read as it begins to wait out a pause
    await settled();
    expect(begun).toEqual(['paused', 'other']);
  });

  it('tells a read that has to wait at once, and holds back none begun after it is let go', async () => {
    const ahead = new RowsHeldAhead(rowsHeldAheadFor(2));
    const told: string[] = [];
    void ahead.begin('first', 0, () => told.push('first'));
    const second = ahead.begin('second', 1, () => told.push('second'));
    expect(told).toEqual(['second']);
    ahead.letGo();
    await second;
    // A read begun once all was let go (its resolve settled late) waits for nothing.
    let late = false;
    await ahead.begin('late', 2, () => (late = true));
    expect(late).toBe(false);
  });
});
