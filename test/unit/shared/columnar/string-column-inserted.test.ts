import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { StringColumn } from '../../../../shared/columnar/string-column';

/** A column of `texts` set at once after inserting their rows (setInserted), after `before` set row by row. */
function insertedAfter(before: readonly string[], texts: readonly string[]): StringColumn {
  const column = new StringColumn();
  column.insertRows(0, before.length);
  before.forEach((text, row) => column.set(row, text));
  column.insertRows(before.length, texts.length);
  column.setInserted(before.length, texts);
  return column;
}

/** The same column written row by row with set. */
function setOneByOne(texts: readonly string[]): StringColumn {
  const column = new StringColumn();
  column.insertRows(0, texts.length);
  texts.forEach((text, row) => column.set(row, text));
  return column;
}

const textsOf = (column: StringColumn): string[] => Array.from({ length: column.length }, (_, row) => column.get(row));

describe('StringColumn.setInserted', () => {
  it('stores ASCII texts, empty ones among them, with the same bytes and places as setting them one by one', () => {
    const before = ['https://example.com/', ''];
    const texts = Array.from({ length: 300 }, (_, n) =>
      n % 11 === 0 ? '' : `https://example.com/item-${n}?a=1&b=${n}`,
    );
    const batch = insertedAfter(before, texts);
    const single = setOneByOne([...before, ...texts]);
    expect(textsOf(batch)).toEqual([...before, ...texts]);
    expect(batch.slice(0, batch.length)).toEqual(single.slice(0, single.length));
    for (let row = 0; row < batch.length; row++) {
      expect([batch.storedOffset(row), batch.storedLength(row)]).toEqual([
        single.storedOffset(row),
        single.storedLength(row),
      ]);
    }
  });

  it('stores texts that are not all ASCII as set does, lone surrogates kept as strings', () => {
    // 'é' then 'a': two characters whose first alone fills two bytes, so a check of bytes written alone would pass them.
    for (const texts of [['é', 'a'], ['https://example.com/ü', 'plain', 'x\ud800y', '', '漢字'], ['a\udc00']]) {
      const batch = insertedAfter(['first'], texts);
      expect(textsOf(batch)).toEqual(['first', ...texts]);
      const single = setOneByOne(['first', ...texts]);
      expect(batch.slice(0, batch.length)).toEqual(single.slice(0, single.length));
    }
  });

  it('reads right past the first chunk, and when nothing is given', () => {
    // 70,000 rows of 1,000 bytes: more than one 64 MiB chunk.
    const texts = Array.from({ length: 70_000 }, (_, n) => `${n}`.padEnd(1000, 'x'));
    const column = new StringColumn();
    for (let at = 0; at < texts.length; at += 256) {
      const batch = texts.slice(at, at + 256);
      column.insertRows(at, batch.length);
      column.setInserted(at, batch);
    }
    expect(column.get(0)).toBe(texts[0]);
    expect(column.get(67_108)).toBe(texts[67_108]);
    expect(column.get(69_999)).toBe(texts[69_999]);
    expect(column.storedChunk(69_999)).not.toBe(column.storedChunk(0));
    column.insertRows(column.length, 0);
    column.setInserted(column.length, []);
    expect(column.length).toBe(70_000);
  });

  it('holds no memory of its own once the column is gone (a 1M-row fromRows, a paste: review R7)', async () => {
    // Full collections, to count only the ArrayBuffers still alive. V8 frees a dead buffer's memory
    // after the collection that found it, on a helper thread: on a busy machine one collection and an
    // immediate count still counted the column's buffers (a CI run under load), so each count waits
    // for a few collections and their sweeps.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const liveBuffers = async (): Promise<number> => {
      for (let round = 0; round < 3; round++) {
        collect();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return process.memoryUsage().arrayBuffers;
    };
    const texts = Array.from({ length: 20_000 }, (_, n) => `https://example.com/${n}`.padEnd(1000, 'x'));
    const before = await liveBuffers();
    // The column lives only inside this call.
    const lastOfColumn = (): string => {
      const column = new StringColumn();
      column.insertRows(0, texts.length);
      column.setInserted(0, texts);
      return column.get(texts.length - 1);
    };
    expect(lastOfColumn()).toBe(texts[19_999]);
    // 20 MB of text went in at once; a buffer kept for the next batch would still hold them.
    expect((await liveBuffers()) - before).toBeLessThan(1024 * 1024);
  });
});
