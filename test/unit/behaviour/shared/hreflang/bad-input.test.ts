import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { clusterProblems } from '../../../../../shared/hreflang/cluster-problems';
import { completeAllClusters } from '../../../../../shared/hreflang/complete-all-clusters';
import { findClusters } from '../../../../../shared/hreflang/hreflang-clusters';
import { ISO_3166_1_ALPHA_2, ISO_639_1 } from '../../../../../shared/validation/iso-codes';
import { emptyRow, type AlternateLink, type UrlRow } from '../../../../../shared/url-table';

const E = 'https://example.com';
const alternate = (hreflang: string, href: string): AlternateLink => ({ rel: 'alternate', hreflang, href });
const row = (loc: string, alternates: AlternateLink[] = []): UrlRow => ({ ...emptyRow(loc), alternates });
const codesOf = (tables: { rows: UrlRow[] | UrlColumns }[]): string[] =>
  clusterProblems(tables)
    .map(({ table, row: at, problem }) => `${table}:${at} ${problem.code}`)
    .sort();

describe('hreflang clusters on bad input', () => {
  it('takes a cluster of 300 members (60 languages × 5 regions) whole, and completes it', () => {
    const languages = [...ISO_639_1].slice(0, 60);
    const regions = [...ISO_3166_1_ALPHA_2].slice(0, 5);
    const codes = languages.flatMap((language) => regions.map((region) => `${language}-${region}`));
    const set = codes.map((code) => alternate(code, `${E}/${code}/page`));
    const complete = codes.map((code) =>
      row(`${E}/${code}/page`, [...set, alternate('x-default', `${E}/${codes[0]}/page`)]),
    );
    const clusters = findClusters([{ rows: complete }]);
    expect(clusters.count).toBe(1);
    expect(clusters.members(0).rows).toHaveLength(300);
    expect(codesOf([{ rows: complete }])).toEqual([]);

    // The same set where only the first page lists the others: completing adds every missing link, removes none.
    const sparse = codes.map((code, at) => row(`${E}/${code}/page`, at === 0 ? set : []));
    const completion = completeAllClusters([{ rows: sparse }], codes[0]!);
    expect(completion.conflicts).toEqual([]);
    expect(completion.changes.flatMap((change) => change.removed)).toEqual([]);
    // 299 rows get all 300 and the x-default; the first gets the x-default.
    expect(completion.changes.reduce((sum, change) => sum + change.added.length, 0)).toBe(299 * 301 + 1);
  }, 30_000);

  it('says which one wrong link joins two 100-page clusters into a giant one, without freezing', () => {
    const languages = [...ISO_639_1].slice(0, 100);
    const cluster = (product: string): UrlRow[] => {
      const set = languages.map((language) => alternate(language, `${E}/${language}/${product}`));
      return languages.map((language) => row(`${E}/${language}/${product}`, [...set]));
    };
    const shoes = cluster('shoes');
    const hats = cluster('hats');
    // The German shoes page names the English hats page as its English version.
    const german = languages.indexOf('de');
    shoes[german]!.alternates.push(alternate('en', `${E}/en/hats`));
    const started = performance.now();
    const joined = clusterProblems([{ rows: shoes }, { rows: hats }]).filter(
      ({ problem }) => problem.code === 'hreflang-cluster-joined',
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(joined.map(({ table, row: at, problem }) => [table, at, problem.params])).toEqual([
      [0, german, [{ href: `${E}/en/hats`, hreflang: 'en', others: 100 }]],
    ]);
    expect(findClusters([{ rows: shoes }, { rows: hats }]).count).toBe(1);
  });

  it('follows links that go round in a cycle across three tables once, and asks each page for its return link', () => {
    // a → b → c → a, each in its own table: one cluster; each page lists one other and not the one listing it.
    const tables = [
      { rows: [row(`${E}/a`, [alternate('en', `${E}/a`), alternate('nl', `${E}/b`)])] },
      { rows: UrlColumns.fromRows([row(`${E}/b`, [alternate('nl', `${E}/b`), alternate('de', `${E}/c`)])]) },
      { rows: [row(`${E}/c`, [alternate('de', `${E}/c`), alternate('en', `${E}/a`)])] },
    ];
    expect(findClusters(tables).count).toBe(1);
    expect(codesOf(tables)).toEqual([
      '0:0 hreflang-return-missing',
      '0:0 hreflang-x-default-missing',
      '1:0 hreflang-return-missing',
      '2:0 hreflang-return-missing',
    ]);
  });

  it('takes a self-reference in another case of the host as the page itself, and a trailing slash as another page', () => {
    const hostCase = [
      row(`${E}/en/`, [alternate('en', 'HTTPS://EXAMPLE.COM:443/en/'), alternate('x-default', `${E}/en/`)]),
    ];
    expect(codesOf([{ rows: hostCase }])).toEqual([]);
    // Google compares URLs as written: /en and /en/ are two pages, so /en does not list itself.
    const slash = [row(`${E}/en`, [alternate('en', `${E}/en/`), alternate('x-default', `${E}/en/`)])];
    expect(codesOf([{ rows: slash }])).toEqual(['0:0 hreflang-alternate-unlisted', '0:0 hreflang-self-missing']);
  });

  it('finds the cluster of a row with 100,000 alternates without freezing, and tells each page no table lists once', () => {
    const links = Array.from({ length: 100_000 }, (_, i) => alternate(`x-${i % 7}`, `${E}/p/${i}`));
    const rows = [row(`${E}/hub`, [alternate('en', `${E}/hub`), ...links])];
    const started = performance.now();
    const clusters = findClusters([{ rows: UrlColumns.fromRows(rows) }]);
    expect(clusters.count).toBe(1);
    expect(clusters.members(0).outside).toHaveLength(100_000);
    const problems = clusterProblems([{ rows }]);
    // Linear in the links (a few seconds on two shared cores); a pass per link over the others would take hours.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(problems.filter(({ problem }) => problem.code === 'hreflang-alternate-unlisted')).toHaveLength(100_000);
  }, 60_000);
});
