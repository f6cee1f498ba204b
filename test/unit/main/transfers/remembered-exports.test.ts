import { describe, expect, it } from 'vitest';
import { createRememberedExports } from '../../../../electron/main/transfers/remembered-exports';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';

const remembered = (at: number) => ({
  at,
  files: ['sitemap.xml'],
  urls: [{ loc: `https://example.com/${at}`, hashes: '0'.repeat(64) }],
});

describe("main's memory of the last exports", () => {
  it('keeps what an export wrote and hands the window a summary of it', () => {
    const memory = createRememberedExports();
    const held = memory.keep(remembered(1));
    expect(held).toEqual({ memory: expect.any(String), at: 1, files: ['sitemap.xml'], urls: 1 });
    expect(memory.get(held.memory)).toEqual(remembered(1));
  });

  it('lets the least recently used go past four, and one no longer kept fails transfer-gone', () => {
    const memory = createRememberedExports();
    const first = memory.keep(remembered(1));
    const second = memory.keep(remembered(2));
    for (let at = 3; at <= 5; at++) {
      memory.get(first.memory); // the open project's, used by every preview
      memory.keep(remembered(at));
    }
    expect(memory.get(first.memory).at).toBe(1);
    expect(() => memory.get(second.memory)).toThrow(expect.objectContaining({ code: TRANSFER_GONE }));
  });
});
