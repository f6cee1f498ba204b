import { describe, expect, it } from 'vitest';
import { problemText } from '../../../../../shared/problems';
import { checkFindings, CHECK_FINDING_DEFAULTS } from '../../../../../shared/site-check/check-findings';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import type { Handler } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { byUrl, hostOf, quick, runJob } from '../../../engine/site-check/check-job-helpers';

/** A site that answers `status` to everything, for ever. */
const refusing =
  (status: number, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, headers);
    response.end();
  };

/** Small caps, so the test waits tens of ms where the app waits seconds; one request at a time keeps "in a row" in order. */
const caps = { ...quick, obeyRobots: false, perHostConcurrency: 1, retryBaseMs: 20, maxRetries: 5 };

async function checkAll(handler: Handler, settings: object): Promise<{ checks: PageCheck[]; requests: string[] }> {
  const server = await serveForTest({ '/a': handler, '/b': handler, '/c': handler, '/d': handler });
  const urls = ['/a', '/b', '/c', '/d'].map((path) => `${server.origin}${path}`);
  const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: { ...caps, ...settings } });
  await done;
  const checks = byUrl(results);
  return { checks: urls.map((url) => checks.get(url)!), requests: server.requests.map((request) => request.path) };
}

/** The finding of a check, in English and in Dutch. */
function findingOf(check: PageCheck): { en: string; nl: string } {
  const [found] = checkFindings(check, { loc: check.url, alternates: [] }, CHECK_FINDING_DEFAULTS);
  setActiveLocale('nl');
  const nl = problemText(found!);
  setActiveLocale('en');
  return { en: problemText(found!), nl };
}

const retryOf = ({ retries, waitedMs, retrySkipped }: PageCheck) => ({ retries, waitedMs, retrySkipped });

describe('a site that answers 429 for ever', () => {
  it('is retried within the wait each URL may spend, and once the breaker opens its other URLs get one request', async () => {
    const { checks, requests } = await checkAll(refusing(429), { maxRetryWaitMs: 100, hostBreakerUrls: 2 });

    // backoff 20 + 40, then 80 cut to the 40 left: 100 ms in all, then nothing is left
    const spent = { retries: 3, waitedMs: 100, retrySkipped: undefined };
    expect(checks.map(retryOf)).toEqual([
      spent,
      spent,
      { retries: 0, waitedMs: 0, retrySkipped: { kind: 'host-breaker', status: 429, urls: 2 } },
      { retries: 0, waitedMs: 0, retrySkipped: { kind: 'host-breaker', status: 429, urls: 3 } },
    ]);
    expect(requests).toEqual(['/a', '/a', '/a', '/a', '/b', '/b', '/b', '/b', '/c', '/d']);
    expect(findingOf(checks[0]!).en).toBe(
      'The site refused the check with 429 (too many requests). Retried 3 times over 0.1 s. Check it again later or more slowly.',
    );
    expect(findingOf(checks[2]!)).toEqual({
      en: 'The site refused the check with 429 (too many requests). Not retried: this host answered 429 to 2 URLs in a row. Check it again later or more slowly.',
      nl: "De site weigerde de controle met 429 (te veel verzoeken). Niet opnieuw geprobeerd: deze host antwoordde 429 op 2 URL's op rij. Controleer later opnieuw of langzamer.",
    });
  });

  it('does not wait at all for a Retry-After beyond the cap, and says so', async () => {
    const { checks, requests } = await checkAll(refusing(429, { 'retry-after': '3600' }), {
      maxRetryWaitMs: 50,
      hostBreakerUrls: 3,
    });

    const overCap = { kind: 'retry-after-over-cap', askedMs: 3_600_000, capMs: 50 };
    expect(checks.map(retryOf)).toEqual([
      { retries: 0, waitedMs: 0, retrySkipped: overCap },
      { retries: 0, waitedMs: 0, retrySkipped: overCap },
      { retries: 0, waitedMs: 0, retrySkipped: overCap },
      { retries: 0, waitedMs: 0, retrySkipped: { kind: 'host-breaker', status: 429, urls: 3 } },
    ]);
    expect(requests).toEqual(['/a', '/b', '/c', '/d']);
    expect(findingOf(checks[0]!)).toEqual({
      en: 'The site refused the check with 429 (too many requests). Not retried: the server asked for 3,600 s, more than the check waits (0.05 s). Check it again later or more slowly.',
      nl: 'De site weigerde de controle met 429 (te veel verzoeken). Niet opnieuw geprobeerd: de server vroeg 3.600 s te wachten, langer dan de controle wacht (0,05 s). Controleer later opnieuw of langzamer.',
    });
  });

  it('retries a short Retry-After no more than maxRetries times, and never says it waited when it did not', async () => {
    const { checks } = await checkAll(refusing(429, { 'retry-after': '0' }), {
      maxRetries: 2,
      maxRetryWaitMs: 100,
      hostBreakerUrls: 10,
    });

    expect(checks.map(retryOf)).toEqual(Array(4).fill({ retries: 2, waitedMs: 0, retrySkipped: undefined }));
    const { en, nl } = findingOf(checks[0]!);
    expect(en).toBe(
      'The site refused the check with 429 (too many requests). Retried 2 times over 0 s. Check it again later or more slowly.',
    );
    expect(nl).toContain('2 keer opnieuw geprobeerd na in totaal 0 s wachten.');
    expect(en).not.toContain('even after waiting');
  });

  it('closes the breaker again once the host answers', async () => {
    let askedForD = 0;
    // /a and /b refused for ever; /c fine; /d refused once, then fine
    const handler: Handler = (request, response) => {
      if (request.url === '/d') askedForD += 1;
      if (request.url === '/c' || askedForD > 1) return void response.end('ok');
      refusing(429)(request, response);
    };
    const { checks } = await checkAll(handler, { maxRetryWaitMs: 30, maxRetries: 1, hostBreakerUrls: 2 });

    expect(checks.map((check) => check.status)).toEqual([429, 429, 200, 200]);
    expect(checks[2]).not.toHaveProperty('retries');
    expect(retryOf(checks[3]!)).toEqual({ retries: 1, waitedMs: 20, retrySkipped: undefined });
  });
});
