import { describe, expect, it } from 'vitest';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { refreshLoop } from '../../../../shared/site-check/refresh-loop';
import { answeredPage } from '../../../support/page-checks';

const at = (path: string): string => `https://example.com${path}`;
/** A page answered 200 at `path` that refreshes to `to` after `seconds`. */
const refreshing = (path: string, to: string, seconds = 0): PageCheck =>
  answeredPage(at(path), { refresh: { seconds, url: at(to) } });
/** The checks as a lookup by URL, as the check's results are kept. */
const lookup = (...checks: PageCheck[]) => {
  const byUrl = new Map(checks.map((check) => [check.url, check]));
  return (url: string) => byUrl.get(url);
};

describe('refreshLoop', () => {
  it('finds a page refreshing to itself through others, counting the steps', () => {
    const [a, b, c] = [refreshing('/a', '/b'), refreshing('/b', '/c'), refreshing('/c', '/a')];
    expect(refreshLoop(a, lookup(a, b, c))).toEqual({ hops: 3, target: at('/a') });
  });

  it('finds a loop coming back through an HTTP redirect of a later check', () => {
    const a = refreshing('/a', '/b');
    // /b redirects to /a, whose head (read in /b's check) refreshes to /b.
    const b: PageCheck = {
      ...refreshing('/a', '/b'),
      url: at('/b'),
      hops: [
        { url: at('/b'), status: 301, location: at('/a') },
        { url: at('/a'), status: 200, location: null },
      ],
    };
    expect(refreshLoop(a, lookup(a, b))).toEqual({ hops: 2, target: at('/a') });
  });

  it('finds none where the chain ends at a page, a URL without a check, a delayed refresh or a failure', () => {
    const a = refreshing('/a', '/b');
    expect(refreshLoop(a, lookup(a, answeredPage(at('/b'))))).toBeNull();
    expect(refreshLoop(a, lookup(a))).toBeNull();
    expect(refreshLoop(a, lookup(a, refreshing('/b', '/a', 5)))).toBeNull();
    const failed: PageCheck = { ...refreshing('/b', '/a'), failure: { kind: 'timeout', message: 'slow' } };
    expect(refreshLoop(a, lookup(a, failed))).toBeNull();
  });

  it('gives up on a chain longer than it follows', () => {
    const chain = Array.from({ length: 40 }, (_, i) => refreshing(`/${i}`, `/${i + 1}`));
    expect(refreshLoop(chain[0]!, lookup(...chain, refreshing('/40', '/0')))).toBeNull();
  });
});
