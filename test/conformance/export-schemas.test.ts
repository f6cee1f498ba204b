import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../electron/engine/export/export-project';
import { importSources } from '../../electron/engine/import/import-sources';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { emptyRow } from '../../shared/url-table';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { fullRow } from '../support/full-row';
import { useTempDir } from '../support/use-temp-dir';
import { xmllint } from '../support/xmllint';

const corpus = corpusDir();
if (!corpus) console.warn(CORPUS_MISSING);
const temp = useTempDir();

describe.skipIf(!corpus)('exported files validate against the official schemas (xmllint)', () => {
  it('a set with every extension field, split across files, and its index', async () => {
    const out = temp.path();
    const rows = [...Array.from({ length: 60 }, (_, n) => fullRow(n)), emptyRow('https://example.com/plain')];
    const result = await exportProject(
      {
        projectId: 'xsd',
        tables: [{ id: 'a', name: 'articles', rows }],
        settings: {
          ...DEFAULT_EXPORT_SETTINGS,
          baseUrl: 'https://example.com/',
          outputFolder: out,
          maxUrls: 25,
          xslHref: '/sitemap.xsl?a=1&b=2',
        },
        robotsTxt: null,
      },
      { now: () => Date.UTC(2026, 10, 21) },
    );
    expect(result.ok).toBe(true);
    const names = (await readdir(out)).filter((name) => name.endsWith('.gz'));
    expect(names).toHaveLength(3);
    for (const name of names) {
      const xml = join(out, name.replace(/\.gz$/, ''));
      await writeFile(xml, gunzipSync(await readFile(join(out, name))));
      const verdict = await xmllint(corpus!, xml, 'combined-urlset-with-extensions.xsd');
      expect(verdict.output).toContain('validates');
      expect(verdict.ok, verdict.output).toBe(true);
    }
    const index = await xmllint(corpus!, join(out, 'sitemap_index.xml'), 'combined-index-with-extensions.xsd');
    expect(index.ok, index.output).toBe(true);

    // Read back through the index, as a search engine would: the very same rows, every field.
    const reimported = await importSources([join(out, 'sitemap_index.xml')]);
    expect(reimported.problems.filter((item) => item.severity !== 'info')).toEqual([]);
    expect(reimported.files.flatMap((file) => file.rows)).toEqual(rows);
  });

  // The review: the index's lastmod is its file's newest row's, and a row of a year or a month alone
  // gave the index that form, which siteindex.xsd refuses (as it does a time without seconds).
  it("an index whose files' newest lastmods are a year, a month and a time of minutes", async () => {
    const out = temp.path();
    const newest = ['2024', '2023-12', '2024-05-01T10:30+02:00'];
    const tables = newest.map((lastmod, n) => ({
      id: `t${n}`,
      name: `t${n}`,
      rows: [
        { ...emptyRow(`https://example.com/${n}/old`), lastmod: '2001-02-03' },
        { ...emptyRow(`https://example.com/${n}/new`), lastmod },
      ],
    }));
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, gzip: false };
    const result = await exportProject({ projectId: 'forms', tables, settings, robotsTxt: null });
    expect(result.ok).toBe(true);
    const indexFile = join(out, 'sitemap_index.xml');
    const index = await readFile(indexFile, 'utf8');
    for (const lastmod of ['2024-01-01', '2023-12-01', '2024-05-01T10:30:00+02:00']) {
      expect(index).toContain(`<lastmod>${lastmod}</lastmod>`);
    }
    const verdict = await xmllint(corpus!, indexFile, 'siteindex.xsd');
    expect(verdict.ok, verdict.output).toBe(true);
    // The rows keep what was written: a year is the person's to change, not ours.
    expect(await readFile(join(out, 'sitemap-t0-1.xml'), 'utf8')).toContain('<lastmod>2024</lastmod>');
  });

  it('a source whose entries hold what no entry may (a second loc or priority, elements of the sitemap namespace or none) exports valid files, each row warned of', async () => {
    const dir = temp.path();
    const source = join(dir, 'source.xml');
    await writeFile(
      source,
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://example.com/a</loc><loc>https://example.com/b</loc><priority>0.5</priority><priority>0.7</priority></url>
<url><loc>https://example.com/c</loc><title>x</title><none xmlns="">y</none><s:extra>z</s:extra></url>
<url><loc>https://example.com/d</loc></url>
</urlset>
`,
    );
    const imported = await importSources([source]);
    const rows = imported.files.flatMap((file) => file.rows);
    expect(rows.map((row) => row.extra.length)).toEqual([2, 3, 0]);
    const out = join(dir, 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, gzip: false };
    const result = await exportProject(
      { projectId: 'kept', tables: [{ id: 'a', name: 'pages', rows }], settings, robotsTxt: null },
      { now: () => Date.UTC(2026, 10, 21) },
    );
    expect(result.ok).toBe(true);
    const warned = result.ok ? result.warnings : [];
    expect(warned.filter((item) => item.code === 'extra-not-written').map((item) => item.place?.row)).toEqual([1, 2]);
    const written = join(out, 'sitemap-pages-1.xml');
    const verdict = await xmllint(corpus!, written, 'sitemap.xsd');
    expect(verdict.ok, verdict.output).toBe(true);
    // Everything else of each entry is written: the first loc and priority stand.
    const again = (await importSources([written])).files.flatMap((file) => file.rows);
    expect(again.map(({ loc, priority, extra }) => [loc, priority, extra])).toEqual([
      ['https://example.com/a', '0.5', []],
      ['https://example.com/c', null, []],
      ['https://example.com/d', null, []],
    ]);
  });
});
