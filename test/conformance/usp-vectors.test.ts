import { describe, expect, it } from 'vitest';
import type { TestServer } from '../support/http-server';
import { serveForTest } from '../support/serve-for-test';
import { allLocs, importAll } from '../support/import-helpers';
import { corpusAvailable, noteCorpus } from '../support/corpus';
import { USP_HOST, pagesUnderRobots, readUspTests, uspRoutes, type UspNode } from '../support/usp-vectors';

noteCorpus('ultimate-sitemap-parser vectors');

/** The tests that built a tree from a homepage, with that tree (the huge one only has its page count). */
const cases = corpusAvailable
  ? readUspTests().flatMap((test) =>
      test.calls
        .filter((call) => call.fn === 'usp.tree.sitemap_tree_for_homepage')
        .map((call) => ({
          name: test.id.split('::').pop()!,
          test,
          tree: typeof call.returned === 'object' ? (call.returned as UspNode) : null,
          pageCount: call.summary?.pages ?? null,
          filtered: Object.keys(call.kwargs ?? {}).some((key) => key.includes('callback')),
        })),
    )
  : [];

describe.skipIf(!corpusAvailable)('ultimate-sitemap-parser vectors over a real HTTP server', () => {
  it('has the tree-building tests to replay', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)(
    '$name: importing its robots.txt gives the URLs USP found there',
    async ({ test, tree, pageCount, filtered }) => {
      const server = await startServerFor(test);
      const { origin } = server;
      const result = await importAll([`${origin}/robots.txt`], { maxDepth: 10 });
      const locs = allLocs(result).map((loc) => loc.replaceAll(origin, USP_HOST));
      // USP drops a text-sitemap line that is not a URL; we keep it as a flagged row (nothing read is lost).
      const ours = locs.filter((loc) => /^https?:\/\//.test(loc));
      const flagged = result.problems.filter((item) => item.code.startsWith('loc-'));
      expect(flagged.length).toBe(locs.length - ours.length);
      if (!tree) {
        // The huge-sitemap vector records only the count of pages.
        expect(ours).toHaveLength(pageCount!);
        return;
      }
      const { sitemapPages, feedPages } = pagesUnderRobots(tree);
      if (filtered) {
        // USP was told to skip some sitemaps; we read them all.
        expect(ours).toEqual(expect.arrayContaining(sitemapPages));
      } else {
        expect([...ours].sort()).toEqual([...sitemapPages].sort());
      }
      if (feedPages.length > 0) {
        // RSS and Atom feeds are not sitemaps for us: each is reported, none becomes rows.
        expect(result.problems.filter((item) => item.code === 'root-not-sitemap').length).toBeGreaterThan(0);
      }
    },
  );
});

/** Routes need the origin and the origin needs a listening server: fill the table once it listens. */
async function startServerFor(test: Parameters<typeof uspRoutes>[0]): Promise<TestServer> {
  const routes: Record<string, ReturnType<typeof uspRoutes>[string]> = {};
  const started = await serveForTest(routes);
  Object.assign(routes, uspRoutes(test, started.origin));
  return started;
}
