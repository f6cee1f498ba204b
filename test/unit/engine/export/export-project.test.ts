import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject, type ExportOptions } from '../../../../electron/engine/export/export-project';
import type { ExportRequest } from '../../../../shared/export-types';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { inThreadCodec, type FileCodec } from '../../../../electron/engine/export/file-codec';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../shared/export-settings';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { useTempDir } from '../../../support/use-temp-dir';
import { fullRow } from '../../../support/full-row';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { problemText } from '../../../../shared/problems';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';

const temp = useTempDir();

const NOW = Date.UTC(2026, 10, 21);
const rows = (count: number, make: (i: number) => Partial<UrlRow> = () => ({})): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({ ...emptyRow(`https://example.com/p/${i}`), ...make(i) }));

async function run(
  folder: string,
  tables: ExportRequest['tables'],
  settings: Partial<ExportSettings> = {},
  extra: Partial<ExportRequest> = {},
  options: ExportOptions = {},
) {
  return exportProject(
    {
      projectId: 'project-1',
      tables,
      settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, ...settings },
      robotsTxt: null,
      ...extra,
    },
    { now: () => NOW, ...options },
  );
}

/** Every file of a folder with its bytes, to compare a folder before and after. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  const files: Record<string, string> = {};
  for (const name of entries.sort()) files[name] = (await readFile(join(folder, name))).toString('base64');
  return files;
}

const gunzipText = async (path: string): Promise<string> => gunzipSync(await readFile(path)).toString('utf8');

/** A disk on which writing any file whose path ends with `suffix` fails; the others are written. */
const diskFailingFor =
  (suffix: string) =>
  (path: string): Writable =>
    path.endsWith(suffix)
      ? new Writable({ write: (_chunk, _encoding, callback) => callback(new Error('EIO: i/o error')) })
      : createWriteStream(path);

/** The in-thread codec with another way of sealing files. */
const codecSealingWith = (seal: FileCodec['seal']): FileCodec => ({ compress: inThreadCodec.compress, seal });

