import { describe, expect, it } from 'vitest';
import { writeJson } from '../../../electron/cli/write-json';

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
});
