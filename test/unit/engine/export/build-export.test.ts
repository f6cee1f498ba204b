import { describe, expect, it } from 'vitest';
import {
  buildExport,
  ROWS_PER_STEP,
  TableFiles,
  type BuildOptions,
  type BuiltFile,
} from '../../../../electron/engine/export/build-export';
import { nextTurn } from '../../../../electron/engine/next-turn';
import { inspectBytes } from '../../../../electron/engine/export/file-codec';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../shared/export-settings';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { parseBaseUrl } from '../../../../shared/validation/base-url';
import { fullRow } from '../../../support/full-row';

const base = (() => {
  const parsed = parseBaseUrl('https://example.com/');
  if (!parsed.ok) throw new Error('bad base');
  return parsed.base;
})();

/** Plain rows (lastmods in every form, kept texts, none), rows with every extension, a loc to escape. */
function mixedRows(count: number): UrlRow[] {
  const lastmods = ['2026-11-20', '2026-11-20T10:00:00+01:00', '2026-1-5', null, '2025', '2026-11-21T09:30Z'];
  return Array.from({ length: count }, (_, n) =>
    n % 9 === 4
      ? fullRow(n)
      : {
          ...emptyRow(`https://example.com/p/${n}?a=1&b=<${n}>`),
          lastmod: lastmods[n % lastmods.length]!,
          changefreq: n % 4 === 0 ? 'daily' : null,
          priority: n % 5 === 0 ? '0.80' : null,
        },
  );
}

/** Builds one table through TableFiles, fed by `feed`; the files' names, counts, newest lastmods and bytes. */
async function build(
  feed: (files: TableFiles) => Promise<void>,
  settings: Partial<ExportSettings> = {},
  options: Partial<BuildOptions> = {},
): Promise<Array<Omit<BuiltFile, 'holds'> & { text: string }>> {
  const all = { ...DEFAULT_EXPORT_SETTINGS, gzip: false, maxUrls: 23, maxBytes: 20_000, ...settings };
  const files = new TableFiles(
    { id: 't', name: 'pages' },
    { index: 0, slug: 'pages', kind: 'page', rowsDone: 0 },
    all,
    {
      base,
      robotsTxt: null,
      finishFile: async (bytes) => {
        const copy = Buffer.from(bytes);
        return { bytes: copy, holds: inspectBytes(copy, false, '<url>') };
      },
      ...options,
    },
  );
  await feed(files);
  return (await files.finish()).map(({ holds: _, ...file }) => ({ ...file, text: file.bytes.toString() }));
}

describe('TableFiles from columns', () => {
  const rows = mixedRows(300);
  const left = [3, 4, 77, 78, 200];

  for (const format of ['xml', 'text'] as const) {
    it(`writes the same files as from rows, ${format}, in slices of any size, rows left out`, async () => {
      const fromRows = await build(
        (files) => files.add(rows),
        { format },
        { leaveOut: (_table, index) => left.includes(index) },
      );
      const fromColumns = await build(
        async (files) => {
          for (const [start, end] of [
            [0, 1],
            [1, 130],
            [130, 300],
          ] as const) {
            const skip = left.filter((row) => row >= start && row < end).map((row) => row - start);
            await files.addColumns(UrlColumns.fromRows(rows.slice(start, end)), skip);
          }
        },
        { format },
      );
      expect(fromColumns.length).toBeGreaterThan(5);
      expect(fromColumns).toEqual(fromRows);
      expect(fromColumns.reduce((sum, file) => sum + file.urlCount, 0)).toBe(rows.length - left.length);
    });
  }

  it('names a row too large for any file by its stored row, as from rows', async () => {
    const huge = [...mixedRows(5), emptyRow(`https://example.com/${'x'.repeat(3000)}`)];
    const tooLarge = (feed: (files: TableFiles) => Promise<void>) =>
      build(feed, { maxBytes: 2_000 }).then(
        () => null,
        (error: Error) => error.message,
      );
    const fromRows = await tooLarge((files) => files.add(huge));
    expect(fromRows).toMatch(/6/);
    expect(await tooLarge((files) => files.addColumns(UrlColumns.fromRows(huge)))).toBe(fromRows);
  });

  it('packs on while at most filesUnderWay files are finishing, then waits for one', async () => {
    // Every file's finish ends only when the test releases it, so what packing does between releases is
    // told by turns of the event loop (packing runs a step of rows at once), never by time.
    const held: Array<() => void> = [];
    let started = 0;
    let most = 0;
    const finishFile: BuildOptions['finishFile'] = async (bytes) => {
      const copy = Buffer.from(bytes);
      started++;
      most = Math.max(most, held.length + 1);
      await new Promise<void>((resolve) => held.push(resolve));
      return { bytes: copy, holds: inspectBytes(copy, false, '<url>') };
    };
    const settle = async (): Promise<void> => {
      for (let turn = 0; turn < 10; turn++) await nextTurn();
    };
    const many = Array.from({ length: 30_000 }, (_, n) => emptyRow(`https://example.com/${n}`));
    const filesPerStep = ROWS_PER_STEP / 500;
    let done = false;
    const building = build(
      (table) => table.addColumns(UrlColumns.fromRows(many)),
      { maxUrls: 500, maxBytes: 10_485_760 },
      { finishFile, filesUnderWay: 2 },
    ).finally(() => (done = true));

    await settle();
    // Packing went on past 2 files finishing, to the end of its step, and stopped there.
    expect(started).toBeGreaterThan(2);
    expect(started).toBeLessThanOrEqual(filesPerStep);
    const releases: Array<{ left: number; startedBefore: number; startedAfter: number }> = [];
    while (!done) {
      const startedBefore = started;
      held.shift()!();
      const left = held.length;
      await settle();
      releases.push({ left, startedBefore, startedAfter: started });
    }
    expect(await building).toHaveLength(60);
    // While more than 2 are finishing no file is packed; once 2 are left it packs on (while rows remain).
    const waited = releases.filter(({ left }) => left > 2);
    const packedOn = releases.filter(({ left, startedBefore }) => left === 2 && startedBefore < 60);
    expect(waited.length).toBeGreaterThan(0);
    for (const release of waited) expect(release.startedAfter).toBe(release.startedBefore);
    expect(packedOn.length).toBeGreaterThan(0);
    for (const release of packedOn) expect(release.startedAfter).toBeGreaterThan(release.startedBefore);
    // Packing looks between steps of 10,000 rows: the files packed in one step (20) may come on top.
    expect(most).toBeLessThanOrEqual(2 + filesPerStep);
    expect(most).toBeGreaterThan(2);
  });
});

describe('buildExport of several tables', () => {
  it("tells a table's own failure, not the cancel it caused in a table that ended first", async () => {
    const failure = new Error('EIO: i/o error, write');
    const packTable: BuildOptions['packTable'] = async (_table, turn) => {
      if (turn.index === 1) throw Object.assign(new Error('The job was cancelled'), { name: 'AbortError' });
      turn.split?.(); // the next table starts while this one's last files are written…
      await nextTurn(); // …and its jobs, stopped by this one's failure, fail before that failure is told
      throw failure;
    };
    const tables = ['a', 'b'].map((id) => ({ id, name: id, rows: [emptyRow(`https://example.com/${id}`)] }));
    const building = buildExport(tables, DEFAULT_EXPORT_SETTINGS, {
      base,
      robotsTxt: null,
      finishFile: () => Promise.reject(new Error('no file is finished here')),
      packTable,
    });
    await expect(building).rejects.toBe(failure);
  });
});
