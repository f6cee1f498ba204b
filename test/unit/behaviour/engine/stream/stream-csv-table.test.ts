import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import { TABLE_ROWS_PER_BATCH } from '../../../../../electron/engine/import/table-text';
import { streamTables } from '../../../../../electron/engine/stream/stream-tables';
import type { Problem } from '../../../../../shared/problems';
import { useTempDir } from '../../../../support/use-temp-dir';

const MIB = 1024 * 1024;

/** `count` rows of a CSV, numbered from `from`, each line exactly `width` bytes with its LF. */
function rowLines(from: number, count: number, width = 64): string {
  let text = '';
  for (let row = from; row < from + count; row++) {
    const line = `https://example.com/${row},2024-01-01`;
    text += `${line}${' '.repeat(width - line.length - 1)}\n`;
  }
  return text;
}

// The slowest test here took 3.2 s with the machine's two cores under a load of 13: too near vitest's 5 s.
describe('a CSV table in the stream', { timeout: 30_000 }, () => {
  const temp = useTempDir();

  it('is parsed as its batches are taken, in batches of at most TABLE_ROWS_PER_BATCH rows', async () => {
    const csv = await temp.write('big.csv', `loc\n${rowLines(0, 120_000)}`);
    const parsedAtBatch: number[] = [];
    const sizes: number[] = [];
    let parsed = 0;
    const result = await importSources(
      [csv],
      {},
      {
        onProgress: (progress) => void (parsed = progress.urlsDone),
        onFile: async (file, _problems, rows) => {
          expect([file.summary.kind, file.rows, rows.kind]).toEqual(['csv', [], 'page']);
          for await (const batch of rows.batches) {
            sizes.push(batch.length);
            parsedAtBatch.push(parsed);
          }
        },
      },
    );
    const whole = Math.floor(120_000 / TABLE_ROWS_PER_BATCH);
    expect(sizes).toEqual([...Array<number>(whole).fill(TABLE_ROWS_PER_BATCH), 120_000 - whole * TABLE_ROWS_PER_BATCH]);
    // Rows are counted as they are parsed: when the first batch is taken, the rest is not parsed yet.
    expect(parsedAtBatch[0]).toBeLessThan(30_000);
    expect(result.files[0]!.summary).toMatchObject({ kind: 'csv', urlCount: 120_000, partial: false });
    expect(result.files[0]!.summary.contentBytes).toBe(4 + 120_000 * 64);
  });

  it('makes its rows as a parse worker does for a taker that copies each batch at once, said before the first', async () => {
    const csv = await temp.write('shop.csv', `loc,lastmod\n${rowLines(0, 3 * TABLE_ROWS_PER_BATCH)}`);
    /** Each batch's rows: whether they share one frozen empty list (made for a taker), and their rows. */
    const batchesOf = async (say: 'before' | 'after' | 'never') => {
      const seen: { shared: boolean; rows: unknown[] }[] = [];
      await importSources(
        [csv],
        {},
        {
          onFile: async (_file, _problems, rows) => {
            if (say === 'before') rows.copiedAtOnce!();
            for await (const batch of rows.batches) {
              const [first, second] = batch;
              seen.push({
                shared: first!.images === second!.images && Object.isFrozen(first!.images),
                rows: [...batch],
              });
              if (say === 'after') rows.copiedAtOnce!();
            }
          },
        },
      );
      return seen;
    };
    const [before, after, never] = [await batchesOf('before'), await batchesOf('after'), await batchesOf('never')];
    expect(before.map((batch) => batch.shared)).toEqual([true, true, true]);
    // Said once the parse has begun, it is too late: the rows are made to be kept, as without it.
    expect(after.map((batch) => batch.shared)).toEqual([false, false, false]);
    expect(never.map((batch) => batch.shared)).toEqual([false, false, false]);
    // The same rows, field for field.
    expect(before.map((batch) => batch.rows)).toEqual(never.map((batch) => batch.rows));
    expect(never.flatMap((batch) => batch.rows)).toHaveLength(3 * TABLE_ROWS_PER_BATCH);
  });

  it('tells the lines of problems after a quoted line break cut where one parse ends and the next begins', async () => {
    // Parses end at each file chunk of 256 KiB, the first and the second megabyte among them: a quoted cell
    // opens just before each end and holds a line break just after it.
    const header = 'loc,lastmod\n';
    const spanning = (row: number): string => `https://example.com/${row},"2024\n01"\n`;
    let text = header + rowLines(0, Math.floor((MIB - header.length - 30) / 64));
    text += ' '.repeat(MIB - 24 - text.length) + spanning(1); // spaces before a loc are trimmed
    text += `/relative-1\n${rowLines(100_000, Math.floor((MIB - 40) / 64))}`;
    text += ' '.repeat(2 * MIB - 23 - text.length) + spanning(2);
    text += `/relative-2,"three\nline\ncell"\n/relative-3\n`;
    expect([text.slice(MIB - 2, MIB + 4), text.slice(2 * MIB - 1, 2 * MIB + 5)]).toEqual(['"2024\n', '"2024\n']);
    const csv = await temp.write('cut.csv', text);
    const problems: Problem[] = [];
    const streamed = await streamTables([csv], {}, async (table) => {
      for await (const batch of table.batches) expect(batch.length).toBeGreaterThan(0);
    });
    problems.push(...streamed.problems);
    const lineOf = (loc: string): number => text.slice(0, text.indexOf(loc)).split('\n').length;
    const lines = problems.filter((item) => item.code === 'loc-not-absolute').map((item) => item.place.line);
    expect(lines).toEqual([lineOf('/relative-1'), lineOf('/relative-2'), lineOf('/relative-3')]);
    const whole = await importSources([csv]);
    expect(whole.problems).toEqual(problems);
  });
});
