import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import { StreamChecksOnWorkers } from '../../../../../electron/engine/checks/stream-checks';
import { StreamValidator } from '../../../../../electron/engine/stream/stream-validator';
import type { Problem } from '../../../../../shared/problems';
import { emptyNews, emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { sitemapKind } from '../../../../../shared/validation/sitemap-kind';
import { awkwardRows } from '../../../../support/awkward-rows';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, CheckPool>(WORKERS.map((size) => [size, createCheckPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

const NOW = Date.parse('2026-11-20T12:00:00Z');

/** Every extension, repeats within and across tables (exact and normalised), a news table, a shared lastmod. */
function tables(): { name: string; rows: UrlRow[] }[] {
  const awkward = awkwardRows(700);
  for (let n = 3; n < awkward.length; n += 41) awkward[n] = { ...awkward[n]!, loc: awkward[n - 3]!.loc };
  const plain = Array.from({ length: 400 }, (_, i) => ({
    ...emptyRow(
      i % 50 === 0
        ? awkward[i]!.loc
        : i < 380
          ? `https://Example.com:443/plain/${i}`
          : `https://example.com/plain/${i - 380}`,
    ),
    lastmod: i % 3 ? '2026-01-01' : null,
  }));
  const news = Array.from({ length: 1_100 }, (_, i) => ({
    ...emptyRow(`https://example.com/news/${i % 1_050}`),
    news: emptyNews(),
  }));
  return [
    { name: 'awkward', rows: awkward },
    { name: 'plain', rows: plain },
    { name: 'news', rows: news },
  ];
}

/** Every table through a validator, `leftOut` rows not given (as an export leaves them out). */
async function through(
  validator: Pick<StreamValidator, 'startTable' | 'check' | 'endTable'> & {
    problems(): Problem[] | Promise<Problem[]>;
  },
  leftOut: (index: number) => boolean,
  room: () => Promise<void> = () => Promise.resolve(),
): Promise<Problem[]> {
  for (const table of tables()) {
    const index = validator.startTable(table.name, sitemapKind(table.rows));
    for (let at = 0; at < table.rows.length; at++) {
      if (!leftOut(at)) validator.check(index, at, table.rows[at]!);
      if (at % 50 === 49) await room();
    }
    validator.endTable(table.rows.length);
  }
  return validator.problems();
}

describe('streamed tables checked on workers', { timeout: 60_000 }, () => {
  for (const workers of WORKERS) {
    for (const leaving of [false, true]) {
      it(`finds StreamValidator's problems in its order on ${workers} worker(s)${leaving ? ', rows left out' : ''}`, async () => {
        const leftOut = (at: number): boolean => leaving && at % 17 === 4;
        const context = { base: null, now: NOW };
        const expected = await through(
          new StreamValidator({ ...context, robots: null }, { folder: temp.path() }),
          leftOut,
        );
        const onWorkers = new StreamChecksOnWorkers({ ...context, robots: null }, pools.get(workers)!, {
          folder: temp.path(),
          sliceRows: 97,
        });
        const actual = await through(onWorkers, leftOut, () => onWorkers.room());
        const codes = new Set(expected.map((item) => item.code));
        for (const code of ['loc-duplicate', 'loc-duplicate-normalised', 'lastmod-shared', 'news-sitemap-too-large'])
          expect(codes).toContain(code);
        // The hreflang clusters, judged from the rows the slices' jobs wrote.
        expect([...codes].filter((code) => code.startsWith('hreflang-'))).not.toEqual([]);
        expect(actual.length).toBe(expected.length);
        actual.forEach((item, at) => expect(item).toEqual(expected[at]));
      });
    }
  }
});
