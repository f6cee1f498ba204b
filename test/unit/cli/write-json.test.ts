import { describe, expect, it } from 'vitest';
import { lazyJsonList, writeJson } from '../../../electron/cli/write-json';

/** What writeJson hands the writer, each chunk as it came. */
function chunksOf(value: unknown): string[] {
  const chunks: string[] = [];
  writeJson({ out: (text) => void chunks.push(text) }, value);
  return chunks;
}

describe('writing a report as JSON', () => {
  it('writes what JSON.stringify with two spaces writes, and a line feed', () => {
    const value = {
      urls: 3,
      skipped: undefined,
      problems: [{ loc: 'https://example.com/ä?q="x"\\', message: 'tab\there\u0001\u2028', row: 1, at: null }],
      lone: '\ud800',
      empty: { list: [], object: {} },
      when: new Date(0),
      nested: [[1, [2, { three: [3] }]]],
    };
    expect(chunksOf(value).join('')).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });

  it('writes a large report a bounded chunk at a time, never as one string', () => {
    const rows = Array.from({ length: 200_000 }, (_, row) => ({ loc: `https://example.com/page-${row}`, row }));
    const chunks = chunksOf({ rows });
    expect(chunks.join('')).toBe(`${JSON.stringify({ rows }, null, 2)}\n`);
    expect(chunks.length).toBeGreaterThan(100);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(2 ** 20);
  });

  it('writes a lazy list as the array of its items, the same text, nested or empty', () => {
    const items = [{ loc: 'https://example.com/"a"', row: 1, links: [{ href: 'x', at: null }] }, 'two', 3, null];
    const value = {
      urls: 2,
      problems: lazyJsonList(() => items),
      none: lazyJsonList(() => []),
      inner: { skipped: undefined, list: lazyJsonList(() => [[], {}, [lazyFree()]]) },
      after: [1, { deep: [2] }],
    };
    const plain = {
      urls: 2,
      problems: items,
      none: [],
      inner: { list: [[], {}, [lazyFree()]] },
      after: [1, { deep: [2] }],
    };
    expect(chunksOf(value).join('')).toBe(`${JSON.stringify(plain, null, 2)}\n`);
    expect(chunksOf(lazyJsonList(() => items)).join('')).toBe(`${JSON.stringify(items, null, 2)}\n`);
  });

  it("makes a lazy list's items only as it writes them, never all at once", () => {
    let made = 0;
    let mostAhead = 0;
    const written: string[] = [];
    const list = lazyJsonList(function* () {
      for (let row = 0; row < 2_000; row++) {
        made++;
        mostAhead = Math.max(mostAhead, made - written.filter((chunk) => chunk.includes('"row"')).length);
        yield { row };
      }
    });
    writeJson({ out: (text) => void written.push(text) }, { rows: list });
    expect(made).toBe(2_000);
    expect(mostAhead).toBeLessThanOrEqual(1);
  });
});

/** A value with no lazy list in it. */
function lazyFree(): object {
  return { a: [1, 2], b: 'c' };
}
