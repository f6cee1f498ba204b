import { describe, expect, it } from 'vitest';
import { PROBLEMS_LISTED_PER_CODE } from '../../../../../shared/import-options';
import { countProblems } from '../../../../../shared/problems';
import { importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

const INDEX = (count: number): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
    { length: count },
    (_, n) => `<sitemap><loc>https://example.com/part-${n + 1}.xml</loc></sitemap>`,
  ).join('\n')}\n</sitemapindex>\n`;

describe('import: problems past the per-code limit are counted exactly', () => {
  const temp = useTempDir();
  const missing = PROBLEMS_LISTED_PER_CODE + 9;

  it(`counts ${missing} missing children as ${missing} errors, though only ${PROBLEMS_LISTED_PER_CODE} are listed`, async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(missing));
    const result = await importAll([index]);
    const listed = result.problems.filter((item) => item.code === 'child-missing' && item.unlisted === undefined);
    expect(listed).toHaveLength(PROBLEMS_LISTED_PER_CODE);
    const standIn = result.problems.filter((item) => item.unlisted !== undefined);
    expect(standIn).toEqual([expect.objectContaining({ severity: 'error', code: 'child-missing', unlisted: 9 })]);
    expect(countProblems(result.problems)).toEqual({ error: missing, warning: 0, info: 0 });
  });

  it('lists every problem when asked to (the CLI with --all or --json)', async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(missing));
    const result = await importAll([index], { problemsListedPerCode: Infinity });
    expect(result.problems.filter((item) => item.code === 'child-missing')).toHaveLength(missing);
    expect(result.problems.some((item) => item.unlisted !== undefined)).toBe(false);
    expect(countProblems(result.problems)).toEqual({ error: missing, warning: 0, info: 0 });
  });

  it('lists exactly the limit without a stand-in line', async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(PROBLEMS_LISTED_PER_CODE));
    const result = await importAll([index]);
    expect(result.problems).toHaveLength(PROBLEMS_LISTED_PER_CODE);
    expect(countProblems(result.problems).error).toBe(PROBLEMS_LISTED_PER_CODE);
  });
});
