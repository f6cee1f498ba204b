import { describe, expect, it } from 'vitest';
import type { CheckJobSettings } from '../../../../../shared/site-check/check-job-settings';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import { notIndexableReason } from '../../../../../shared/site-check/page-indexable';
import { serveForTest } from '../../../../support/serve-for-test';
import { byUrl, hostOf, quick, runJob } from '../../../engine/site-check/check-job-helpers';

const robots = (text: string) => ({ headers: { 'content-type': 'text/plain' }, body: text });

/** Checks `paths` on a real server answering `robotsTxt`; each URL's findings, and the paths the checker asked. */
async function checkWith(robotsTxt: string, paths: string[], settings: Partial<CheckJobSettings> = {}) {
  const routes = Object.fromEntries(paths.map((path) => [path, { body: '<html><head></head></html>' }]));
  const server = await serveForTest({ '/robots.txt': robots(robotsTxt), ...routes });
  const urls = paths.map((path) => `${server.origin}${path}`);
  const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: { ...quick, ...settings } });
  await done;
  const checks = byUrl(results);
  const findings = (path: string) => {
    const check = checks.get(`${server.origin}${path}`)!;
    return checkFindings(check, { loc: check.url, alternates: [] }, { pageSitemap: false, slowMs: 60_000, agent: 'x' });
  };
  const check = (path: string) => checks.get(`${server.origin}${path}`)!;
  return { findings, check, asked: server.requests.map((request) => request.path) };
}

describe('blocked for search engines, judged apart from the checker’s own group', () => {
  it('does not call a URL blocked for Google when only the SitemapStudio group disallows it', async () => {
    const run = await checkWith(
      [
        'User-agent: *',
        'Disallow: /admin/',
        '',
        'User-agent: Googlebot',
        'Allow: /',
        'Disallow: /deals/x', // never reached here: the test's URL is /deals/today
        '',
        'User-agent: SitemapStudio',
        'Disallow: /deals/',
      ].join('\n'),
      ['/deals/today'],
    );
    expect(run.asked).toEqual(['/robots.txt']); // the checker keeps to its own group
    const found = run.findings('/deals/today');
    expect(found.map((problem) => problem.code)).toEqual(['check-skipped-by-robots']);
    expect(found[0]!.message).toContain(
      'asks SitemapStudio not to (group "User-agent: SitemapStudio" (line 8), line 9: Disallow: /deals/)',
    );
    expect(found.some((problem) => problem.code === 'check-blocked-by-robots')).toBe(false);
    expect(run.check('/deals/today').robotsBlocks).toEqual([]);
    expect(notIndexableReason(run.check('/deals/today'), 'Googlebot')).toBe('not-fetched');
  });

  it("calls a URL Googlebot's own group disallows blocked, naming that group and the rule, though the checker fetched it", async () => {
    const run = await checkWith(
      ['User-agent: *', 'Allow: /', '', 'User-agent: Googlebot', 'Allow: /deals/today', 'Disallow: /deals/'].join('\n'),
      ['/deals/old', '/deals/today'],
    );
    expect(run.asked).toEqual(['/robots.txt', '/deals/old', '/deals/today']);
    const found = run.findings('/deals/old');
    expect(found.map((problem) => problem.code)).toEqual(['check-blocked-by-robots']);
    expect(found[0]!.message).toBe(
      'The site\'s robots.txt does not let Googlebot fetch this URL: group "User-agent: Googlebot" (line 4), line 6: Disallow: /deals/',
    );
    expect(notIndexableReason(run.check('/deals/old'), 'Googlebot')).toBe('blocked-by-robots');
    // The longer Allow wins for /deals/today.
    expect(run.findings('/deals/today')).toEqual([]);
  });

  it('judges each chosen search engine by its own group, and Applebot by Googlebot’s where it has none', async () => {
    const text = [
      'User-agent: *',
      'Disallow: /private/',
      '',
      'User-agent: Bingbot',
      'Disallow: /bing-only/',
      '',
      'User-agent: Googlebot',
      'Disallow: /google-only/',
    ].join('\n');
    const paths = ['/bing-only/a', '/google-only/a', '/private/a'];
    const googleOnly = await checkWith(text, paths);
    expect(googleOnly.findings('/bing-only/a')).toEqual([]);
    expect(googleOnly.findings('/google-only/a').map((problem) => problem.code)).toEqual(['check-blocked-by-robots']);

    const both = await checkWith(text, paths, { searchEngines: ['Googlebot', 'Bingbot', 'Applebot'] });
    expect(both.findings('/bing-only/a').map((problem) => problem.message)).toEqual([
      'The site\'s robots.txt does not let Bingbot fetch this URL: group "User-agent: Bingbot" (line 4), line 5: Disallow: /bing-only/',
    ]);
    expect(both.check('/google-only/a').robotsBlocks.map((block) => block.agent)).toEqual(['Googlebot', 'Applebot']);
    expect(both.findings('/google-only/a')[1]!.message).toContain(
      'not let Applebot fetch this URL: group "User-agent: Googlebot" (line 7), line 8',
    );
    // Neither Googlebot nor Bingbot obeys `*` when it has a group of its own; the checker does.
    expect(both.findings('/private/a').map((problem) => problem.code)).toEqual(['check-skipped-by-robots']);
  });
});
