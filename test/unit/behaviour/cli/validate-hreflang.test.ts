import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../../shared/problems';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
const link = (hreflang: string, href: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;

describe('sitemap-studio validate and hreflang clusters', () => {
  const temp = useTempDir();

  it('reports missing return links, missing self-references and a conflicting x-default', async () => {
    const E = 'https://example.com';
    const file = await temp.write(
      'sitemap.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${XHTML}>` +
        `<url><loc>${E}/en/</loc>${link('en', `${E}/en/`)}${link('nl', `${E}/nl/`)}${link('de', `${E}/de/`)}${link('x-default', `${E}/en/`)}</url>` +
        `<url><loc>${E}/nl/</loc>${link('en', `${E}/en/`)}${link('x-default', `${E}/de/`)}</url>` +
        `<url><loc>${E}/de/</loc></url>` +
        `</urlset>`,
    );
    const { out } = await cliRun('validate', file, '--json');
    const problems = (JSON.parse(out) as { problems: Problem[] }).problems;
    const hreflang = problems.filter((found) => found.code.startsWith('hreflang-'));
    expect(hreflang.map((found) => `${found.place.row} ${found.code}`)).toEqual([
      '2 hreflang-self-missing',
      '2 hreflang-x-default-differs',
      '3 hreflang-return-missing',
      '3 hreflang-return-missing',
    ]);
    expect(hreflang.every((found) => found.severity === 'warning')).toBe(true);
    const text = await cliRun('validate', file);
    expect(text.out).toContain('hreflang-return-missing');
  });
});
