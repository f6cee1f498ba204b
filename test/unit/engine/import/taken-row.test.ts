import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../../electron/engine/import/parse-xml';
import { ownList, rowMaking } from '../../../../electron/engine/import/taken-row';
import type { Problem } from '../../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';
import { IMPORT_FIXTURES } from '../../../support/import-helpers';
import { serializeUrlset } from '../../../support/plain-serializer';

/** Parses `xml` (in small chunks) with its rows kept, or taken one by one as a parse worker takes them. */
async function parse(xml: string, take: boolean): Promise<{ rows: UrlRow[]; problems: Problem[] }> {
  const bytes = Buffer.from(xml);
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < bytes.length; at += 1000) yield bytes.subarray(at, at + 1000);
  }
  const taken: UrlRow[] = [];
  const problems: Problem[] = [];
  const context = { file: 'f.xml', report: (item: Problem) => problems.push(item), onRow: () => undefined };
  const { document } = await parseXml(chunks(), take ? { ...context, takeRow: (row) => taken.push(row) } : context);
  return { rows: take ? taken : document.rows, problems };
}

describe('rows made as they are read, to be taken or kept (rowMaking, ownList)', () => {
  it('taken, share one frozen empty list until a list of their own is asked for', () => {
    const taken = rowMaking(true);
    const [first, second] = [taken.row(), taken.row()];
    expect(first).toEqual(emptyRow());
    expect(first.images).toBe(second.images);
    expect(() => first.images.push(fullRow(1).images[0]!)).toThrow(TypeError);
    const own = ownList(first, 'images');
    own.push(fullRow(1).images[0]!);
    expect(ownList(first, 'images')).toBe(own);
    expect(first.images).toHaveLength(1);
    expect(second.images).toEqual([]);
    expect(second.videos).toEqual([]);
  });

  it('kept, have lists of their own from the start', () => {
    const kept = rowMaking(false);
    const [first, second] = [kept.row(), kept.row()];
    expect(first).toEqual(emptyRow());
    expect(first.images).not.toBe(second.images);
    first.images.push(fullRow(1).images[0]!);
    expect(ownList(first, 'images')).toBe(first.images);
    expect(second.images).toEqual([]);
  });

  it('taken, give the same rows and problems as rows kept, with every extension and plain rows between', async () => {
    // Plain rows before and after rows listing images, videos, news, alternates and unknown children.
    const rows = Array.from({ length: 40 }, (_, n) =>
      n % 7 === 3 ? fullRow(n) : emptyRow(`https://example.com/${n}`),
    );
    const fixtures = ['extensions.xml', 'tolerant.xml', 'bad-locs.xml', 'schema-order.xml'].map((name) =>
      readFileSync(join(IMPORT_FIXTURES, name), 'utf8'),
    );
    for (const xml of [serializeUrlset(rows), ...fixtures]) {
      const kept = await parse(xml, false);
      const taken = await parse(xml, true);
      expect(taken.rows).toEqual(kept.rows);
      expect(taken.problems).toEqual(kept.problems);
      expect(kept.rows.length).toBeGreaterThan(0);
    }
    expect((await parse(serializeUrlset(rows), true)).rows).toEqual(rows);
  });
});
