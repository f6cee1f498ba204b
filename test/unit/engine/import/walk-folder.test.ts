import { describe, expect, it } from 'vitest';
import { importAll } from '../../../support/import-helpers';
import { SITEMAP_NS } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

describe('files a folder import skips', () => {
  const dir = useTempDir();

  it('names each, and a file named like a sitemap that is none is a warning saying why', async () => {
    await dir.write('pages.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`);
    await dir.write('sitemap.xml', '---\nlayout: null\n---\n{% for page in site.pages %}{{ page.url }}{% endfor %}\n');
    await dir.write('notes.txt', 'Remember to upload the sitemap.');
    const result = await importAll([dir.path()]);
    const found = result.problems.map((item) => [item.code, item.severity, item.message]);
    expect(found).toEqual([
      [
        'folder-sitemap-skipped',
        'warning',
        'sitemap.xml is named like a sitemap but was skipped: it is not a sitemap, sitemap index, text sitemap or robots.txt.',
      ],
      [
        'folder-files-skipped',
        'info',
        'Skipped a file that is not a sitemap, index, text sitemap or robots.txt: notes.txt.',
      ],
    ]);
  });
});
