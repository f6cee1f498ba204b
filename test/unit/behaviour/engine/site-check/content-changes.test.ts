import { describe, expect, it, onTestFinished } from 'vitest';
import { startSiteCheck } from '../../../../../electron/engine/site-check/site-check';
import { urlsFromArray } from '../../../../../electron/engine/site-check/check-job-intake';
import { knownHistory, withContentHistory } from '../../../../../shared/site-check/carry-history';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { CONTENT_SITE_LASTMOD, startContentSite, type ContentSite } from '../../../../support/content-site';
import { quick } from '../../../engine/site-check/check-job-helpers';

async function contentSite(): Promise<ContentSite> {
  const site = await startContentSite();
  onTestFinished(() => site.close());
  return site;
}

/** One content check of every page, each result carrying its history on from `before`. */
async function check(site: ContentSite, before: ReadonlyMap<string, PageCheck>, fetchTwice = false) {
  const urls = [...site.paths.real, ...site.paths.noise, ...site.paths.unstable].map(site.url);
  const results = new Map<string, PageCheck>();
  const job = startSiteCheck({
    urls: urlsFromArray(urls),
    ownHosts: [new URL(site.origin).host],
    settings: quick,
    content: { known: (url) => knownHistory(before.get(url))?.fingerprint, fetchTwice },
    onResult: (result) =>
      void results.set(result.url, withContentHistory(result, before.get(result.url), CONTENT_SITE_LASTMOD)),
  });
  await job.done;
  return results;
}

describe('two content checks in a row', () => {
  it('see exactly the real changes: not the frame, the tokens, nor a page that differs on every request', async () => {
    const site = await contentSite();
    const first = await check(site, new Map());
    for (const result of first.values()) expect(result.history).toMatchObject({ lastChanged: null });
    site.change();
    const second = await check(site, first);
    const changed = [...second.values()].filter((result) => result.history?.lastChanged !== null).map((r) => r.url);
    expect(changed.sort()).toEqual(site.paths.real.map(site.url).sort());
    expect(second.get(site.url('/real/text'))!.history!.changed).toEqual(['content']);
    expect(second.get(site.url('/real/json-ld'))!.history!.changed).toEqual(['structuredData']);
    expect(second.get(site.url('/real/links'))!.history!.changed).toEqual(['links']);
    expect(second.get(site.url('/real/title'))!.history!.changed).toEqual(['title']);
    const unstable = [...second.values()].filter((result) => result.unstable !== undefined).map((r) => r.url);
    expect(unstable).toEqual(site.paths.unstable.map(site.url));
    expect(second.get(site.url('/unstable/quote'))!.unstable).toEqual(['content']);
    // Its history is as the first check left it: a page that differs on every fetch never changes.
    expect(second.get(site.url('/unstable/quote'))!.history).toEqual(first.get(site.url('/unstable/quote'))!.history);

    const third = await check(site, second);
    const again = [...third.values()].filter((r) => r.history?.lastChanged !== second.get(r.url)!.history?.lastChanged);
    expect(again).toEqual([]);
  });

  it('fetches a page twice only when it differs from what was known, or when asked to fetch every page twice', async () => {
    const site = await contentSite();
    const requests = (): number => site.requests().filter((path) => path !== '/robots.txt').length;
    const first = await check(site, new Map());
    expect(requests()).toBe(10);
    expect([...first.values()].filter((result) => result.unstable)).toEqual([]);
    site.change();
    await check(site, first);
    // The four real changes and the unstable page are confirmed by a second fetch; the five others are not.
    expect(requests()).toBe(10 + 10 + 5);
    const twice = await check(site, new Map(), true);
    expect(requests()).toBe(25 + 20);
    expect([...twice.values()].filter((result) => result.unstable).map((r) => r.url)).toEqual([
      site.url('/unstable/quote'),
    ]);
  });
});
