import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../renderer/src/i18n';
import { checkCellText } from '../../../../renderer/src/table/check-text';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { cliRun as cli } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';
import { freePort } from '../../../support/zoo/free-port';

afterEach(() => void (i18n.global.locale.value = 'en'));

// A site whose robots.txt gives no answer is fetched from by no crawler (RFC 9309): a server down,
// said as one, never as a Disallow rule a person would go looking for.
describe('check: a site that is down', () => {
  const temp = useTempDir();

  it('is said to give no answer, in the findings and in the grid, not to be blocked by a rule', async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const sitemap = await temp.write('sitemap.xml', urlset(`${origin}/a`));
    const { out } = await cli('check', sitemap, '--rate', '0', '--timeout', '2', '--json');
    const report = JSON.parse(out) as { checks: PageCheck[]; problems: { code: string; message: string }[] };
    const blocked = report.problems.find((item) => item.code === 'check-blocked-by-robots')!;
    expect(blocked.message).toMatch(
      new RegExp(
        `^Googlebot fetches nothing from ${origin.replaceAll('.', '\\.')}: its robots\\.txt gave no answer \\(.*ECONNREFUSED.*\\), and a crawler then fetches nothing from the site \\(RFC 9309\\)\\. Is the server down, or refusing crawlers\\?$`,
      ),
    );
    const [check] = report.checks;
    expect(checkCellText(check!, 'status', 'Googlebot')).toBe('robots.txt unreachable');
    expect(checkCellText(check!, 'indexable', 'Googlebot')).toBe('no: robots.txt unreachable');
    i18n.global.locale.value = 'nl';
    expect(checkCellText(check!, 'status', 'Googlebot')).toBe('robots.txt onbereikbaar');
  });
});
