import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { findClusters, findClustersInSteps, type ClusterTable } from '../../../../shared/hreflang/hreflang-clusters';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

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

const E = 'https://example.com';

/** Each cluster as its members' locs (rows as table:row) and outside hrefs, sorted, for comparing. */
function described(tables: ClusterTable[]): string[][] {
  const clusters = findClusters(tables);
  return Array.from({ length: clusters.count }, (_, cluster) => {
    const { rows, outside } = clusters.members(cluster);
    return [...rows.map(({ table, row }) => `${table}:${row}`), ...outside];
  });
}

describe('hreflang clusters', () => {
  const english = [
    row(`${E}/en/shoes`, `en:${E}/en/shoes`, `nl:${E}/nl/schoenen`, `de:${E}/de/schuhe`),
    row(`${E}/en/hats`, `en:${E}/en/hats`, `nl:${E}/nl/hoeden`),
    row(`${E}/en/about`),
  ];
  const dutch = [
    // Lists only itself: linked to the English page by the English page's link alone.
    row(`${E}/nl/schoenen`, `nl:${E}/nl/schoenen`),
    row(`${E}/nl/hoeden`),
    row(`${E}/nl/contact`),
  ];

  it('joins rows linked in either direction, across tables, with the pages no row has', () => {
    expect(described([{ rows: english }, { rows: dutch }])).toEqual([
      ['0:0', '1:0', `${E}/de/schuhe`],
      ['0:1', '1:1'],
    ]);
  });

  it('knows every language the tables give, case aside, for completing all clusters', () => {
    const more = [row(`${E}/fr/a`, `FR:${E}/fr/a`, `x-default:${E}/en/shoes`, ` fr:${E}/fr/b`, `de-AT:${E}/at/a`)];
    expect(findClusters([{ rows: english }, { rows: dutch }, { rows: more }]).languages).toEqual([
      'de',
      'de-AT',
      'en',
      'FR',
      'nl',
    ]);
    expect(findClusters([{ rows: UrlColumns.fromRows(english) }]).languages).toEqual(['de', 'en', 'nl']);
  });

  it('leaves rows that neither list alternates nor are listed out of every cluster', () => {
    const clusters = findClusters([{ rows: english }, { rows: dutch }]);
    expect(clusters.clusterOf(0, 2)).toBe(-1);
    expect(clusters.clusterOf(1, 2)).toBe(-1);
    expect(clusters.clusterOf(1, 0)).toBe(clusters.clusterOf(0, 0));
    expect(clusters.clusterOf(1, 1)).toBe(1);
  });

  it('compares locs as the duplicate finder does: scheme and host in any case, the default port, escapes', () => {
    const rows = [row(`${E}/en/caf%c3%a9`, `nl:HTTPS://Example.COM:443/nl/caf%C3%A9`), row(`${E}/nl/caf%C3%A9`)];
    expect(described([{ rows }])).toEqual([['0:0', '0:1']]);
    // A path that differs is another page: `/de` and `/de/` are not one.
    expect(described([{ rows: [row(`${E}/de`, `de:${E}/de/`)] }])).toEqual([['0:0', `${E}/de/`]]);
  });

  // The truth probe: a loc's /de/über and an href's /de/%C3%BCber split one content into two clusters.
  it('takes a character past ASCII and its percent-encoded UTF-8 for one page, in rows and in columns', () => {
    const rows = [row(`${E}/en/about`, `de:${E}/de/%C3%BCber`), row(`${E}/de/\u00fcber`, `en:${E}/en/about`)];
    expect(described([{ rows }])).toEqual([['0:0', '0:1']]);
    expect(described([{ rows: UrlColumns.fromRows(rows) }])).toEqual([['0:0', '0:1']]);
    const host = [
      row('https://b\u00fccher.example/de', 'en:https://xn--bcher-kva.example/en'),
      row('https://xn--bcher-kva.example/en', 'de:https://xn--bcher-kva.example/de'),
    ];
    expect(described([{ rows: host }])).toEqual([['0:0', '0:1']]);
  });

  it('chains clusters through any member, and keeps a row that lists only itself as a cluster of one', () => {
    const rows = [
      row(`${E}/a`, `x:${E}/b`),
      row(`${E}/c`, `x:${E}/d`),
      row(`${E}/d`, `x:${E}/b`),
      row(`${E}/alone`, `en:${E}/alone`),
    ];
    expect(described([{ rows }])).toEqual([['0:0', '0:1', '0:2', `${E}/b`], ['0:3']]);
  });

  it('skips links with no href, and takes a page listed again as its first row that lists alternates', () => {
    const rows = [
      { ...row(`${E}/a`), alternates: [{ rel: 'alternate', hreflang: 'nl', href: null }] },
      row(`${E}/b`, `en:${E}/a`),
      // Page a again: its first row lists alternates, so this row's links are not the page's.
      row(`${E}/a`, `de:${E}/de/a`),
    ];
    expect(described([{ rows }])).toEqual([['0:0', '0:1']]);
    // A page listed first without alternates and again with them is the row with them.
    const plainFirst = [row(`${E}/c`), row(`${E}/d`, `en:${E}/c`), row(`${E}/c`, `de:${E}/de/c`)];
    expect(described([{ rows: plainFirst }])).toEqual([['0:1', '0:2', `${E}/de/c`]]);
    const clusters = findClusters([{ rows: plainFirst }]);
    // Its other row is in no cluster, but shows its page's.
    expect(clusters.clusterOf(0, 0)).toBe(clusters.clusterOf(0, 2));
    expect(clusters.clusterOf(0, 0)).toBe(0);
  });

  it('finds the same from columns as from rows, and a step at a time', () => {
    const asColumns = [{ rows: UrlColumns.fromRows(english) }, { rows: UrlColumns.fromRows(dutch) }];
    expect(described(asColumns)).toEqual(described([{ rows: english }, { rows: dutch }]));

    const many = Array.from({ length: 40_000 }, (_, i) => row(`${E}/en/${i}`, `en:${E}/en/${i}`, `nl:${E}/nl/${i}`));
    const steps = findClustersInSteps([{ rows: many }]);
    let taken = 0;
    let step = steps.next();
    while (!step.done) {
      taken += 1;
      step = steps.next();
    }
    expect(taken).toBeGreaterThan(2);
    expect(step.value.count).toBe(40_000);
    expect(step.value.members(39_999)).toEqual({ rows: [{ table: 0, row: 39_999 }], outside: [`${E}/nl/39999`] });
  });
});
