import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { previewExport } from '../../../../electron/engine/export/preview-export';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../shared/export-settings';
import type { ExportPreview, ExportRequest, ExportTable } from '../../../../shared/export-types';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

const NOW = Date.UTC(2026, 10, 21);
const rows = (count: number, make: (i: number) => Partial<UrlRow> = () => ({})): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({ ...emptyRow(`https://example.com/p/${i}`), ...make(i) }));

function request(tables: ExportTable[], settings: Partial<ExportSettings> = {}, robotsTxt: string | null = null) {
  return {
    projectId: 'preview',
    tables,
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: '/nowhere', ...settings },
    robotsTxt,
  } satisfies ExportRequest;
}

/** Exports the same request into a fresh folder and returns the report, with each file's real size on disk. */
async function exportFor(input: ExportRequest) {
  const folder = join(temp.path(), 'out');
  const outcome = await exportProject(
    { ...input, settings: { ...input.settings, outputFolder: folder } },
    {
      now: () => NOW,
    },
  );
  if (!outcome.ok) throw new Error(outcome.problems.map((item) => item.message).join('\n'));
  const onDisk = await Promise.all(
    outcome.report.files.map(async (file) => (await stat(join(folder, file.name))).size),
  );
  return { outcome, onDisk, names: await readdir(folder) };
}

