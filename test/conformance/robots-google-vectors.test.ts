import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRobotsMatcher, isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';

const corpus = corpusDir();
if (!corpus) console.warn(CORPUS_MISSING);

interface VectorRow {
  id: string;
  kind: string;
  robots?: string | null;
  robots_base64?: string;
  user_agent?: string;
  url?: string;
  expected_allowed?: boolean;
  expected_valid?: boolean;
  expected_sitemap?: string | null;
}

/**
 * Where our matcher and Google's differ, and why we accept it. Google's test hands its matcher the
 * raw UTF-8 URL and compares it byte for byte with percent-encoded rules; robots-parser (like a
 * crawler that fetched the page) percent-encodes the URL first, so "/foo/bar/ツ" matches
 * "Allow: /foo/bar/%E3%83%84". Sitemap locs are escaped anyway (loc-not-escaped warns otherwise).
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  // RFC 9309, section 2.2.2 (its own table has this very example): escapes of unreserved characters are
  // decoded before comparing. Google compares strings, and its test calls the rule "illegal, not to be relied on".
  'ID_Encoding#6': 'Allow: /foo/bar/%62%61%7A matches /foo/bar/baz, as RFC 9309 says',
  'ID_Encoding#3': 'raw UTF-8 URL is percent-encoded before matching',
  'ID_Encoding#5': 'raw UTF-8 URL is percent-encoded before matching',
};

const robotsBody = (row: VectorRow): string =>
  row.robots ?? (row.robots_base64 ? Buffer.from(row.robots_base64, 'base64').toString('utf8') : '');

describe.skipIf(!corpus)("google/robotstxt's test vectors", () => {
  const dir = join(corpus ?? '', 'peer-vectors/google-robotstxt');
  const rows = corpus
    ? (JSON.parse(readFileSync(join(dir, 'robots_test_vectors.json'), 'utf8')) as { rows: VectorRow[] }).rows
    : [];
  const verdicts = rows.filter((row) => row.kind === 'allowed');

  it('has all 145 allow/block verdicts', () => {
    expect(verdicts).toHaveLength(145);
  });

  it.each(verdicts.filter((row) => !(row.id in KNOWN_DIFFERENCES)).map((row) => [row.id, row]))(
    '%s: same verdict as Google',
    (_id, row) => {
      const url = row.url || 'http://foo.bar/';
      const matcher = createRobotsMatcher(new URL('/robots.txt', url).href, robotsBody(row));
      expect(matcher.verdict(url, row.user_agent!)?.allowed).toBe(row.expected_allowed);
    },
  );

  it('names, for every rule that decides, the User-agent line of its group that the agent obeys (its own, else *)', () => {
    let named = 0;
    for (const row of verdicts.filter((candidate) => !(candidate.id in KNOWN_DIFFERENCES))) {
      const url = row.url || 'http://foo.bar/';
      const verdict = createRobotsMatcher(new URL('/robots.txt', url).href, robotsBody(row)).verdict(
        url,
        row.user_agent!,
      )!;
      if (verdict.line === null) continue;
      const lines = robotsBody(row)
        .replace(/^\uFEFF/, '')
        .split(/\r\n|\r|\n/);
      expect(verdict.group, row.id).not.toBeNull();
      const { agent, line } = verdict.group!;
      expect([row.user_agent!.toLowerCase(), '*'], row.id).toContain(agent.toLowerCase());
      expect(lines[line - 1], row.id).toMatch(/user[- ]?agent/i);
      expect(line, row.id).toBeLessThan(verdict.line);
      named += 1;
    }
    expect(named).toBeGreaterThan(50);
  });

  it.each(Object.entries(KNOWN_DIFFERENCES))('%s differs from Google, knowingly: %s', (id) => {
    const row = verdicts.find((candidate) => candidate.id === id)!;
    const matcher = createRobotsMatcher(new URL('/robots.txt', row.url!).href, robotsBody(row));
    expect(matcher.verdict(row.url!, row.user_agent!)?.allowed).toBe(!row.expected_allowed);
  });

  it.each(rows.filter((row) => row.kind === 'valid_user_agent').map((row) => [row.user_agent, row.expected_valid]))(
    'user agent %j is a valid product token: %s',
    (agent, valid) => {
      expect(isValidRobotsAgent(agent!)).toBe(valid);
    },
  );

  it.each(rows.filter((row) => typeof row.expected_sitemap === 'string').map((row) => [row.id, row]))(
    '%s: the same Sitemap values',
    (_id, row) => {
      const matcher = createRobotsMatcher('http://foo.bar/robots.txt', robotsBody(row));
      expect(matcher.sitemaps.map((sitemap) => sitemap.value).join('')).toBe(row.expected_sitemap);
    },
  );

  it("reports each Sitemap line where Google's reporting parser does", () => {
    const { cases } = JSON.parse(readFileSync(join(dir, 'reporting_line_vectors.json'), 'utf8')) as {
      cases: { name: string; robots: string; events: { line: number; directive: string; value: string }[] }[];
    };
    for (const vector of cases) {
      const expected = vector.events
        .filter((event) => event.directive === 'sitemap')
        .map(({ line, value }) => ({ line, value }));
      const { sitemaps } = createRobotsMatcher('http://foo.bar/robots.txt', vector.robots);
      expect(
        sitemaps.map(({ line, value }) => ({ line, value })),
        vector.name,
      ).toEqual(expected);
    }
  });
});
