import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { useCheckFixesStore } from '../../../../../renderer/src/check/check-fixes-store';
import { addTable, locsOfRows, rowsOf } from '../../../../support/renderer/project-tables';
import { startStores } from '../../../../support/renderer/store-harness';
import { serveForTest } from '../../../../support/serve-for-test';

const page = (canonical: string) => ({
  headers: { 'content-type': 'text/html' },
  body: `<html><head><title>t</title><link rel="canonical" href="${canonical}"></head><body></body></html>`,
});

/** What a hostile site sends as a canonical or a redirect's target, each on its own path. */
const HOSTILE = {
  script: 'javascript:alert(document.domain)',
  data: 'data:text/html,<script>alert(1)</script>',
  metadata: 'http://169.254.169.254/latest/meta-data/iam/',
  long: `/${'a'.repeat(100_000)}`,
};

describe('one-click fixes take a remote value only as an http(s) URL on the table own host', () => {
  it('offers "loc to canonical" and "loc to redirect target" for such a target only; others stay findings', async () => {
    const elsewhere = await serveForTest({ '/landing': page('/landing') });
    const routes: Parameters<typeof serveForTest>[0] = {
      '/good': page('/page'),
      '/page': page('/page'),
      '/redirect/good': { status: 302, headers: { location: '/page' } },
      '/redirect/other-host': { status: 302, headers: { location: `${elsewhere.origin}/landing` } },
      '/canonical/other-host': page(`${elsewhere.origin}/landing`),
    };
    for (const [name, target] of Object.entries(HOSTILE)) routes[`/canonical/${name}`] = page(target);
    const site = await serveForTest(routes);
    const agent = createHttpAgent({ connections: 4, maxResponseBytes: 1024 * 1024 });
    onTestFinished(() => agent.close());
    const paths = Object.keys(routes).filter((path) => path !== '/page');
    const urls = paths.map((path) => `${site.origin}${path}`);
    const checks = await Promise.all(
      urls.map((url) => checkPage(url, { dispatcher: agent, userAgent: 'SitemapStudioTest/1.0' })),
    );

    startStores();
    const table = addTable('site', rowsOf(...urls));
    useProjectStore().addSiteChecks(checks);
    const fixes = useCheckFixesStore();
    const offered = Object.fromEntries(paths.map((path, i) => [path, fixes.fixesForRow(table, i)]));
    expect(offered).toEqual({
      '/good': ['loc-to-canonical', 'remove-canonicalised'],
      '/redirect/good': ['loc-to-redirect-target'],
      '/redirect/other-host': [],
      '/canonical/other-host': ['remove-canonicalised'],
      // A canonical that is no web page names none: the page is no canonicalised one to remove.
      '/canonical/script': [],
      '/canonical/data': [],
      '/canonical/metadata': ['remove-canonicalised'],
      '/canonical/long': expect.not.arrayContaining(['loc-to-canonical']),
    });

    expect(fixes.fixAll('loc-to-canonical')).toBe(true);
    expect(fixes.fixAll('loc-to-redirect-target')).toBe(true);
    const own = `${site.origin}/page`;
    expect(locsOfRows(table.rows)).toEqual(urls.map((url) => (/\/(good|redirect\/good)$/.test(url) ? own : url)));
  });
});