describe('previewExport', () => {
  it('foresees exactly the files the export then writes: names, URLs, bytes and bytes on disk', async () => {
    const input = request(
      [
        { id: 'a', name: 'Pages', rows: rows(2500, (i) => ({ lastmod: '2026-01-02', priority: `0.${i % 10}` })) },
        { id: 'b', name: 'Rich', rows: Array.from({ length: 30 }, (_, n) => fullRow(n)) },
      ],
      { maxUrls: 1000, writeRobotsTxt: true, xslHref: '/sitemap.xsl' },
      'User-agent: *\nDisallow: /admin\n',
    );
    const preview = await previewExport(input, { now: () => NOW });
    const { outcome, onDisk, names } = await exportFor(input);

    expect(preview.files.map(({ estimated: _, ...file }) => file)).toEqual(outcome.report.files);
    expect(preview.files.map((file) => file.writtenBytes)).toEqual(onDisk);
    expect(preview.files.every((file) => !file.estimated)).toBe(true);
    expect(preview.files.map((file) => file.name)).toEqual([
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-3.xml.gz',
      'sitemap-rich-1.xml.gz',
      'sitemap_index.xml',
      'robots.txt',
    ]);
    expect(names).toEqual(expect.arrayContaining(preview.files.map((file) => file.name)));
    expect(preview.indexUrl).toBe(outcome.report.indexUrl);
    expect(preview.errors).toBe(0);
    expect(preview.warnings).toBe(outcome.warnings.length);
  });

  it('without gzip, the bytes on disk are the uncompressed bytes and the names drop ".gz"', async () => {
    const input = request([{ id: 't', name: 'pages', rows: rows(120) }], { gzip: false, maxUrls: 50 });
    const preview = await previewExport(input, { now: () => NOW });
    const { outcome } = await exportFor(input);
    expect(preview.files.map(({ estimated: _, ...file }) => file)).toEqual(outcome.report.files);
    expect(
      preview.files.map((file) => [file.name, file.urlCount, file.writtenBytes === file.uncompressedBytes]),
    ).toEqual([
      ['sitemap-pages-1.xml', 50, true],
      ['sitemap-pages-2.xml', 50, true],
      ['sitemap-pages-3.xml', 20, true],
      ['sitemap_index.xml', 3, true],
    ]);
  });

  it('in plain text, counts the text files exactly', async () => {
    const input = request([{ id: 't', name: 'pages', rows: rows(30) }], { format: 'text', gzip: false, maxUrls: 20 });
    const preview = await previewExport(input, { now: () => NOW });
    const { outcome } = await exportFor(input);
    expect(preview.files.map(({ estimated: _, ...file }) => file)).toEqual(outcome.report.files);
  });

  it('past its gzip budget, estimates the rest from the measured ratio and says so', async () => {
    const input = request(
      [{ id: 't', name: 'pages', rows: rows(5000, (i) => ({ lastmod: `2026-01-${10 + (i % 19)}` })) }],
      {
        maxUrls: 1000,
      },
    );
    const preview = await previewExport(input, { now: () => NOW, exactGzipBytes: 1 });
    const { onDisk } = await exportFor(input);
    const sitemaps = preview.files.filter((file) => file.kind === 'sitemap');
    expect(sitemaps.map((file) => file.estimated)).toEqual([false, true, true, true, true]);
    expect(sitemaps[0]!.writtenBytes).toBe(onDisk[0]);
    sitemaps.forEach((file, index) => {
      expect(Math.abs(file.writtenBytes - onDisk[index]!) / onDisk[index]!).toBeLessThan(0.15);
    });
    expect(preview.files.at(-1)).toMatchObject({ kind: 'index', estimated: false, writtenBytes: onDisk.at(-1) });
  });

  it('without a usable base URL, lists no files and says why in words', async () => {
    const missing = await previewExport(request([{ id: 't', name: 'p', rows: rows(3) }], { baseUrl: '' }));
    expect(missing).toMatchObject({ files: [], indexUrl: null, errors: 1, problems: [{ code: 'base-url-missing' }] });
    const ftp = await previewExport(
      request([{ id: 't', name: 'p', rows: rows(3) }], { baseUrl: 'ftp://example.com/' }),
    );
    expect(ftp.problems[0]!.message).toBe(
      'The base URL cannot be used: sitemaps are published over http or https, not ftp:.',
    );
  });

  // The UI probe: one mistake in the pattern was two errors, one naming a table "table".
  it('says a file name pattern that cannot be used once, and builds nothing with it', async () => {
    const tables = [{ id: 't', name: 'exp', rows: rows(3) }];
    for (const fileNamePattern of ['sub/dir-{table}-{n}.xml.gz', '../escape-{n}.xml.gz', 'sitemap-{table}.xml.gz']) {
      const preview = await previewExport(request(tables, { fileNamePattern }));
      expect(preview.problems.filter((item) => item.severity === 'error').map((item) => item.code)).toEqual([
        'file-name-pattern-invalid',
      ]);
      expect(preview.files).toEqual([]);
    }
  });

  // The UI probe and the review: a text sitemap of a news table was split at 1,000, then (split by the
  // setting) warned of as a news sitemap over Google's 1,000; it writes no news entries.
  it('takes a text export of a news table as no news sitemap: one file, and no news warning', async () => {
    // Recent news of no deprecated field: the news warning would be the one warning of an XML export.
    const today = new Date(NOW).toISOString().slice(0, 10);
    const recent = { ...fullRow(0).news!, genres: null, keywords: null, stock_tickers: null, publication_date: today };
    const news = rows(1_500, (i) => ({ news: { ...recent, title: `Story ${i}` } }));
    const tables = [{ id: 't', name: 'news', rows: news }];
    const sitemaps = (preview: ExportPreview) =>
      preview.files.filter((file) => file.kind === 'sitemap').map((file) => file.urlCount);
    const text = await previewExport(request(tables, { format: 'text' }), { now: () => NOW });
    expect(sitemaps(text)).toEqual([1_500]);
    expect(text.problems.map((item) => item.code)).toEqual(['text-fields-not-written']);
    const unsplit = await previewExport(request(tables, { splitNewsSitemaps: false }), { now: () => NOW });
    expect(unsplit.problems.map((item) => item.code)).toEqual(['news-sitemap-too-large']);
    const xml = await previewExport(request(tables), { now: () => NOW });
    expect(sitemaps(xml)).toEqual([1_000, 500]);
  });

  it('counts what the gate will say, errors listed first, and the export refuses the same errors', async () => {
    const input = request(
      [
        {
          id: 't',
          name: 'pages',
          rows: [
            emptyRow('https://example.com/a'),
            emptyRow('https://example.com/a'), // duplicate: a warning
            emptyRow('https://other.example/b'), // not under the base URL: an error
            { ...emptyRow('https://example.com/admin/x') }, // blocked by robots.txt: a warning
            { ...emptyRow('https://example.com/c'), priority: '2' }, // an error
          ],
        },
      ],
      { outputFolder: '' },
      'User-agent: *\nDisallow: /admin\n',
    );
    const preview = await previewExport(input, { now: () => NOW });
    expect(preview.errors).toBe(3); // the two rows, and the missing output folder
    expect(preview.warnings).toBe(2);
    expect(preview.problems.map((item) => item.severity)).toEqual(['error', 'error', 'error', 'warning', 'warning']);
    expect(preview.problems.map((item) => item.code)).toEqual([
      'output-folder-missing',
      'loc-outside-base',
      'priority-out-of-range',
      'loc-blocked-by-robots',
      'loc-duplicate',
    ]);
    // The files are still foreseen, so their sizes show while the problems are fixed.
    expect(preview.files.map((file) => file.name)).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);

    const refused = await exportProject(input, { now: () => NOW });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems).toEqual(preview.problems.filter((item) => item.severity === 'error'));
  });

  it('names the row that cannot fit in any file, as the export would', async () => {
    const huge = { ...emptyRow('https://example.com/huge'), extra: [`<x:x xmlns:x="urn:x">${'a'.repeat(3000)}</x:x>`] };
    const input = request([{ id: 't', name: 'big', rows: [emptyRow('https://example.com/'), huge] }], {
      maxBytes: 2048,
    });
    const preview = await previewExport(input, { now: () => NOW });
    expect(preview).toMatchObject({
      files: [],
      errors: 1,
      problems: [{ code: 'entry-too-large', place: { table: 'big', row: 2 } }],
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      previewExport(request([{ id: 't', name: 'p', rows: rows(25_000) }]), { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
  });
});
