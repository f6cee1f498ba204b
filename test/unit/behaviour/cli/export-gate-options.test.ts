import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkedPage, saveCheckedProject } from '../../../support/checked-project';
import { cliExport, cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const URLSET = (locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

describe('sitemap-studio export --allow-other-hosts', () => {
  const temp = useTempDir();
  const locs = ['https://example.com/', 'https://blog.example.com/post', 'https://example.com/about'];

  it('refuses a URL on another host than the base URL by default, writing nothing', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(locs));
    const result = await cliExport(sitemap, join(temp.path(), 'out'));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /row 2, loc\s+\[loc-outside-base\] This URL cannot be listed: it is on blog\.example\.com/,
    );
  });

  it('exports it with --allow-other-hosts, and the report says how many', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(locs));
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out, '--allow-other-hosts');
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      "1 URL on another host than the base URL's was exported because --allow-other-hosts allows it.",
    );
    expect(gunzipSync(await readFile(join(out, 'sitemap-pages-1.xml.gz'))).toString()).toContain(
      '<loc>https://blog.example.com/post</loc>',
    );
    const json = JSON.parse((await cliExport(sitemap, out, '--allow-other-hosts', '--json')).out);
    expect(json.report.otherHostUrls).toBe(1);
  });

  it('is in export --help, in English and Dutch', async () => {
    expect((await cliRun('export', '--help')).out).toMatch(
      / {2}--allow-other-hosts, --no-allow-other-hosts\n {24}Export URLs on other hosts/,
    );
    expect((await cliRun('--lang', 'nl', 'export', '--help')).out).toMatch(
      / {2}--allow-other-hosts, --no-allow-other-hosts\n {24}Exporteer ook URL's/,
    );
  });
});

describe('sitemap-studio export of a project with site-check results', () => {
  const temp = useTempDir();
  const page = checkedPage;

  async function checkedProject(): Promise<string> {
    const path = join(temp.path(), 'site.sitemapstudio');
    await saveCheckedProject(path);
    return path;
  }

  it('leaves the URLs that are not indexable out, and lists each with its row and why', async () => {
    const out = join(temp.path(), 'out');
    const result = await cliExport(await checkedProject(), out);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Wrote 2 files (2 URLs)');
    expect(result.out).toContain(
      [
        'Left out 3 URLs the site check found not indexable (--keep-non-indexable keeps them):',
        `  table pages, row 2  ${page('gone')}  (answered 404)`,
        `  table pages, row 4  ${page('private')}  (noindex)`,
        `  table pages, row 5  ${page('old')}  (redirects)`,
      ].join('\n'),
    );
    const xml = gunzipSync(await readFile(join(out, 'sitemap-pages-1.xml.gz'))).toString();
    expect(xml).toContain(`<loc>${page('about')}</loc>`);
    expect(xml).not.toContain('gone');
  });

  it('keeps them with --keep-non-indexable', async () => {
    const out = join(temp.path(), 'out');
    const result = await cliExport(await checkedProject(), out, '--keep-non-indexable', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out).report).toMatchObject({ urlCount: 5, leftOut: [] });
    expect(gunzipSync(await readFile(join(out, 'sitemap-pages-1.xml.gz'))).toString()).toContain(
      `<loc>${page('gone')}</loc>`,
    );
  });

  it('is in export --help', async () => {
    expect((await cliRun('export', '--help')).out).toMatch(
      / {2}--keep-non-indexable, --leave-out-non-indexable\n {24}Keep the URLs/,
    );
  });
});
