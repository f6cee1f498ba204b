import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import type { ExportRequest } from '../../../../../shared/export-types';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { ISO_3166_1_ALPHA_2, ISO_639_1 } from '../../../../../shared/validation/iso-codes';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

const NOW = Date.UTC(2026, 10, 23);
/** A small byte limit: a few entries of the cluster below fill a file. */
const MAX_BYTES = 32 * 1024;

const LANGUAGES = [...ISO_639_1].slice(0, 40);
const REGIONS = [...ISO_3166_1_ALPHA_2].slice(0, 20);

/** One content in `count` languages (and regions): each member lists every member and the x-default. */
function cluster(count: number): UrlRow[] {
  const language = (member: number): string =>
    `${LANGUAGES[member % LANGUAGES.length]}-${REGIONS[Math.floor(member / LANGUAGES.length)]}`;
  const loc = (member: number): string => `https://example.com/${language(member)}/product/${member}?colour=r&size=m`;
  const alternates = [
    ...Array.from({ length: count }, (_, member) => ({
      rel: 'alternate',
      hreflang: language(member),
      href: loc(member),
    })),
    { rel: 'alternate', hreflang: 'x-default', href: loc(0) },
  ];
  return Array.from({ length: count }, (_, member) => ({
    ...emptyRow(loc(member)),
    lastmod: '2026-11-20',
    priority: '0.5',
    alternates,
  }));
}

async function exported(folder: string, tables: ExportRequest['tables']) {
  return exportProject(
    {
      projectId: 'project-1',
      tables,
      settings: {
        ...DEFAULT_EXPORT_SETTINGS,
        baseUrl: 'https://example.com/',
        outputFolder: folder,
        maxBytes: MAX_BYTES,
      },
      robotsTxt: null,
    },
    { now: () => NOW },
  );
}

describe('exportProject: an hreflang cluster too large for one file', () => {
  it('splits rows of hundreds of alternates under the byte limit, and reads every field back', async () => {
    const folder = join(temp.path(), 'out');
    const rows = cluster(120);
    const result = await exported(folder, [{ id: 't', name: 'products', rows }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sitemaps = result.report.files.filter((file) => file.kind === 'sitemap');
    expect(sitemaps.length).toBeGreaterThan(10);
    for (const file of sitemaps) expect(file.uncompressedBytes).toBeLessThanOrEqual(MAX_BYTES);

    const read = await importSources(sitemaps.map((file) => join(folder, file.name)));
    expect(read.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const back = read.files.flatMap((file) => file.rows);
    expect(back).toHaveLength(rows.length);
    // Every field of every row, each of its 121 alternates in order.
    back.forEach((row, at) => expect(row).toEqual(rows[at]));
  });

  it('refuses a URL whose own entry is larger than a file may be, naming its table and row', async () => {
    const folder = join(temp.path(), 'out');
    const [first, second] = cluster(3);
    const huge = cluster(400)[7]!;
    const result = await exported(folder, [{ id: 't', name: 'products', rows: [first!, second!, huge] }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const errors = result.problems.filter((problem) => problem.severity === 'error');
    expect(errors).toMatchObject([{ code: 'entry-too-large', place: { table: 'products', row: 3 } }]);
    expect(errors[0]!.message).toMatch(
      /^Row 3 of "products" needs [\d,]+ bytes, more than a whole sitemap file may have \(32,768\)/,
    );
  });
});
