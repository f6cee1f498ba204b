import { Agent } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { checkFindings, CHECK_FINDING_DEFAULTS } from '../../../../../shared/site-check/check-findings';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { pageCheckShape } from '../../../../../shared/site-check/page-check-shape';
import { startServer } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { byUrl, hostOf, quick, runJob } from '../../../engine/site-check/check-job-helpers';

/** Words of the English sentences that no Dutch sentence has. */
const ENGLISH_WORDS =
  /\b(the|could|not|be|found|failed|answer|did|line|says|read|fetch|nothing|host name|connection|in time)\b/i;

const agent = new Agent();
afterAll(() => agent.close());
afterEach(() => setActiveLocale('en'));

/** A check's one finding, in English and in Dutch. */
function wordsOf(check: PageCheck): { english: string; dutch: string } {
  const [found] = checkFindings(check, { loc: check.url, alternates: [] }, CHECK_FINDING_DEFAULTS);
  setActiveLocale('en');
  const english = problemText(found!);
  setActiveLocale('nl');
  const dutch = problemText(found!);
  setActiveLocale('en');
  return { english, dutch };
}

const check = (url: string) => checkPage(url, { dispatcher: agent, userAgent: 'SitemapStudioTest/1.0' });

describe('a failed check worded from its facts', () => {
  it('says a host name that does not exist, in Dutch without English words', async () => {
    const failed = await check('http://no-such-host.invalid/');
    const { english, dutch } = wordsOf(failed);
    expect(english).toBe(`The URL could not be fetched: its host name could not be found. ${failed.failure!.message}`);
    expect(dutch).toMatch(
      /^De URL kon niet worden opgehaald: de hostnaam is niet gevonden\. De hostnaam no-such-host\.invalid is niet gevonden \((ENOTFOUND|EAI_AGAIN)\)\.$/,
    );
    expect(dutch).not.toMatch(ENGLISH_WORDS);
  });

  it('says a refused connection by its code in Dutch, and in the error’s own words in English', async () => {
    const server = await startServer({});
    await server.close();
    const failed = await check(`${server.origin}/`);
    const host = new URL(server.origin).host;
    const { english, dutch } = wordsOf(failed);
    expect(english).toBe(`The URL could not be fetched: the connection failed. ${failed.failure!.message}`);
    expect(english).toContain(`The connection to ${host} failed:`);
    expect(dutch).toBe(
      `De URL kon niet worden opgehaald: de verbinding mislukte. ${host} weigerde de verbinding (ECONNREFUSED).`,
    );
  });

  it('names the robots.txt rule that blocks a URL, and a robots.txt that could not be read', async () => {
    const server = await serveForTest({
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /private\n' },
      '/public': { body: 'ok' },
    });
    const urls = [`${server.origin}/private/page`];
    const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: quick });
    await done;
    const { english, dutch } = wordsOf(byUrl(results).get(urls[0]!)!);
    expect(english).toBe(
      'The site\'s robots.txt does not let Googlebot fetch this URL: group "User-agent: *" (line 1), line 2: Disallow: /private',
    );
    expect(dutch).toBe(
      'De robots.txt van de site laat Googlebot deze URL niet ophalen: groep "User-agent: *" (regel 1), regel 2: Disallow: /private',
    );
    expect(dutch).not.toMatch(ENGLISH_WORDS);

    const busy = await serveForTest({ '/robots.txt': { status: 503 }, '/a': { body: 'ok' } });
    const blocked = runJob([`${busy.origin}/a`], { ownHosts: [hostOf(busy.origin)], settings: quick });
    await blocked.done;
    const unread = wordsOf(blocked.results[0]!);
    expect(unread.english).toBe(
      `The site's robots.txt does not let Googlebot fetch this URL: robots.txt could not be read (answered 503): RFC 9309 says to fetch nothing from ${busy.origin}`,
    );
    expect(unread.dutch).toBe(
      `De robots.txt van de site laat Googlebot deze URL niet ophalen: robots.txt kon niet worden gelezen (antwoordde met 503): volgens RFC 9309 wordt dan niets opgehaald van ${busy.origin}`,
    );
    expect(unread.dutch.replace('RFC 9309', '')).not.toMatch(ENGLISH_WORDS);
  });

  it('shows the message of a result saved before its facts were kept, and drops facts it cannot read', () => {
    const saved = (failure: unknown): PageCheck =>
      pageCheckShape.read({
        url: 'https://shop.example/a',
        checkedAt: 1,
        status: null,
        hops: [],
        finalUrl: null,
        contentType: null,
        timeMs: 0,
        failure,
      });
    const old = saved({ kind: 'dns', message: 'The host name shop.example could not be found (ENOTFOUND).' });
    expect(old.failure).toEqual({ kind: 'dns', message: 'The host name shop.example could not be found (ENOTFOUND).' });
    const before =
      'The URL could not be fetched: its host name could not be found. The host name shop.example could not be found (ENOTFOUND).';
    expect(wordsOf(old).english).toBe(before);
    expect(wordsOf(old).dutch).toBe(
      'De URL kon niet worden opgehaald: de hostnaam is niet gevonden. The host name shop.example could not be found (ENOTFOUND).',
    );

    const odd = saved({
      kind: 'blocked-by-robots',
      message: 'robots.txt line 3: Disallow: /a',
      detail: { kind: 'robots-rule', line: 'three' },
    });
    expect(odd.failure).toEqual({ kind: 'blocked-by-robots', message: 'robots.txt line 3: Disallow: /a' });
    const newer = saved({ kind: 'timeout', message: 'x', detail: { kind: 'gremlins' } });
    expect(newer.failure).toEqual({ kind: 'timeout', message: 'x' });
    const kept = saved({
      kind: 'timeout',
      message: 'x',
      detail: { kind: 'deadline', url: 'https://shop.example/a', ms: 30000 },
    });
    expect(wordsOf(kept).dutch).toBe(
      'De URL kon niet worden opgehaald: er kwam niet op tijd antwoord. https://shop.example/a antwoordde niet volledig binnen 30.000 ms.',
    );
  });
});
