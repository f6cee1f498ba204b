import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { clusterProblems } from '../../../../shared/hreflang/cluster-problems';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { validateTables } from '../../../../shared/validation/validate-rows';

const E = 'https://example.com';

/** A row at `loc` listing these alternates, `hreflang:href` each. */
function row(loc: string, ...links: string[]): UrlRow {
  return {
    ...emptyRow(loc),
    alternates: links.map((link) => {
      const at = link.indexOf(':');
      return { rel: 'alternate', hreflang: link.slice(0, at), href: link.slice(at + 1) };
    }),
  };
}

/** Each problem as "table:row code", sorted. */
const described = (rows: UrlRow[][]): string[] =>
  clusterProblems(rows.map((table) => ({ rows: table })))
    .map(({ table, row, problem }) => `${table}:${row} ${problem.code}`)
    .sort();

describe('hreflang cluster problems', () => {
  it('finds nothing wrong in a complete cluster, and nothing at all without alternates', () => {
    const set = [`en:${E}/en/`, `nl:${E}/nl/`, `x-default:${E}/en/`];
    expect(described([[row(`${E}/en/`, ...set)], [row(`${E}/nl/`, ...set)]])).toEqual([]);
    expect(described([[row(`${E}/a`), row(`${E}/b`)]])).toEqual([]);
  });

  it('takes a page listed twice as one page: a cluster listed in two tables, or a plain sitemap before it (the probe)', () => {
    const set = [`en:${E}/en/`, `nl:${E}/nl/`, `x-default:${E}/en/`];
    const cluster = [row(`${E}/en/`, ...set), row(`${E}/nl/`, ...set)];
    // The same hreflang sitemap imported twice: before, each row lacked itself and its return links.
    expect(described([cluster, cluster])).toEqual([]);
    expect(described([[...cluster, ...cluster]])).toEqual([]);
    // A plain sitemap listing the same pages first: the hreflang rows are the pages, and their faults stay theirs.
    const plain = [row(`${E}/en/`), row(`${E}/nl/`)];
    expect(described([plain, cluster])).toEqual([]);
    const faulty = [row(`${E}/en/`, ...set), row(`${E}/nl/`, `nl:${E}/nl/`)];
    expect(described([plain, faulty])).toEqual(['1:1 hreflang-return-missing', '1:1 hreflang-x-default-differs']);
  });

  it('puts missing return links, self-references and differing x-defaults on the rows to fix', () => {
    const rows = [
      row(`${E}/en/`, `en:${E}/en/`, `nl:${E}/nl/`, `de:${E}/de/`, `x-default:${E}/en/`),
      // Lists the English page but not itself, with another x-default.
      row(`${E}/nl/`, `en:${E}/en/`, `x-default:${E}/de/`),
      // Lists nobody: the English page's link is not confirmed.
      row(`${E}/de/`),
    ];
    expect(described([rows])).toEqual([
      '0:1 hreflang-self-missing',
      '0:1 hreflang-x-default-differs',
      // Listed by the English page, and by the Dutch one as its x-default.
      '0:2 hreflang-return-missing',
      '0:2 hreflang-return-missing',
    ]);
  });

  it('tells a language given two URLs, a page given two languages, pages no table lists and other hosts', () => {
    const rows = [
      row(`${E}/en/`, `en:${E}/en/`, `de:${E}/de/a`, `de:${E}/de/b`, `fr:https://example.fr/`, `x-default:${E}/en/`),
      row(`${E}/de/a`, `en:${E}/en/`, `de-AT:${E}/de/a`, `x-default:${E}/en/`),
      row(`${E}/de/b`, `en:${E}/en/`, `de:${E}/de/b`, `de:${E}/de/a`, `x-default:${E}/en/`),
    ];
    const found = described([rows]);
    expect(found).toContain('0:0 hreflang-language-twice');
    expect(found).toContain('0:1 hreflang-page-two-languages');
    expect(found).toContain('0:0 hreflang-alternate-unlisted');
    expect(found.filter((text) => text.endsWith('hreflang-other-host'))).toEqual([]);
    const hosts = described([
      [
        row(`${E}/en/`, `en:${E}/en/`, `de:https://example.de/`),
        row('https://example.de/', `en:${E}/en/`, `de:https://example.de/`),
        row(`${E}/fr/`, `en:${E}/en/`, `fr:${E}/fr/`),
      ],
    ]);
    expect(hosts).toContain('0:1 hreflang-other-host');
  });

  it('names the one wrong link that joins two clusters into one, and no link of either', () => {
    const cluster = (path: string, wrong?: string): UrlRow[] => {
      const set = ['en', 'nl', 'de'].map((language) => `${language}:${E}/${language}/${path}`);
      return ['en', 'nl', 'de'].map((language) =>
        row(`${E}/${language}/${path}`, ...set, ...(language === 'de' && wrong ? [wrong] : [])),
      );
    };
    const rows = [...cluster('shoes', `en:${E}/en/hats`), ...cluster('hats')];
    const joined = clusterProblems([{ rows }]).filter(({ problem }) => problem.code === 'hreflang-cluster-joined');
    expect(joined.map(({ row: at, problem }) => [at, problem.params])).toEqual([
      [2, [{ href: `${E}/en/hats`, hreflang: 'en', others: 3 }]],
    ]);
  });

  it('reaches the same problems through whole-table validation, from columns as from rows', () => {
    const rows = [row(`${E}/en/`, `en:${E}/en/`, `nl:${E}/nl/`), row(`${E}/nl/`)];
    const context = { base: null, now: Date.parse('2026-11-23') };
    const codes = (problems: ReturnType<typeof validateTables>): string[] =>
      problems.filter((found) => found.code.startsWith('hreflang-')).map((found) => `${found.place.row} ${found.code}`);
    const fromRows = codes(validateTables([{ name: 'pages', rows }], context));
    expect(fromRows).toEqual(['1 hreflang-x-default-missing', '2 hreflang-return-missing']);
    expect(codes(validateTables([{ name: 'pages', rows: UrlColumns.fromRows(rows) }], context))).toEqual(fromRows);
  });
});
