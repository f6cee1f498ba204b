import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { crawlPage } from '../../../../../electron/engine/site-check/crawl-page';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import { leaveOutReason } from '../../../../../shared/site-check/leave-out';
import { notIndexableReason } from '../../../../../shared/site-check/page-indexable';
import { serveForTest } from '../../../../support/serve-for-test';

const AGENT = 'Googlebot';
const HEAD_CAP = 512 * 1024;

/** A head of 600 KiB of styles, and only then the robots meta that says noindex. */
const LATE_NOINDEX = `<html><head><style>${'a{}'.repeat((600 * 1024) / 3)}</style><meta name="robots" content="noindex"></head><body>`;

function agent() {
  const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
  onTestFinished(() => dispatcher.close());
  return dispatcher;
}

const findingCodes = (check: Parameters<typeof checkFindings>[0]) =>
  checkFindings(check, { loc: check.url, alternates: [] }, { pageSitemap: true, slowMs: 60_000, agent: AGENT }).map(
    (found) => [found.code, found.severity],
  );

describe('a head the check did not read in full', () => {
  it('a noindex after 600 KiB of head: the cut says the head was not read past 512 KiB, and indexability is unknown', async () => {
    const server = await serveForTest({ '/late': { headers: { 'content-type': 'text/html' }, body: LATE_NOINDEX } });
    const check = await checkPage(`${server.origin}/late`, { dispatcher: agent(), userAgent: 'test' });
    expect(check).toMatchObject({ status: 200, failure: null, metaRobots: null });
    expect(check.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [], headBytes: HEAD_CAP });
    expect(notIndexableReason(check, AGENT)).toBe('head-unread');
    expect(leaveOutReason(check, AGENT)).toBeNull(); // unknown is no finding of non-indexability
    expect(findingCodes(check)).toEqual([['check-page-cut', 'warning']]);
    const [cut] = checkFindings(check, { loc: check.url, alternates: [] });
    expect(cut!.message).toContain('its head was not read past 512.0 KB (Google reads 15 MB)');
  });

  it('a noindex after 2,000 robots metas of "index, follow": past the characters kept, so indexability is unknown', async () => {
    const metas = '<meta name="robots" content="index, follow">'.repeat(2_000);
    const body = `<html><head>${metas}<meta name="robots" content="noindex"></head><body>`;
    const server = await serveForTest({ '/many': { headers: { 'content-type': 'text/html' }, body } });
    const check = await checkPage(`${server.origin}/many`, { dispatcher: agent(), userAgent: 'test' });
    expect(check.cut?.longValues).toEqual(['metaRobots']);
    expect(notIndexableReason(check, AGENT)).toBe('head-unread');
    expect(findingCodes(check)).toEqual([['check-page-cut', 'warning']]);
  });

  it('a head that ends within the cap, however long the page, is read as before', async () => {
    const page = `<html><head><meta name="robots" content="noindex"></head><body>${'<p>x</p>'.repeat(100_000)}`;
    const server = await serveForTest({ '/long': { headers: { 'content-type': 'text/html' }, body: page } });
    const check = await checkPage(`${server.origin}/long`, { dispatcher: agent(), userAgent: 'test' });
    expect(check).toMatchObject({ metaRobots: 'noindex', cut: null });
    expect(notIndexableReason(check, AGENT)).toBe('noindex');
  });

  it('the crawl says so too when its byte cap comes before the end of the head', async () => {
    const server = await serveForTest({ '/late': { headers: { 'content-type': 'text/html' }, body: LATE_NOINDEX } });
    const { check } = await crawlPage(`${server.origin}/late`, {
      dispatcher: agent(),
      userAgent: 'test',
      agent: AGENT,
      bodyByteCap: 64 * 1024,
    });
    expect(check.cut?.headBytes).toBe(64 * 1024);
    expect(notIndexableReason(check, AGENT)).toBe('head-unread');
  });

  it.each(['zstd', 'gzip, x-made-up'])(
    'a page sent with Content-Encoding "%s": a finding names the coding, indexability is unknown',
    async (coding) => {
      const server = await serveForTest({
        '/z': {
          headers: { 'content-type': 'text/html', 'content-encoding': coding },
          body: Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3, 4]),
        },
      });
      const check = await checkPage(`${server.origin}/z`, { dispatcher: agent(), userAgent: 'test' });
      expect(check).toMatchObject({ status: 200, failure: null, unreadCoding: coding });
      expect(notIndexableReason(check, AGENT)).toBe('head-unread');
      expect(leaveOutReason(check, AGENT)).toBeNull();
      const findings = checkFindings(check, { loc: check.url, alternates: [] });
      expect(findings.map((found) => [found.code, found.severity])).toEqual([['check-unread-coding', 'warning']]);
      expect(findings[0]!.message).toContain(`"${coding}"`);
    },
  );
});
