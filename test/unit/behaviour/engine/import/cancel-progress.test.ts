import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../../../shared/import-types';
import { codes, importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { numberedUrlset } from '../../../../support/sitemap-xml';

describe('progress and cancel', () => {
  const dir = useTempDir();

  // Told with the file whose rows they are: the count's reports took the name of the last file opened, a read
  // ahead opened meanwhile (on a loaded machine, or always on a parse worker, which reads the next file ahead).
  it('reports files and URLs done as it goes, each count with the file whose rows made it', async () => {
    const first = await dir.write('a.xml', numberedUrlset(25_000));
    const second = await dir.write('b.xml', numberedUrlset(10));
    for (const parseWorkers of [0, 1]) {
      const seen: ImportProgress[] = [];
      await importAll([first, second], {}, { parseWorkers, onProgress: (progress) => seen.push(progress) });
      const during = seen.filter((p) => p.current === first).map((p) => p.urlsDone);
      // Every 10,000 rows; on a busy machine the 250 ms ticker may add a report between them.
      expect(
        during.filter((count) => count % 10_000 === 0 && count > 0),
        `${parseWorkers}`,
      ).toEqual([10_000, 20_000]);
      expect(during).toEqual([...during].sort((a, b) => a - b));
      expect(seen.at(-1)).toEqual({ filesDone: 2, urlsDone: 25_010, current: null });
    }
  });

  it('stops when cancelled, keeping what was read, and says so', async () => {
    const first = await dir.write('a.xml', numberedUrlset(200_000));
    const second = await dir.write('b.xml', numberedUrlset(10));
    const controller = new AbortController();
    const result = await importAll(
      [first, second],
      {},
      {
        signal: controller.signal,
        onProgress: ({ urlsDone }) => {
          if (urlsDone >= 10_000) controller.abort();
        },
      },
    );
    expect(result.cancelled).toBe(true);
    expect(result.files).toHaveLength(1);
    expect(result.files[0]!.summary.partial).toBe(true);
    expect(result.files[0]!.rows.length).toBeGreaterThanOrEqual(10_000);
    expect(result.files[0]!.rows.length).toBeLessThan(200_000);
    expect(codes(result)).toEqual(['import-cancelled']);
  });

  it('reads nothing when cancelled before it starts', async () => {
    const file = await dir.write('a.xml', numberedUrlset(10));
    const result = await importAll([file], {}, { signal: AbortSignal.abort() });
    expect(result).toEqual({
      files: [],
      unread: [],
      problems: [expect.objectContaining({ code: 'import-cancelled' })],
      cancelled: true,
    });
  });
});
