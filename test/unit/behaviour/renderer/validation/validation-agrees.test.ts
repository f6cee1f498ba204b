import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../../support/cli-run';
import { loadTables } from '../../../../../electron/cli/load-tables';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { rowContext, validationSettings } from '../../../../../renderer/src/validation/validation-context';
import { ProblemSummary } from '../../../../../renderer/src/validation/problem-summary';
import { checkInSlices } from '../../../../../renderer/src/validation/sliced-check';
import type { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { Problem } from '../../../../../shared/problems';
import { useTempDir } from '../../../../support/use-temp-dir';
import { articleEntry, newsUrlset, pageEntry } from '../../../../support/news-fixtures';
import { makeTempDir, removeTempDir } from '../../../../support/temp-dir';

const placed = (problems: readonly Problem[]): string[] =>
  problems
    .filter((found) => found.place.table !== undefined)
    .map((found) => `${found.severity} ${found.code} ${found.place.table} ${found.place.row} ${found.place.field}`);

async function cliProblems(...args: string[]): Promise<Problem[]> {
  const { out } = await cliRun('validate', ...args, '--json');
  return (JSON.parse(out) as { problems: Problem[] }).problems;
}

/** What the grid's whole-project check finds, given the tables and the project's settings as the store gives them. */
async function gridProblems(
  tables: { id: string; name: string; rows: UrlColumns }[],
  settings: ExportSettings,
): Promise<string[]> {
  const named = tables.map((table) => ({ name: table.name, rows: table.rows }));
  const context = rowContext(validationSettings(settings, null), Date.now());
  const found = await checkInSlices(named, context, new ProblemSummary(named), () => true);
  if (!found) throw new Error('the check stopped');
  return placed(found.summary().listed);
}

async function gateProblems(tables: Parameters<typeof gridProblems>[0], settings: ExportSettings): Promise<string[]> {
  const folder = makeTempDir();
  try {
    const outcome = await exportProject({
      projectId: 'agree',
      tables,
      settings: { ...settings, outputFolder: folder },
      robotsTxt: null,
    });
    return placed(outcome.ok ? outcome.warnings : outcome.problems);
  } finally {
    removeTempDir(folder);
  }
}

describe("duplicates and news rules: the CLI's validate, the grid and the export gate agree", () => {
  const temp = useTempDir();

  it('flags duplicates within one kind of sitemap only, and old news articles, in the same places', async () => {
    const files = [
      await temp.write(
        'pages.xml',
        newsUrlset(['https://example.com/a', 'https://example.com/b', 'https://example.com/a'].map(pageEntry)),
      ),
      await temp.write(
        'news.xml',
        newsUrlset([
          articleEntry('https://example.com/a', 1),
          articleEntry('https://example.com/b', 1),
          articleEntry('https://example.com/c', 72),
        ]),
      ),
      await temp.write('more-news.xml', newsUrlset([articleEntry('https://example.com/c', 2)])),
    ];
    const expected = [
      'warning news-too-old news 3 news',
      'warning loc-duplicate pages 3 loc',
      'warning loc-duplicate more-news 1 loc',
    ];
    expect(placed(await cliProblems(...files, '--base-url', 'https://example.com/'))).toEqual(expected);

    const { tables } = await loadTables(files);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' };
    expect(await gridProblems(tables, settings)).toEqual(expected);
    expect(await gateProblems(tables, settings)).toEqual(expected);
  });

  it('warns about a news sitemap of more than 1,000 URLs wherever its files will hold that many', async () => {
    const entries = Array.from({ length: 1_001 }, (_, i) => articleEntry(`https://example.com/n/${i}`, 1));
    const file = await temp.write('news.xml', newsUrlset(entries));
    const warning = 'warning news-sitemap-too-large news 1001 news';
    // The CLI checks the file as it is; the app and the export check the files the export will write.
    expect(placed(await cliProblems(file))).toEqual([warning]);
    const { tables } = await loadTables([file]);
    const split = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' };
    expect(await gridProblems(tables, split)).toEqual([]);
    expect(await gateProblems(tables, split)).toEqual([]);
    const whole = { ...split, splitNewsSitemaps: false };
    expect(await gridProblems(tables, whole)).toEqual([warning]);
    expect(await gateProblems(tables, whole)).toEqual([warning]);
  });
});

describe('lastmod-shared: the CLI, the grid and the export gate agree', () => {
  const temp = useTempDir();

  it('flag the table whose rows mostly share one lastmod, on the same row', async () => {
    const entries = Array.from({ length: 120 }, (_, i) => {
      const lastmod = i < 20 ? `2025-01-${String(i + 1).padStart(2, '0')}` : '2026-11-01T04:00:00Z';
      return `<url><loc>https://example.com/p/${i}</loc><lastmod>${lastmod}</lastmod></url>`;
    });
    const file = await temp.write('pages.xml', newsUrlset(entries));
    const expected = ['warning lastmod-shared pages 21 lastmod'];
    expect(placed(await cliProblems(file, '--base-url', 'https://example.com/'))).toEqual(expected);
    const { tables } = await loadTables([file]);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' };
    expect(await gridProblems(tables, settings)).toEqual(expected);
    expect(await gateProblems(tables, settings)).toEqual(expected);
  });
});