describe('exportProject: splitting at the protocol limits', () => {
  it('puts exactly 50,000 URLs in one file, and 50,001 in two', async () => {
    const dir = temp.path();
    const one = await run(join(dir, 'a'), [{ id: 't', name: 'pages', rows: rows(50_000) }]);
    expect(one.ok && one.report.files.map((file) => [file.name, file.urlCount])).toEqual([
      ['sitemap-pages-1.xml.gz', 50_000],
      ['sitemap_index.xml', 1],
    ]);
    const two = await run(join(dir, 'b'), [{ id: 't', name: 'pages', rows: rows(50_001) }]);
    expect(two.ok && two.report.files.map((file) => [file.name, file.urlCount])).toEqual([
      ['sitemap-pages-1.xml.gz', 50_000],
      ['sitemap-pages-2.xml.gz', 1],
      ['sitemap_index.xml', 2],
    ]);
    const second = await gunzipText(join(dir, 'b', 'sitemap-pages-2.xml.gz'));
    expect(second).toContain('<loc>https://example.com/p/50000</loc>');
  });

  it('splits by bytes exactly: a file one byte over the limit becomes two, non-ASCII counted in bytes', async () => {
    const dir = temp.path();
    // Raw non-ASCII in a loc is a warning (not escaped), so it still exports; each é is two bytes.
    const table = { id: 't', name: 'cafés', rows: rows(40, (i) => ({ loc: `https://example.com/café/${i}` })) };
    const fits = await run(join(dir, 'probe'), [table], { gzip: false });
    const size = fits.ok ? fits.report.files[0]!.uncompressedBytes : 0;
    expect(size).toBe((await readFile(join(dir, 'probe', 'sitemap-cafes-1.xml'))).length);
    expect(size).toBeGreaterThan(40 * 50);
    const exact = await run(join(dir, 'exact'), [table], { gzip: false, maxBytes: size });
    expect(exact.ok && exact.report.files.filter((f) => f.kind === 'sitemap')).toHaveLength(1);
    const over = await run(join(dir, 'over'), [table], { gzip: false, maxBytes: size - 1 });
    expect(over.ok && over.report.files.filter((f) => f.kind === 'sitemap').map((f) => f.urlCount)).toEqual([39, 1]);
    if (over.ok) for (const file of over.report.files) expect(file.uncompressedBytes).toBeLessThanOrEqual(size - 1);
  });

  it('refuses a row that alone is larger than a file may be, naming the row, and writes nothing', async () => {
    const dir = temp.path();
    const images = Array.from({ length: 900 }, (_, i) => ({
      loc: `https://example.com/i/${i}.jpg`,
      caption: 'x'.repeat(1200),
      geo_location: null,
      title: null,
      license: null,
      extra: [],
    }));
    const result = await run(
      join(dir, 'out'),
      [
        {
          id: 't',
          name: 'big',
          rows: [emptyRow('https://example.com/'), { ...emptyRow('https://example.com/g'), images }],
        },
      ],
      { maxBytes: 1024 * 1024 },
    );
    expect(result).toMatchObject({
      ok: false,
      problems: [{ severity: 'error', code: 'entry-too-large', place: { table: 'big', row: 2 } }],
    });
    expect(await snapshot(join(dir, 'out'))).toEqual({});
  });

  it('packs entries with many images and alternates within the limit, and reads them back whole', async () => {
    const dir = temp.path();
    const heavy = (n: number): UrlRow => ({
      ...emptyRow(`https://example.com/gallery/${n}`),
      images: Array.from({ length: 1000 }, (_, i) => ({
        loc: `https://example.com/img/${n}/${i}.jpg`,
        caption: null,
        geo_location: null,
        title: null,
        license: null,
        extra: [],
      })),
      alternates: Array.from({ length: 200 }, (_, i) => ({
        rel: 'alternate',
        hreflang: i === 0 ? 'x-default' : 'en',
        href: `https://example.com/${i}/gallery/${n}`,
      })),
    });
    const result = await run(
      join(dir, 'out'),
      [{ id: 't', name: 'gallery', rows: Array.from({ length: 30 }, (_, n) => heavy(n)) }],
      { maxBytes: 1024 * 1024 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sitemaps = result.report.files.filter((file) => file.kind === 'sitemap');
    expect(sitemaps.length).toBeGreaterThan(1);
    for (const file of sitemaps) expect(file.uncompressedBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(sitemaps.reduce((sum, file) => sum + file.urlCount, 0)).toBe(30);
    const last = await gunzipText(join(dir, 'out', sitemaps.at(-1)!.name));
    expect(last.match(/<image:image>/g)).toHaveLength(1000 * sitemaps.at(-1)!.urlCount);
  });

  it('refuses more than 50,000 sitemaps: indexes cannot nest', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [{ id: 't', name: 'p', rows: rows(50_001) }], {
      maxUrls: 1,
      gzip: false,
    });
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'too-many-sitemaps' }] });
    expect(result.ok ? '' : result.problems[0]!.message).toContain('needs at least 50,001 sitemaps');
    expect(await readdir(dir)).toEqual([]); // refused before a file was staged
  });

  // The probe: --text wrote the locs alone, every other field gone, and said nothing.
  it('warns, with how many, of the rows a text sitemap writes as their locs alone, from rows or columns', async () => {
    const dir = temp.path();
    const mixed = rows(
      5,
      (i) => [{}, { lastmod: '2026-01-01' }, { images: fullRow(i).images }, {}, { priority: '0.5' }][i]!,
    );
    for (const [name, table] of [
      ['objects', mixed],
      ['columns', UrlColumns.fromRows(mixed)],
    ] as const) {
      const result = await run(join(dir, name), [{ id: 't', name: 'p', rows: table }], { format: 'text' });
      const told = result.ok ? result.warnings.filter((found) => found.code === 'text-fields-not-written') : null;
      expect(told?.map((found) => [found.code, found.message])).toEqual([
        [
          'text-fields-not-written',
          '3 URLs hold more than their locs (a lastmod, changefreq, priority, images, videos, news, hreflang links or other elements), which a text sitemap cannot: only their locs are written. Export as XML to keep the rest.',
        ],
      ]);
    }
    const plain = await run(join(dir, 'plain'), [{ id: 't', name: 'p', rows: rows(3) }], { format: 'text' });
    expect(plain.ok && plain.warnings).toEqual([]);
  });

  it('refuses a folder that is not a full path where the request asks for one (the app), taking no folder', async () => {
    const dir = temp.path();
    const relative = join(basename(dir), 'out');
    const request = (fullFolderPath: boolean) => ({
      projectId: 'p',
      tables: [{ id: 't', name: 'p', rows: rows(2) }],
      settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: relative },
      robotsTxt: null,
      fullFolderPath,
    });
    const cwd = process.cwd();
    process.chdir(join(dir, '..'));
    try {
      const refused = await exportProject(request(true), { now: () => NOW });
      expect(refused).toMatchObject({ ok: false, problems: [{ code: 'output-folder-not-full' }] });
      expect(await readdir(dir)).toEqual([]);
      // The command line's relative folder is its working folder's.
      expect((await exportProject(request(false), { now: () => NOW })).ok).toBe(true);
      expect(await readdir(join(dir, 'out'))).toContain('sitemap_index.xml');
    } finally {
      process.chdir(cwd);
    }
  });

  // The probe: a base of 2,030 characters, its locs within the limit, gave an index listing a sitemap
  // URL of 2,049 characters, which the schema refuses.
  it('refuses an index that would list a sitemap URL past the loc limit, writing nothing', async () => {
    const dir = temp.path();
    const base = (length: number) => `https://example.com/${'d'.repeat(length - 'https://example.com/'.length - 1)}/`;
    const tables = (baseUrl: string) => [{ id: 't', name: 'p', rows: [emptyRow(`${baseUrl}a`)] }];
    const fits = base(2_047 - 'sitemap-p-1.xml.gz'.length);
    expect((await run(join(dir, 'fits'), tables(fits), { baseUrl: fits })).ok).toBe(true);
    const over = base(2_048 - 'sitemap-p-1.xml.gz'.length);
    const result = await run(join(dir, 'out'), tables(over), { baseUrl: over });
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'sitemap-url-too-long' }] });
    expect(result.ok ? '' : result.problems[0]!.message).toBe(
      'The index would list sitemap-p-1.xml.gz as a URL of 2,048 characters; sitemaps allow fewer than 2,048. Choose a shorter base URL or file name pattern.',
    );
    expect(await readdir(dir)).toEqual(['fits']);
  });
});

