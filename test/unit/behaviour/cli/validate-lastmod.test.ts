import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../../shared/problems';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

describe('sitemap-studio validate and lastmod, with no network', () => {
  const temp = useTempDir();

  it('reports lastmod-future against now, and lastmod-shared for a table most of whose rows share one lastmod', async () => {
    const year = new Date().getUTCFullYear();
    const urls = Array.from(
      { length: 120 },
      (_, i) =>
        `<url><loc>https://example.com/${i}</loc><lastmod>${i === 7 ? `${year + 2}-01-01` : '2026-01-05'}</lastmod></url>`,
    );
    const file = await temp.write(
      'sitemap.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
    );
    const { out } = await cliRun('validate', file, '--json');
    const problems = (JSON.parse(out) as { problems: Problem[] }).problems;
    expect(problems.filter((p) => p.code === 'lastmod-future').map((p) => p.place.row)).toEqual([8]);
    expect(problems.filter((p) => p.code === 'lastmod-shared')).toHaveLength(1);
  });
});
