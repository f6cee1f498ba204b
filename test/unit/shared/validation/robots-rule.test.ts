import { describe, expect, it } from 'vitest';
import { createRobotsMatcher } from '../../../../shared/robots/robots-matcher';
import { emptyRow } from '../../../../shared/url-table';
import { validateRow } from '../../../../shared/validation/validate-rows';

const ROBOTS =
  'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /no-google/\nAllow: /no-google/yes\n';
const matcher = createRobotsMatcher('https://example.com/robots.txt', ROBOTS);
const check = (loc: string, agent = 'Googlebot') =>
  validateRow(emptyRow(loc), { base: null, now: 0, robots: { matcher, agent } }).filter(
    (p) => p.code === 'loc-blocked-by-robots',
  );

describe('blocked by robots.txt', () => {
  it("warns with the line that blocks the URL for the chosen crawler's group", () => {
    expect(check('https://example.com/no-google/page')).toMatchObject([
      {
        field: 'loc',
        severity: 'warning',
        code: 'loc-blocked-by-robots',
        message: 'Googlebot may not crawl this URL: robots.txt line 5 (Disallow: /no-google/) blocks it.',
      },
    ]);
    // Googlebot has its own group, so the * group's rules do not apply to it.
    expect(check('https://example.com/private/page')).toEqual([]);
    expect(check('https://example.com/private/page', 'Bingbot')[0]!.message).toContain('line 2 (Disallow: /private/)');
  });

  it('says nothing for allowed URLs, other hosts, or when the project has no robots.txt', () => {
    expect(check('https://example.com/no-google/yes')).toEqual([]);
    expect(check('https://other.example/no-google/page')).toEqual([]);
    expect(validateRow(emptyRow('https://example.com/no-google/x'), { base: null, now: 0 })).toEqual([]);
  });
});