describe('exportProject: what it writes', () => {
  // The review: a project saved before the import read an empty lastmod as absent holds '' still,
  // which was written as <lastmod></lastmod>: the schema refuses it.
  it('writes an empty lastmod, changefreq or priority as absent, from rows and from columns', async () => {
    const dir = temp.path();
    const held = rows(2, (i) => (i === 0 ? { lastmod: '', changefreq: '', priority: '' } : {}));
    for (const [name, table] of [
      ['objects', held],
      ['columns', UrlColumns.fromRows(held)],
    ] as const) {
      expect((await run(join(dir, name), [{ id: 't', name: 'p', rows: table }], { gzip: false })).ok).toBe(true);
      const written = await readFile(join(dir, name, 'sitemap-p-1.xml'), 'utf8');
      expect(written).toContain('<url><loc>https://example.com/p/0</loc></url>');
    }
  });

  it('gives byte-identical files for the same rows and settings', async () => {
    const dir = temp.path();
    const tables = [
      { id: 't', name: 'pages', rows: rows(1000, (i) => ({ lastmod: '2026-01-02', priority: `0.${i % 10}` })) },
    ];
    await run(join(dir, 'one'), tables);
    await run(join(dir, 'two'), tables);
    const [one, two] = [await snapshot(join(dir, 'one')), await snapshot(join(dir, 'two'))];
    delete one[MANIFEST_NAME];
    delete two[MANIFEST_NAME];
    expect(one).toEqual(two);
    const gz = await readFile(join(dir, 'one', 'sitemap-pages-1.xml.gz'));
    expect([...gz.subarray(4, 10)]).toEqual([0, 0, 0, 0, 0, 0xff]); // no time stamp; OS "unknown"
    expect(gz[3]! & 0x08).toBe(0); // no file name
  });

  it('lists every sitemap in the index by absolute URL with its newest lastmod', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [
      {
        id: 'a',
        name: 'Pages',
        rows: rows(3, (i) => ({ lastmod: ['2025-01-01', '2026-03-04T10:00:00+02:00', '2026-03-04'][i]! })),
      },
      { id: 'b', name: 'Posts', rows: rows(2, (i) => ({ loc: `https://example.com/post/${i}` })) },
    ]);
    expect(result.ok && result.report.indexUrl).toBe('https://example.com/sitemap_index.xml');
    expect(await readFile(join(dir, 'out', 'sitemap_index.xml'), 'utf8')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://example.com/sitemap-pages-1.xml.gz</loc><lastmod>2026-03-04T10:00:00+02:00</lastmod></sitemap>\n' +
        '<sitemap><loc>https://example.com/sitemap-posts-1.xml.gz</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('gives each split file the newest lastmod of its own rows, not of the row that started the next', async () => {
    const dir = temp.path();
    const lastmods = ['2024-01-01', '2024-06-01', '2025-01-01', '2023-01-01', '2022-01-01'];
    const result = await run(
      join(dir, 'out'),
      [{ id: 't', name: 'p', rows: rows(5, (i) => ({ lastmod: lastmods[i]! })) }],
      {
        maxUrls: 2,
      },
    );
    expect(result.ok).toBe(true);
    const index = await readFile(join(dir, 'out', 'sitemap_index.xml'), 'utf8');
    expect([...index.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual([
      '2024-06-01',
      '2025-01-01',
      '2022-01-01',
    ]);
  });

  it('escapes what XML needs and declares only the namespaces a file uses', async () => {
    const dir = temp.path();
    await run(
      join(dir, 'out'),
      [
        {
          id: 't',
          name: 'p',
          rows: [
            {
              ...emptyRow('https://example.com/?a=1&b=<2>'),
              alternates: [{ rel: 'alternate', hreflang: 'de', href: 'https://example.com/de?x="1"' }],
            },
          ],
        },
      ],
      { gzip: false, fileNamePattern: 'sitemap-{n}.xml' },
    );
    const xml = await readFile(join(dir, 'out', 'sitemap-1.xml'), 'utf8');
    expect(xml).toContain('<loc>https://example.com/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de?x=&quot;1&quot;"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toContain('xmlns:image');
  });

  it("writes text sitemaps, and a robots.txt with the index added to the project's", async () => {
    const dir = temp.path();
    const result = await run(
      join(dir, 'out'),
      [{ id: 't', name: 'p', rows: rows(2) }],
      { format: 'text', gzip: false, fileNamePattern: 'urls-{n}.txt', writeRobotsTxt: true },
      { robotsTxt: 'User-agent: *\nDisallow: /admin' },
    );
    expect(result.ok).toBe(true);
    expect(await readFile(join(dir, 'out', 'urls-1.txt'), 'utf8')).toBe(
      'https://example.com/p/0\nhttps://example.com/p/1\n',
    );
    expect(await readFile(join(dir, 'out', 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /admin\nSitemap: https://example.com/sitemap_index.xml\n',
    );
  });
});

describe('exportProject: the gate and safe writing', () => {
  it('writes nothing when a row has an error, and returns every error with its place', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [
      {
        id: 't',
        name: 'p',
        rows: [emptyRow('https://other.com/'), { ...emptyRow('https://example.com/'), priority: '2' }],
      },
    ]);
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { code: 'loc-outside-base', place: { table: 'p', row: 1, field: 'loc' } },
        { code: 'priority-out-of-range', place: { table: 'p', row: 2, field: 'priority' } },
      ],
    });
    expect(await readdir(dir)).toEqual([]); // the files staged meanwhile are gone too
  });

  it('reports a row too large together with the errors of rows after it', async () => {
    const dir = temp.path();
    const huge = { ...emptyRow('https://example.com/huge'), extra: [`<x:x xmlns:x="urn:x">${'y'.repeat(2000)}</x:x>`] };
    const result = await run(
      join(dir, 'out'),
      [{ id: 't', name: 'p', rows: [huge, { ...emptyRow('https://example.com/late'), changefreq: 'often' }] }],
      { maxBytes: 1024 },
    );
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { code: 'changefreq-invalid', place: { table: 'p', row: 2, field: 'changefreq' } },
        { code: 'entry-too-large', place: { table: 'p', row: 1 } },
      ],
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('reports settings it cannot export with together with every row error, and builds nothing', async () => {
    const dir = temp.path();
    const result = await run(
      join(dir, 'out'),
      [{ id: 't', name: 'p', rows: [{ ...emptyRow('https://example.com/'), priority: '7' }] }],
      { maxUrls: 0 },
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((item) => item.code)).toEqual(
      expect.arrayContaining(['priority-out-of-range']),
    );
    expect(result.ok ? [] : result.problems.some((item) => item.place?.field === 'settings')).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a name a table and its pattern make that Windows keeps for a device, and writes nothing', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [{ id: 't', name: 'COM', rows: rows(1) }], {
      fileNamePattern: '{table}{n}.xml',
      gzip: false,
    });
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'file-name-invalid', place: { table: 'COM' } }] });
    expect(result.ok ? '' : result.problems[0]!.message).toContain('"com1.xml", which is reserved on Windows');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses names that differ only in case or in Unicode form: Windows and macOS hold them as one file', async () => {
    const dir = temp.path();
    const clashes: [Partial<ExportSettings>, string, string][] = [
      [{ tableFileNamePatterns: { a: 'Pages-{n}.xml', b: 'pages-{n}.xml' } }, 'pages-1.xml', 'Pages-1.xml'],
      [{ tableFileNamePatterns: { a: 'caf\u00e9-{n}.xml', b: 'cafe\u0301-{n}.xml' } }, 'café', 'café'],
      [
        { tableFileNamePatterns: { a: 'Sitemap_Index.xml{n}' }, indexName: 'sitemap_index.xml1' },
        'index',
        'Sitemap_Index.xml1',
      ],
    ];
    for (const [settings, ...named] of clashes) {
      const tables = ['a', 'b'].map((id) => ({
        id,
        name: id,
        rows: rows(1, () => ({ loc: `https://example.com/${id}` })),
      }));
      const result = await run(join(dir, 'out'), tables, { gzip: false, ...settings });
      expect(result).toMatchObject({ ok: false, problems: [{ code: 'file-name-clash' }] });
      for (const name of named) expect(result.ok ? '' : result.problems[0]!.message).toContain(name);
      expect(await readdir(dir)).toEqual([]);
    }
    // An index by robots.txt's name, in any case, is refused as a setting before any name is made, robots.txt written or not.
    for (const writeRobotsTxt of [true, false]) {
      const tables = [{ id: 'a', name: 'a', rows: rows(1, () => ({ loc: 'https://example.com/a' })) }];
      const result = await run(join(dir, 'out'), tables, { gzip: false, indexName: 'Robots.txt', writeRobotsTxt });
      expect(result).toMatchObject({ ok: false, problems: [{ code: 'index-name-invalid' }] });
      expect(await readdir(dir)).toEqual([]);
    }
  });

  // The probe: an index whose lastmod was a row's time of minutes failed the index schema (xmllint).
  it("writes the index's lastmod with seconds, the same instant, and each row's as it was written", async () => {
    const dir = temp.path();
    const lastmods = ['2024-01-01T10:00Z', '2024-01-02T10:00+02:00', '2023-12'];
    const tables = [{ id: 't', name: 'p', rows: rows(3, (i) => ({ lastmod: lastmods[i]! })) }];
    expect((await run(join(dir, 'out'), tables, { gzip: false })).ok).toBe(true);
    const index = await readFile(join(dir, 'out', 'sitemap_index.xml'), 'utf8');
    expect(index).toContain('<lastmod>2024-01-02T10:00:00+02:00</lastmod>');
    const sitemap = await readFile(join(dir, 'out', 'sitemap-p-1.xml'), 'utf8');
    for (const lastmod of lastmods) expect(sitemap).toContain(`<lastmod>${lastmod}</lastmod>`);
  });

  // The probe: "Blog" and "blog", or two names of no Latin letter, were refused as a clash no pattern could mend.
  it('gives tables of one name in file names each their own, in their order: -2, -3… past any name taken', async () => {
    const dir = temp.path();
    const names = ['Blog', 'blog', '日本', '中文', 'sitemap', 'sitemap-2', 'Sitemap'];
    const tables = names.map((name, i) => ({
      id: `t${i}`,
      name,
      rows: rows(1, () => ({ loc: `https://example.com/${i}` })),
    }));
    const result = await run(join(dir, 'out'), tables, { gzip: false });
    expect(
      result.ok && result.report.files.filter((file) => file.kind === 'sitemap').map((file) => [file.table, file.name]),
    ).toEqual([
      ['Blog', 'sitemap-blog-1.xml'],
      ['blog', 'sitemap-blog-2-1.xml'],
      ['日本', 'sitemap-table-1.xml'],
      ['中文', 'sitemap-table-2-1.xml'],
      ['sitemap', 'sitemap-sitemap-1.xml'],
      ['sitemap-2', 'sitemap-sitemap-2-1.xml'],
      ['Sitemap', 'sitemap-sitemap-3-1.xml'],
    ]);
    // The review: names that could never clash (another pattern, or one without {table}) stay as they were.
    const patterns = { tableFileNamePatterns: { a: 'archive-{n}.xml', b: 'news-{table}-{n}.xml' } };
    const apart = ['Posts', 'posts'].map((name, i) => ({ id: 'ab'[i]!, name, rows: rows(1) }));
    const separate = await run(join(dir, 'apart'), apart, { gzip: false, ...patterns });
    expect(separate.ok && separate.report.files.map((file) => file.name)).toEqual([
      'archive-1.xml',
      'news-posts-1.xml',
      'sitemap_index.xml',
    ]);
  });

  // The local probe: a table named with 300 letters (or a file name of 250 bytes) made a file name no file
  // system holds, and the export failed blaming --out.
  it('cuts a long table name in file names to fit 255 bytes at any file number, each table still its own', async () => {
    const dir = temp.path();
    const long = 'é'.repeat(300);
    const tables = [long, `${long}!`].map((name, i) => ({
      id: `t${i}`,
      name,
      rows: rows(1, () => ({ loc: `https://example.com/${i}` })),
    }));
    const result = await run(join(dir, 'out'), tables, {});
    const names = result.ok
      ? result.report.files.filter((file) => file.kind === 'sitemap').map((file) => file.name)
      : [];
    const slug = 'e'.repeat(234);
    expect(names).toEqual([`sitemap-${slug}-1.xml.gz`, `sitemap-${slug.slice(0, 232)}-2-1.xml.gz`]);
    // {n} of the most files an index lists still fits.
    expect(Buffer.byteLength(names[0]!.replace('-1.xml', '-50000.xml'))).toBe(255);
  });

  it('gives a table whose id is a name every object has (a project file chose it) the default pattern', async () => {
    const dir = temp.path();
    const tables = ['constructor', '__proto__', 'toString'].map((id, i) => ({
      id,
      name: `t${i}`,
      rows: rows(1, () => ({ loc: `https://example.com/${id}` })),
    }));
    const result = await run(join(dir, 'out'), tables, {
      gzip: false,
      tableFileNamePatterns: { toString: 'own-{n}.xml' },
    });
    expect(result.ok).toBe(true);
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(
      [MANIFEST_NAME, 'own-1.xml', 'sitemap-t0-1.xml', 'sitemap-t1-1.xml', 'sitemap_index.xml'].sort(),
    );
  });

  it('checks every table in order: duplicates across tables are warnings naming the first table', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [
      { id: 'a', name: 'first', rows: [emptyRow('https://example.com/x')] },
      { id: 'b', name: 'second', rows: [emptyRow('https://EXAMPLE.com:443/x'), emptyRow('https://example.com/y')] },
    ]);
    expect(result).toMatchObject({
      ok: true,
      warnings: [{ code: 'loc-duplicate-normalised', place: { table: 'second', row: 1, field: 'loc' } }],
    });
    expect(result.ok && result.warnings[0]!.message).toContain('table "first", row 1');
  });

  it('returns warnings with a successful export', async () => {
    const dir = temp.path();
    const result = await run(join(dir, 'out'), [
      { id: 't', name: 'p', rows: [emptyRow('https://example.com/'), emptyRow('https://example.com/')] },
    ]);
    expect(result).toMatchObject({ ok: true, warnings: [{ code: 'loc-duplicate', place: { row: 2 } }] });
  });

  it("removes this project's files from its last export, and touches nothing else", async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    await run(out, [{ id: 't', name: 'p', rows: rows(3) }], { maxUrls: 1 });
    await writeFile(join(out, 'keep-me.html'), 'mine');
    await run(out, [{ id: 't', name: 'p', rows: rows(1) }], { maxUrls: 1 });
    expect(Object.keys(await snapshot(out))).toEqual([
      MANIFEST_NAME,
      'keep-me.html',
      'sitemap-p-1.xml.gz',
      'sitemap_index.xml',
    ]);
    expect(await readFile(join(out, 'keep-me.html'), 'utf8')).toBe('mine');
  });

  it('leaves the folder exactly as it was when the disk fails half-way', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    await run(out, [{ id: 't', name: 'p', rows: rows(5) }], { maxUrls: 2 });
    await writeFile(join(out, 'other.txt'), 'untouched');
    const before = await snapshot(out);
    let writes = 0;
    const failing = (): Writable =>
      new Writable({
        write(_chunk, _encoding, callback) {
          writes += 1;
          callback(writes === 2 ? new Error('ENOSPC: no space left on device') : null);
        },
      });
    await expect(
      run(out, [{ id: 't', name: 'p', rows: rows(9) }], { maxUrls: 2 }, {}, { openWrite: failing }),
    ).rejects.toThrow('ENOSPC');
    expect(await snapshot(out)).toEqual(before);
    expect((await readdir(dir)).sort()).toEqual(['out']); // no staging folder left beside it
  });

  it('tells a full disk met while staging as about the file in the target, not the hidden staging folder', async () => {
    const out = join(temp.path(), 'out');
    const cases: [string, (staged: string) => NodeJS.ErrnoException][] = [
      // A write names no file (Node's errors of a write); an open names the path it was given.
      [
        'a write',
        () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' }),
      ],
      [
        'an open',
        (staged) =>
          Object.assign(new Error(`ENOSPC: no space left on device, open '${staged}'`), {
            code: 'ENOSPC',
            syscall: 'open',
            path: staged,
          }),
      ],
    ];
    for (const [what, fault] of cases) {
      let staged = '';
      const failing = (path: string): Writable => {
        staged = path;
        return new Writable({ write: (_chunk, _encoding, callback) => callback(fault(path)) });
      };
      const error = (await run(out, [{ id: 't', name: 'p', rows: rows(3) }], {}, {}, { openWrite: failing }).catch(
        (caught: unknown) => caught,
      )) as NodeJS.ErrnoException;
      expect(staged, what).toContain('.sitemap-studio-staging');
      expect(error.code, what).toBe('ENOSPC');
      expect(error.path, what).toBe(join(out, basename(staged)));
      expect(error.message, what).not.toContain('.sitemap-studio-staging');
    }
  });

  it('tells a folder removed or moved away mid-export as such, not as another export holding it', async () => {
    for (const away of ['removed', 'moved'] as const) {
      const dir = temp.path();
      const out = join(dir, 'out');
      let opened = 0;
      // Between the first and the second staged file the folder goes: deleted, or moved by a sync program.
      const goingAway = (path: string): Writable => {
        if (opened++ === 1)
          if (away === 'removed') rmSync(out, { recursive: true, force: true });
          else renameSync(out, join(dir, 'elsewhere'));
        return createWriteStream(path);
      };
      const outcome = await run(
        out,
        [{ id: 't', name: 'p', rows: rows(120) }],
        { maxUrls: 50 },
        {},
        { openWrite: goingAway },
      );
      expect(outcome.ok).toBe(false);
      const told = outcome.ok ? [] : outcome.problems;
      expect(told.map((problem) => problem.code)).toEqual(['export-folder-gone']);
      expect(problemText(told[0]!)).toBe(
        `${out} was removed or moved away while it was exported (by hand, by a sync program, or a drive that went away); nothing was exported there. Check where the folder is and export again.`,
      );
      expect(await readdir(dir)).toEqual(away === 'removed' ? [] : ['elsewhere']);
    }
  });

  it('stops soon after a disk failure in a large table, leaving nothing behind and no rejection unheard', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    let opened = 0;
    const failingFirst = (path: string): Writable => {
      opened += 1;
      return diskFailingFor('-1.xml')(path);
    };
    await expect(
      run(
        out,
        [{ id: 't', name: 'p', rows: rows(100_000) }],
        { maxUrls: 1000, gzip: false },
        {},
        { openWrite: failingFirst },
      ),
    ).rejects.toThrow('EIO');
    expect(opened).toBeLessThan(100); // it stopped packing before the end of the table
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes nothing after it has given up, even for a file still being compressed then', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    const slowSecond = codecSealingWith(async (bytes, request) => {
      const late = bytes.includes('/p/2<'); // read now: the packer reuses these bytes for the next file
      const sealed = await inThreadCodec.seal(bytes, request);
      if (late) await new Promise((resolve) => setTimeout(resolve, 200));
      return sealed;
    });
    await expect(
      run(
        out,
        [{ id: 't', name: 'p', rows: rows(6) }],
        { maxUrls: 2 },
        {},
        { codec: slowSecond, openWrite: diskFailingFor('-1.xml.gz') },
      ),
    ).rejects.toThrow('EIO');
    expect(await readdir(dir)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await readdir(dir)).toEqual([]);
  });

  it('reads every file back: a disk that changes a byte is caught, and the folder is left as it was', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    await run(out, [{ id: 't', name: 'p', rows: rows(5) }], { maxUrls: 2 });
    const before = await snapshot(out);
    const corrupting = (path: string): Writable => {
      const file = createWriteStream(path);
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          const copy = Buffer.from(chunk);
          if (path.endsWith('-2.xml.gz')) copy[copy.length - 1]! ^= 0xff;
          file.write(copy, callback);
        },
        final(callback) {
          file.end(callback);
        },
      });
    };
    await expect(
      run(out, [{ id: 't', name: 'p', rows: rows(7) }], { maxUrls: 2 }, {}, { openWrite: corrupting }),
    ).rejects.toThrow('sitemap-p-2.xml.gz was not written as built.');
    expect(await snapshot(out)).toEqual(before);
    expect((await readdir(dir)).sort()).toEqual(['out']);
  });

  it('refuses a file whose gzip does not hold what was packed, before anything is moved in', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    // A codec that loses the last entry of each file: what it writes is a valid gzip, of the wrong thing.
    const lossy = codecSealingWith(async (bytes, request) => {
      const text = bytes.toString('utf8');
      const cut = text.lastIndexOf('<url>');
      return inThreadCodec.seal(Buffer.from(text.slice(0, cut) + text.slice(text.indexOf('</urlset>'))), request);
    });
    await expect(run(out, [{ id: 't', name: 'p', rows: rows(3) }], {}, {}, { codec: lossy })).rejects.toThrow(
      /sitemap-p-1\.xml\.gz reads back as 2 entries in \d+ bytes, not 3 in \d+/,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves the folder as it was when cancelled, and does not create it', async () => {
    const dir = temp.path();
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportProject(
        {
          projectId: 'p',
          tables: [{ id: 't', name: 'p', rows: rows(10) }],
          settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: join(dir, 'new') },
          robotsTxt: null,
        },
        { signal: controller.signal },
      ),
    ).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('a table held as columns (the app uploads its tables this way)', () => {
  it('exports the very bytes its rows as objects give, read a window at a time', async () => {
    // Every field and extension, over more rows than one window, split by URLs and by bytes.
    const objects = rows(120_003, (i) => ({ ...(i % 997 === 0 ? fullRow(i) : {}), loc: `https://example.com/p/${i}` }));
    const settings = { maxUrls: 45_000 };
    const asRows = await run(join(temp.path(), 'rows'), [{ id: 't', name: 'pages', rows: objects }], settings);
    const asColumns = await run(
      join(temp.path(), 'columns'),
      [{ id: 't', name: 'pages', rows: UrlColumns.fromRows(objects) }],
      settings,
    );
    expect(asRows.ok && asColumns.ok).toBe(true);
    const written = await snapshot(join(temp.path(), 'columns'));
    expect(Object.keys(written)).toContain('sitemap-pages-3.xml.gz');
    const expected = await snapshot(join(temp.path(), 'rows'));
    // The manifest names the files by their identity on disk (folder-specific); every other byte is the same.
    delete written[MANIFEST_NAME];
    delete expected[MANIFEST_NAME];
    expect(written).toEqual(expected);
  }, 60_000); // two exports of 120,003 rows on this thread: 5.6 s under a load of 12, past vitest's 5 s
});

describe('exportProject into a folder taken first', () => {
  it('writes through the folder as it was made, and takes no openWrite beside it (it would be ignored)', async () => {
    const out = join(temp.path(), 'out');
    const staging = new StagedFolder(out, { openWrite: diskFailingFor('-1.xml') });
    await expect(run(out, [{ id: 't', name: 'p', rows: rows(3) }], { gzip: false }, {}, { staging })).rejects.toThrow(
      'EIO',
    );
    // @ts-expect-error: the folder's own openWrite is the one it writes through
    const both: ExportOptions = { staging, openWrite: diskFailingFor('nothing') };
    expect(both.staging).toBe(staging);
  });
});
