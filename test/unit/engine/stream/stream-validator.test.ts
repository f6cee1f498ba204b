import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StreamValidator } from '../../../../electron/engine/stream/stream-validator';
import { countProblems, type Problem } from '../../../../shared/problems';
import { emptyNews, emptyRow, type UrlRow, type UrlTable } from '../../../../shared/url-table';
import { sitemapKind } from '../../../../shared/validation/sitemap-kind';
import { validateTables, type RowContext } from '../../../../shared/validation/validate-rows';
import { fullRow } from '../../../support/full-row';
import { craftedHreflangSet } from '../../../support/hreflang-sets';
import { useTempDir } from '../../../support/use-temp-dir';

const CONTEXT: RowContext = { base: null, now: Date.parse('2026-12-01T00:00:00Z'), robots: null };

const pages = (table: number, count: number): UrlRow[] =>
  Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/t${table}/p${i}`));

/**
 * Five tables of 3,000 rows with planted duplicates: in one table, across the first and last tables
 * (far apart), after normalisation (case, default port, escapes), and the same loc in a page and an
 * image sitemap (no duplicate: Google allows it); empty locs are never duplicates.
 */
function plantedTables(): UrlTable[] {
  const rows = [0, 1, 2, 3, 4].map((table) => pages(table, 3000));
  rows[0]![10] = emptyRow('https://example.com/shared');
  rows[0]![11] = emptyRow('');
  rows[0]![2999] = emptyRow('https://example.com/t0/p5'); // the same table
  rows[4]![2998] = emptyRow('https://example.com/shared'); // 12,000 rows later
  rows[4]![2999] = emptyRow('HTTPS://EXAMPLE.com:443/t0/p%7e7'); // normalised: p%7E7 is not p7, so the escape decides
  rows[3]![0] = emptyRow('https://Example.com/t0/p8'); // normalised, another table
  rows[2]![5] = emptyRow('');
  rows[2]![6] = emptyRow('not a url'); // an error of its own, and listed again below
  rows[3]![7] = emptyRow('not a url');
  rows[1]![0] = { ...fullRow(1), news: null, videos: [] }; // an image sitemap
  rows[1]![1] = { ...emptyRow('https://example.com/shared'), images: rows[1]![0]!.images };
  rows[0]![12] = emptyRow('https://example.com/t0/p%7E7');
  const news = Array.from({ length: 1200 }, (_, i) => ({
    ...emptyRow(`https://example.com/news/${i}`),
    news: emptyNews(),
  }));
  news[1100] = { ...emptyRow('https://example.com/news/3'), news: emptyNews() };
  const tables = rows.map((list, index) => ({ id: `t${index}`, name: `table ${index}`, source: null, rows: list }));
  return [...tables, { id: 'news', name: 'news', source: null, rows: news }];
}

function streamed(tables: readonly UrlTable[], splitBytes?: number): { problems: Problem[]; spill: string } {
  const validator = new StreamValidator(CONTEXT, { folder: parent, splitBytes });
  for (const table of tables) {
    const index = validator.startTable(table.name, sitemapKind(table.rows));
    table.rows.forEach((row, at) => validator.check(index, at, row));
    validator.endTable(table.rows.length);
  }
  return { problems: validator.problems(), spill: validator.tempPath };
}

const temp = useTempDir();
let parent = '';

describe('StreamValidator', () => {
  it('reports exactly the problems of the whole-table check, duplicates across far-apart tables included', () => {
    parent = temp.path();
    const tables = plantedTables();
    const whole = validateTables(tables, CONTEXT);
    const { problems, spill } = streamed(tables);
    expect(problems).toEqual(whole);
    const duplicates = problems.filter((item) => item.code.startsWith('loc-duplicate'));
    expect(duplicates.map((item) => [item.code, item.place.table, item.place.row])).toEqual([
      ['loc-duplicate', 'table 0', 3000],
      ['loc-duplicate-normalised', 'table 3', 1],
      ['loc-duplicate', 'table 3', 8],
      ['loc-duplicate', 'table 4', 2999],
      ['loc-duplicate-normalised', 'table 4', 3000],
      ['loc-duplicate', 'news', 1101],
    ]);
    expect(problems.some((item) => item.code === 'news-sitemap-too-large')).toBe(true);
    expect(existsSync(spill)).toBe(false);
  });

  it('gives the same problems when every partition is split again, and leaves no file behind', () => {
    parent = temp.path();
    const tables = plantedTables();
    const { problems } = streamed(tables, 2000);
    expect(problems).toEqual(validateTables(tables, CONTEXT));
    expect(countProblems(problems).warning).toBeGreaterThan(6);
    expect(readdirSync(parent)).toEqual([]);
    // Thousands of spill partitions: 4 s alone, past the default 5 s when the whole suite shares two cores.
  }, 30_000);

  it('reports the problems of the hreflang clusters as the whole-table check does, each on its table and row', () => {
    parent = temp.path();
    const tables = craftedHreflangSet().map((rows, index) => ({
      id: `h${index}`,
      name: `h${index}`,
      source: null,
      rows,
    }));
    // The whole-table check knows a table's host before its first row (loc-other-host): its clusters' problems are compared.
    const clusters = (problems: Problem[]): Problem[] => problems.filter((item) => item.code.startsWith('hreflang-'));
    const whole = clusters(validateTables(tables, CONTEXT));
    expect(whole.length).toBeGreaterThan(20);
    expect(clusters(streamed(tables).problems)).toEqual(whole);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('removes its spill when a caller stops early', () => {
    parent = temp.path();
    const validator = new StreamValidator(CONTEXT, { folder: parent });
    validator.startTable('t', 'page');
    validator.check(0, 0, emptyRow('https://example.com/a'));
    expect(readdirSync(parent)).toHaveLength(1);
    validator.dispose();
    expect(readdirSync(parent)).toEqual([]);
  });
});
