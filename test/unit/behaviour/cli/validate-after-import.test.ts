import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

describe('sitemap-studio validate after an import', () => {
  const temp = useTempDir();

  it('reports a relative loc once, as the cell it is in: one cell, one cause, one problem', async () => {
    const file = await temp.write(
      'pages.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>/paris/</loc></url>\n</urlset>\n`,
    );
    const text = await cliRun('validate', file);
    expect(text.code).toBe(1);
    expect(text.out.match(/paris/g)).toHaveLength(1);
    expect(text.out).toMatch(/error\s+table pages, row 1, loc\s+\[loc-not-absolute\]/);
    const json = JSON.parse((await cliRun('validate', file, '--json')).out) as { problems: { code: string }[] };
    expect(json.problems.map((item) => item.code)).toEqual(['loc-not-absolute']);
  });
});
