import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDir } from '../../support/use-temp-dir';
import { runCli } from '../../../electron/cli/run-cli';
import type { Problem } from '../../../shared/problems';
import type { CheckSummary } from '../../../shared/site-check/check-job-report';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { cliRun } from '../../support/cli-run';
import { startFixtureSite, type FixtureSite } from '../../support/fixture-site';
import { escapeRegExp } from '../../../shared/escape-regexp';

interface CheckDocument extends Pick<CheckSummary, 'counts' | 'retries' | 'robots' | 'cancelled'> {
  urls: number;
  rows: number;
  errors: number;
  checks: PageCheck[];
  problems: Problem[];
}

/**
 * Politeness off where it would only slow the test down; the fixture's stalled URL is given up after
 * 5 s. Slow is 1 s, the slow page 2 s: at 250 ms, a five-hop chain on a loaded machine was slow too.
 */
const FAST = ['--rate', '0', '--concurrency', '8', '--per-host', '8', '--timeout', '5', '--slow-ms', '1000'];

describe('sitemap-studio check', { timeout: 60_000 }, () => {
  const temp = useTempDir();
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite({
      pages: 30,
      crawlDelaySeconds: 0,
      failTimes: 1,
      retryAfterSeconds: 1,
      slowMs: 2000,
    });
  });
  afterAll(() => site.close());

  /** The row (1-based) a path is listed on in the site's sitemap. */
  const rowOf = (path: string): number =>
    site.cases.filter((entry) => entry.listed).findIndex((e) => e.path === path) + 1;

  it('fetches every URL of a live sitemap and puts each finding on its row; errors exit 1', async () => {
    const { code, out } = await cliRun('check', site.url('/sitemap.xml'), ...FAST, '--json');
    const report = JSON.parse(out) as CheckDocument;
    const listed = site.cases.filter((entry) => entry.listed);

    expect(code).toBe(1);
    expect(report.rows).toBe(listed.length);
    expect(report.urls).toBe(listed.length);
    expect(report.checks).toHaveLength(listed.length);
    expect(Object.values(report.counts).reduce((sum, count) => sum + count, 0)).toBe(listed.length);
    const at = (path: string): string[] =>
      report.problems.filter((found) => found.place.row === rowOf(path)).map((found) => found.code);
    expect(at('/status/404')).toEqual(['check-not-found']);
    expect(at('/chain/0')).toEqual(['check-redirect']);
    expect(at('/loop/a')).toEqual(['check-redirect-loop']);
    expect(at('/noindex/meta')).toEqual(['check-noindex']);
    expect(at('/canonical/elsewhere')).toEqual(['check-canonical-elsewhere']);
    expect(at('/stalled')).toEqual(['check-unreachable']);
    expect(at('/slow')).toContain('check-slow');
    // robots.txt is obeyed: the private URL is never asked, and reported
    expect(site.hits('/private/1')).toBe(0);
    expect(at('/private/1')).toEqual(['check-blocked-by-robots']);
    // a 503 with Retry-After is asked again and then answers
    expect(site.hits('/retry/503')).toBe(2);
    expect(at('/retry/503')).toEqual([]);
    expect(report.retries).toBeGreaterThanOrEqual(2);
    const chain = report.checks.find((check) => check.url === site.url('/chain/0'))!;
    expect(chain.hops.map((hop) => hop.status)).toEqual([301, 302, 307, 308, 200]);
    expect(chain.finalUrl).toBe(site.url('/page/5'));
    expect(report.robots).toEqual([expect.objectContaining({ origin: site.origin, outcome: 'rules' })]);
  });

  it('reports for a person: counts by status class, robots.txt, then the problems by kind', async () => {
    const { code, out } = await cliRun('check', site.url('/sitemap.xml'), ...FAST);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Checked \d+ URLs \(\d+ rows in 1 table\): 2xx \d+ · 3xx \d+ · 4xx \d+ · 5xx \d+/);
    expect(lines[1]).toBe(`robots.txt of ${site.origin}: obeyed, Crawl-delay 0 s`);
    // Each finding names its row's URL: "The page is not found" alone left a person to look it up.
    const notFound = `  ${site.url('/status/404')}  [check-not-found] The page is not found (404)`;
    expect(out).toMatch(new RegExp(`error {3}table sitemap, row \\d+, loc${escapeRegExp(notFound)}`));
  });

  // The CLI probe: "skipped 7 (6 retried)" read as 6 of the 7 skipped, where it counted requests asked again.
  it('says how many requests it asked again after a 429 or 503, as requests', async () => {
    const fresh = await startFixtureSite({ pages: 2, crawlDelaySeconds: 0, failTimes: 1, retryAfterSeconds: 1 });
    try {
      const { out } = await cliRun('check', fresh.url('/sitemap.xml'), ...FAST);
      expect(out.split('\n')[0]).toMatch(/\d; \d+ requests? asked again after a 429 or 503$/);
    } finally {
      await fresh.close();
    }
  });

  it('shows progress where stderr is a terminal, and clears it at the end', async () => {
    const shown: string[] = [];
    const code = await runCli(['check', site.url('/sitemap.xml'), ...FAST, '--json'], {
      out: () => undefined,
      err: () => undefined,
      progress: (line) => void shown.push(line),
    });
    expect(code).toBe(1);
    expect(shown.some((line) => /^Checked \d+ of \d+ URLs/.test(line))).toBe(true);
    expect(shown.at(-1)).toBe('');
  });

  // The check probe: Ctrl-C just after the sources were read was not heard; the check ran on (with --save, saved), exit 0.
  it('stops when Ctrl-C comes as the sources are read, before the check starts', async () => {
    const interrupt = new AbortController();
    let out = '';
    let err = '';
    const code = await runCli(['check', site.url('/sitemap.xml'), ...FAST], {
      out: (text) => void (out += text),
      err: (text) => void (err += text),
      signal: interrupt.signal,
      progress: (line) => void (/^Read 1 file/.test(line) && interrupt.abort()),
    });
    expect(code).toBe(130);
    expect(err).toContain('Stopped');
    expect(out).toContain('Checked 0 of');
  });

  it('refuses numbers out of range and a crawler name that is none, naming the option', async () => {
    const rate = await cliRun('check', site.url('/sitemap.xml'), '--rate=-1');
    expect(rate.code).toBe(2);
    expect(rate.err).toContain('--rate: "-1" is not a whole number from 0 to 100,000.');
    const concurrency = await cliRun('check', site.url('/sitemap.xml'), '--concurrency', '0');
    expect(concurrency.err).toContain('--concurrency: "0" is not a whole number from 1 to 100,000.');
    const agent = await cliRun('check', site.url('/sitemap.xml'), '--agent', 'Google bot');
    expect(agent.code).toBe(2);
    expect(agent.err).toContain('"Google bot" is not a crawler name.');
  });

  it('stops on Ctrl-C with what was checked so far, exit 130', async () => {
    const interrupt = new AbortController();
    let out = '';
    let err = '';
    // polite: one request at a time, two a second, so the interrupt lands mid-check
    const running = runCli(['check', site.url('/sitemap.xml'), '--rate', '2', '--json'], {
      out: (text) => void (out += text),
      err: (text) => void (err += text),
      signal: interrupt.signal,
      // Ctrl-C once the progress shows a URL checked (a timer could come before the first on a busy runner).
      progress: (line) => void (/^Checked [1-9]/.test(line) && interrupt.abort()),
    });
    expect(await running).toBe(130);
    const report = JSON.parse(out) as CheckDocument;
    expect(report.cancelled).toBe(true);
    expect(report.checks.length).toBeGreaterThan(0);
    expect(report.checks.length).toBeLessThan(report.urls);
    expect(err).toContain('Stopped');
  });

  it('saves nothing into the project with --save when stopped by Ctrl-C, and says so', async () => {
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cliRun('import', site.url('/sitemap.xml'), '--out', project)).code).toBe(0);
    const before = await readFile(project);
    const interrupt = new AbortController();
    let err = '';
    const running = runCli(['check', project, '--save', '--rate', '2'], {
      out: () => undefined,
      err: (text) => void (err += text),
      signal: interrupt.signal,
      progress: (line) => void (/^Checked [1-9]/.test(line) && interrupt.abort()),
    });
    expect(await running).toBe(130);
    expect(err).toContain(`the rest were not; nothing was saved to ${project}.`);
    expect(await readFile(project)).toEqual(before);
  });

  // The site check probe: stopped with none checked, it said "the URLs above were checked".
  it('says it was stopped before any URL was checked, when none was', async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    let err = '';
    const code = await runCli(['check', site.url('/sitemap.xml')], {
      out: () => undefined,
      err: (text) => void (err += text),
      signal: interrupt.signal,
    });
    expect(code).toBe(130);
    expect(err).toContain('Stopped before any URL was checked.');
    expect(err).not.toContain('the URLs above');
  });

  it('says how few of the URLs it checked when stopped, in the text report too', async () => {
    const interrupt = new AbortController();
    let out = '';
    const running = runCli(['check', site.url('/sitemap.xml'), '--rate', '2'], {
      out: (text) => void (out += text),
      err: () => undefined,
      signal: interrupt.signal,
      progress: (line) => void (/^Checked [1-9]/.test(line) && interrupt.abort()),
    });
    expect(await running).toBe(130);
    // It said "Checked 2,000 URLs" with 14 checked (a hostile-input probe).
    const [, done, listed] = /^Checked (\d+) of ([\d,]+) URLs \(/.exec(out) ?? [];
    expect(Number(done)).toBeGreaterThan(0);
    expect(Number(done)).toBeLessThan(Number(listed!.replaceAll(',', '')));
  });
});
