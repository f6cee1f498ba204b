import { describe, expect, it } from 'vitest';
import { comparePublished } from '../../../../electron/engine/site-check/published-set';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { useFixtureSite } from '../../../support/fixture-checks';
import { serveForTest } from '../../../support/serve-for-test';

const fixture = useFixtureSite({ pages: 50, crawlDelaySeconds: 0 });
const XML = { 'content-type': 'application/xml' };
const urlset = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;

describe('comparePublished', () => {
  it('reads the live sitemap fresh: the fixture site against its own listed URLs is unchanged', async () => {
    const site = fixture.site();
    const listed = site.cases.filter((entry) => entry.listed);
    const table = UrlColumns.fromRows(listed.map((entry) => emptyRow(site.url(entry.path))));
    const { diff, published } = await comparePublished(table, site.url('/sitemap.xml'));
    expect(published.files.map((file) => file.location)).toEqual([site.url('/sitemap.xml')]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    // The hreflang cases list alternates the table's bare rows lack.
    expect(new Set(diff.changed.flatMap((changed) => changed.changes.map((change) => change.field)))).toEqual(
      new Set(['alternates']),
    );
    expect(diff.unchanged + diff.changed.length).toBe(listed.length);
  });

  it('follows an index to every sitemap it lists, and places each removed URL in its file', async () => {
    let lastmod = '2024-01-01';
    const server = await serveForTest({
      '/index.xml': (request, response) => {
        const origin = `http://${request.headers.host}`;
        response.writeHead(200, XML);
        response.end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
            `<sitemap><loc>${origin}/a.xml</loc></sitemap><sitemap><loc>${origin}/b.xml</loc></sitemap></sitemapindex>`,
        );
      },
      '/a.xml': (request, response) => {
        response.writeHead(200, XML);
        response.end(urlset(`<url><loc>http://${request.headers.host}/1</loc><lastmod>${lastmod}</lastmod></url>`));
      },
      '/b.xml': (request, response) => {
        response.writeHead(200, XML);
        response.end(urlset(`<url><loc>http://${request.headers.host}/2</loc></url>`));
      },
    });
    const table = UrlColumns.fromRows([{ ...emptyRow(`${server.origin}/1`), lastmod: '2024-01-01' }]);
    const first = await comparePublished(table, `${server.origin}/index.xml`);
    expect(first.diff).toMatchObject({
      unchanged: 1,
      removed: [{ loc: `${server.origin}/2`, published: { file: 1 } }],
    });
    lastmod = '2024-02-02';
    const again = await comparePublished(table, `${server.origin}/index.xml`);
    expect(again.diff.changed[0]!.changes).toEqual([
      { field: 'lastmod', published: '2024-02-02', table: '2024-01-01' },
    ]);
  });
});
