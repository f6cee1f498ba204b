import { describe, expect, it } from 'vitest';
import { urlsFromArray } from '../../../../../electron/engine/site-check/check-job-intake';
import { startSiteCheck } from '../../../../../electron/engine/site-check/site-check';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { serveForTest } from '../../../../support/serve-for-test';
import { hostOf, quick } from '../../../engine/site-check/check-job-helpers';

// The CLI probe: `check --timeout 5` waited 15 s on a robots.txt that never answered.
describe('a robots.txt that never answers', () => {
  it('is given up on within the URL’s own deadline, when that is shorter than robots.txt’s', async () => {
    const site = await serveForTest({
      '/robots.txt': () => undefined, // headers never sent
      '/page': { headers: { 'content-type': 'text/html' }, body: '<html><head></head></html>' },
    });
    const results: PageCheck[] = [];
    const job = startSiteCheck({
      urls: urlsFromArray([`${site.origin}/page`]),
      ownHosts: [hostOf(site.origin)],
      settings: { ...quick, robotsTimeoutMs: 15_000 },
      page: { deadlineMs: 300 },
      onResult: (result) => results.push(result),
    });
    await job.done;
    expect(results.map((result) => result.failure?.detail)).toEqual([
      expect.objectContaining({ kind: 'robots-unreadable', reason: { timeoutMs: 300 } }),
    ]);
  }, 30_000);
});
