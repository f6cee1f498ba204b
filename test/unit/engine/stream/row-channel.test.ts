import { describe, expect, it } from 'vitest';
import { ROWS_PER_BATCH } from '../../../../electron/engine/import/row-batches';
import { RowChannel } from '../../../../electron/engine/stream/row-channel';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const record = (from: number, count: number): UrlRow[] =>
  Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${from + i}`));

/** Resolves to true when `promise` settles within a few turns of the event loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('RowChannel', () => {
  it('hands records on as full batches, in order, the rest as the last batch', async () => {
    const channel = new RowChannel();
    const taken: Promise<UrlRow[][]> = (async () => {
      const batches: UrlRow[][] = [];
      for await (const batch of channel.batches()) batches.push([...batch]);
      return batches;
    })();
    for (let from = 0; from < 120_001; from += 2000) await channel.push(record(from, Math.min(2000, 120_001 - from)));
    channel.end();
    const batches = await taken;
    expect(batches.map((batch) => batch.length)).toEqual([ROWS_PER_BATCH, ROWS_PER_BATCH, 20_001]);
    expect(batches.flat().map((row) => row.loc)).toEqual(record(0, 120_001).map((row) => row.loc));
  });

  it('keeps the reader waiting while a full batch is not taken', async () => {
    const channel = new RowChannel();
    const iterator = channel.batches()[Symbol.asyncIterator]();
    const first = iterator.next();
    for (let from = 0; from < ROWS_PER_BATCH - 2000; from += 2000) await channel.push(record(from, 2000));
    const filling = channel.push(record(ROWS_PER_BATCH - 2000, 2000));
    expect((await first).value).toHaveLength(ROWS_PER_BATCH);
    await filling;
    // The next full batch waits for the taker to ask.
    for (let from = 0; from < ROWS_PER_BATCH - 2000; from += 2000) await channel.push(record(from, 2000));
    const waiting = channel.push(record(0, 2000));
    expect(await settlesSoon(waiting)).toBe(false);
    expect((await iterator.next()).value).toHaveLength(ROWS_PER_BATCH);
    expect(await settlesSoon(waiting)).toBe(true);
  });

  it('lets the reader go on once the taker stops, holding nothing', async () => {
    const channel = new RowChannel();
    for (let from = 0; from < ROWS_PER_BATCH - 2000; from += 2000) await channel.push(record(from, 2000));
    const waiting = channel.push(record(0, 2000));
    expect(await settlesSoon(waiting)).toBe(false);
    channel.release();
    expect(await settlesSoon(waiting)).toBe(true);
    expect(await settlesSoon(channel.push(record(0, ROWS_PER_BATCH)))).toBe(true);
  });
});
