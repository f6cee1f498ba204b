import { describe, expect, it } from 'vitest';
import { progressView, sitemapsPacked } from '../../../../../renderer/src/export/progress-view';
import { settingsFieldMessages } from '../../../../../renderer/src/export/settings-fields';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { PreviewFile } from '../../../../../shared/export-types';
import { problemAt } from '../../../../../shared/problems';

const file = (kind: PreviewFile['kind'], urlCount: number): PreviewFile => ({
  name: `${kind}-${urlCount}`,
  kind,
  table: kind === 'sitemap' ? 't' : null,
  urlCount,
  uncompressedBytes: 1,
  writtenBytes: 1,
  gzip: false,
  estimated: false,
});

describe('sitemapsPacked', () => {
  const files = [file('sitemap', 50_000), file('sitemap', 10_000), file('sitemap', 5), file('index', 3)];
  it('counts the files whose rows are all packed, in export order, never the index', () => {
    expect(sitemapsPacked(files, 0)).toBe(0);
    expect(sitemapsPacked(files, 49_999)).toBe(0);
    expect(sitemapsPacked(files, 50_000)).toBe(1);
    expect(sitemapsPacked(files, 60_004)).toBe(2);
    expect(sitemapsPacked(files, 60_005)).toBe(3);
  });
});

describe('progressView', () => {
  // 60,005 rows in three sitemaps: main's job counts each row once checked and once written, of 120,010.
  const files = [file('sitemap', 50_000), file('sitemap', 10_000), file('sitemap', 5), file('index', 3)];
  const job = (done: number, total: number | null = 120_010) => ({ done, total });
  it('prepares, sends the rows, then checks them all before it writes one, then saves', () => {
    expect(progressView(null, false, files, 60_005)).toEqual({
      phase: 'preparing',
      bar: { done: 0, total: 60_005 },
      rows: { done: 0, total: 60_005 },
      packed: 0,
    });
    // Sent: the bar and the counts are the rows on their way to main.
    expect(progressView(job(30_000, 60_005), true, files, 60_005)).toEqual({
      phase: 'sending',
      bar: { done: 30_000, total: 60_005 },
      rows: { done: 30_000, total: 60_005 },
      packed: 0,
    });
    expect(progressView(job(0), false, files, 60_005)).toMatchObject({
      phase: 'checking',
      rows: { done: 0, total: 60_005 },
    });
    expect(progressView(job(60_004), false, files, 60_005)).toMatchObject({ phase: 'checking', packed: 0 });
    expect(progressView(job(60_005), false, files, 60_005)).toMatchObject({ phase: 'writing', rows: { done: 0 } });
    expect(progressView(job(110_005), false, files, 60_005)).toEqual({
      phase: 'writing',
      bar: { done: 110_005, total: 120_010 },
      rows: { done: 50_000, total: 60_005 },
      packed: 1,
    });
    expect(progressView(job(120_010), false, files, 60_005)).toMatchObject({
      phase: 'saving',
      rows: { done: 60_005, total: 60_005 },
      packed: 3,
    });
  });

  it("takes the project's URL count while main's job has no total yet", () => {
    expect(progressView(job(0, null), false, files, 60_005)).toMatchObject({
      bar: { done: 0, total: 60_005 },
      rows: { done: 0, total: 60_005 },
    });
  });
});

describe('settingsFieldMessages', () => {
  it('puts each setting problem under its field, a missing value as a hint and a wrong one as an error', () => {
    expect(settingsFieldMessages(DEFAULT_EXPORT_SETTINGS)).toEqual({
      baseUrl: { text: 'Set the base URL where the sitemaps will be published.', missing: true },
      outputFolder: { text: 'Choose the folder to export to.', missing: true },
    });
    expect(
      settingsFieldMessages({
        ...DEFAULT_EXPORT_SETTINGS,
        baseUrl: 'example.com',
        outputFolder: '/out',
        fileNamePattern: 'sitemap.xml',
        indexName: 'a/b.xml',
        maxUrls: 50_001,
        tableFileNamePatterns: { t1: 'bad' },
      }),
    ).toEqual({
      baseUrl: { text: 'The base URL cannot be used: "example.com" is not an absolute URL.', missing: false },
      fileNamePattern: { text: 'The file name pattern "sitemap.xml" needs {n}, the file\'s number.', missing: false },
      indexName: {
        text: 'The index name "a/b.xml" has a folder separator: files are written directly into the export folder.',
        missing: false,
      },
      maxUrls: { text: 'URLs per file must be a whole number from 1 to 50,000.', missing: false },
    });
  });

  // The probe: "~/probe-out" was written under the folder the app was started in, and said as typed.
  it('asks for a full path in the app: a relative one or one from ~ is an error under the field', () => {
    const folderMessage = (outputFolder: string) =>
      settingsFieldMessages({ ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder }).outputFolder;
    for (const folder of ['~/probe-out', 'exp/relative', './out', 'C:out', '~'])
      expect(folderMessage(folder), folder).toEqual({
        text: `Give the folder's full path (from / or a drive letter), or choose it: "${folder}" would be read from wherever the app was started.`,
        missing: false,
      });
    for (const folder of ['/srv/www', 'C:\\sites\\out', 'd:/out', '\\\\server\\share'])
      expect(folderMessage(folder), folder).toBeUndefined();
  });

  it("puts the preview's folder it cannot write in under the folder's field where certain, not where only permissions say no", () => {
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: '/srv/out' };
    const unwritable = (certain: boolean) =>
      problemAt({ file: '/srv/out' }, 'export-folder-unwritable', { folder: '/srv/out', reason: 'no', certain });
    expect(settingsFieldMessages(settings, [unwritable(true)]).outputFolder).toEqual({
      text: 'The export cannot write in /srv/out: no. Choose another folder.',
      missing: false,
    });
    expect(settingsFieldMessages(settings, [unwritable(false)]).outputFolder).toBeUndefined();
  });
});
