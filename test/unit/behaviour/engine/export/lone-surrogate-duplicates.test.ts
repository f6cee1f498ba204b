import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { exportStream, type StreamExportOptions } from '../../../../../electron/engine/stream/export-stream';
import { keyHash } from '../../../../../electron/engine/stream/spilled-duplicates';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportOutcome } from '../../../../../shared/export-types';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const spill = useTempDir();
const checkPool = createCheckPool(2);
const packPool = createPackPool(2);
afterAll(() => Promise.all([checkPool.close(), packPool.close()]));
const NOW = Date.parse('2026-11-20T12:00:00Z');

/**
 * Two locs that differ only in a lone surrogate and whose keys share the leading 8 bits of their hash
 * (so they meet in one spill partition, on this thread's 256 and on the workers' 64): read back as
 * UTF-8 both would become the same loc with U+FFFD.
 */
function twoLoneSurrogateLocs(): [string, string] {
  const byPartition = new Map<number, string>();
  for (let unit = 0xd800; unit <= 0xdfff; unit++) {
    const loc = `https://example.com/${String.fromCharCode(unit)}x`;
    const partition = keyHash(0, loc) >>> 24;
    const other = byPartition.get(partition);
    if (other !== undefined) return [other, loc];
    byPartition.set(partition, loc);
  }
  throw new Error('2,048 locs in 256 partitions: two always share one');
}

const [HIGH, LOW] = twoLoneSurrogateLocs();
/** Each table's locs: the two, each listed again (in the same table, in the next), and the loc both would become. */
const TABLES = [
  ['https://example.com/a', HIGH, LOW, 'https://example.com/b', HIGH],
  [LOW, 'https://example.com/c', 'https://example.com/\uFFFDx'],
].map((locs, t) => ({ id: `t${t}`, name: `table-${t}`, locs }));

const settings = (outputFolder: string) => ({
  ...DEFAULT_EXPORT_SETTINGS,
  baseUrl: 'https://example.com/',
  outputFolder,
});

/** The duplicates and broken characters an export told: code, table and row. */
function duplicatesOf(outcome: ExportOutcome): string[] {
  const told = outcome.ok ? outcome.warnings : outcome.problems;
  return told
    .filter((problem) => problem.code.startsWith('loc-duplicate') || problem.code === 'loc-broken-character')
    .map((problem) => `${problem.code} ${problem.place?.table}:${problem.place?.row}`)
    .sort();
}

// Half of a UTF-16 pair is an error (no sitemap can hold it): the gate stops at each such loc, and
// none is told as a duplicate of another, or of the loc with U+FFFD both would become.
const EXPECTED = [
  'loc-broken-character table-0:2',
  'loc-broken-character table-0:3',
  'loc-broken-character table-0:5',
  'loc-broken-character table-1:1',
];

describe(
  'locs that differ only in a lone surrogate stop the export, none told as a duplicate',
  { timeout: 60_000 },
  () => {
    const request = () => ({
      projectId: 'p',
      tables: TABLES.map(({ id, name, locs }) => ({
        id,
        name,
        rows: UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))),
      })),
      settings: settings(temp.path()),
      robotsTxt: null,
    });

    it('in the engine export, checked here, on check workers and while packing', async () => {
      const here = await exportProject(request(), { packPool, now: () => NOW });
      expect(duplicatesOf(here)).toEqual(EXPECTED);
      const onWorkers = await exportProject(request(), { packPool, checkPool, now: () => NOW });
      expect(duplicatesOf(onWorkers)).toEqual(EXPECTED);
      const whilePacking = await exportProject(request(), { packPool, checkPool: packPool, now: () => NOW });
      expect(duplicatesOf(whilePacking)).toEqual(EXPECTED);
    });

    for (const [label, options, columns] of [
      ['checked on this thread, rows', {}, false],
      ['checked on this thread, columns', {}, true],
      ['checked on workers, rows', { checkPool }, false],
      ['checked on workers, columns', { checkPool }, true],
    ] as const) {
      it(`in the streaming export, ${label}`, async () => {
        const exportOptions: StreamExportOptions = { ...options, now: () => NOW, tempFolder: spill.path() };
        const { outcome } = await exportStream(
          async (onTable) => {
            for (const { id, name, locs } of TABLES) {
              const rows = locs.map((loc) => emptyRow(loc));
              const batches = (async function* () {
                yield columns ? UrlColumns.fromRows(rows) : rows;
              })();
              await onTable({ id, name, kind: 'page', batches });
            }
            return { problems: [], robotsTxt: null };
          },
          { projectId: 'p', settings: settings(temp.path()) },
          exportOptions,
        );
        expect(duplicatesOf(outcome)).toEqual(EXPECTED);
      });
    }
  },
);
