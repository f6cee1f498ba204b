import { describe, expect, it } from 'vitest';
import { completeAllClusters, completeAllClustersInSteps } from '../../../../shared/hreflang/complete-all-clusters';
import { runSteps } from '../../../../shared/run-steps';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { AlternatesChange } from '../../../../shared/hreflang/complete-cluster';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const E = 'https://example.com';

/** Page `n` in English and Dutch, the English one listing itself and the Dutch one, which lists nothing back. */
function brokenPair(n: number): UrlRow[] {
  const links = [
    { rel: 'alternate', hreflang: 'en', href: `${E}/en/${n}` },
    { rel: 'alternate', hreflang: 'nl', href: `${E}/nl/${n}` },
  ];
  return [{ ...emptyRow(`${E}/en/${n}`), alternates: links }, emptyRow(`${E}/nl/${n}`)];
}

describe('completing every cluster a step at a time', () => {
  it('gives the same completion as at once, and gives the thread back between clusters', () => {
    const tables = [{ rows: Array.from({ length: 3000 }, (_, n) => brokenPair(n)).flat() }];
    const steps = completeAllClustersInSteps(tables, findClusters(tables), 'nl');
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(23); // 3000 clusters, 128 a step
    const atOnce = completeAllClusters(tables, 'nl');
    expect(step.value.clusters).toBe(3000);
    expect(step.value.changes).toEqual(atOnce.changes);
    // Each English row gets the x-default (the Dutch page); each Dutch row all three links.
    expect(step.value.changes[1]!.after).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${E}/en/0` },
      { rel: 'alternate', hreflang: 'nl', href: `${E}/nl/0` },
      { rel: 'alternate', hreflang: 'x-default', href: `${E}/nl/0` },
    ]);
  });

  it('hands each change to a taker that applies it at once, keeps none, and ends as applying them all after', () => {
    const rows = Array.from({ length: 300 }, (_, n) => brokenPair(n)).flat();
    const after = completeAllClusters([{ rows }], 'nl');
    const expected = rows.map((row) => row.alternates);
    for (const change of after.changes) expected[change.place.row] = change.after;

    const columns = new UrlColumns();
    columns.appendRows(rows);
    const tables = [{ rows: columns }];
    const taken: AlternatesChange[] = [];
    const take = (change: AlternatesChange): void => {
      // Applied before the next cluster is completed: later clusters read rows this one did not touch.
      columns.setCell(change.place.row, 'alternates', change.after);
      taken.push(change);
    };
    const done = runSteps(completeAllClustersInSteps(tables, findClusters(tables), 'nl', take));
    expect(done.changes).toEqual([]);
    expect(done.clusters).toBe(300);
    expect(taken).toEqual(after.changes);
    expect(rows.map((_, row) => columns.get(row, 'alternates'))).toEqual(expected);
  });
});
// The truth probe: --x-default fr picked one of two fr pages (a conflict it said was left for a person),
// and an http:// page no table lists as every other page's x-default.
describe('the x-default language asked for', () => {
  it('is chosen only where the cluster has one page in it that a table lists', () => {
    const link = (hreflang: string, href: string) => ({ rel: 'alternate', hreflang, href });
    const twoFrench = [link('en', `${E}/en/d`), link('fr', `${E}/fr/d`), link('fr', `${E}/fr/d2`)];
    const unlisted = [link('en', `${E}/en/u`), link('fr', 'http://example.com/fr/u')];
    const rows: UrlRow[] = [
      { ...emptyRow(`${E}/en/d`), alternates: twoFrench },
      { ...emptyRow(`${E}/fr/d`), alternates: twoFrench },
      { ...emptyRow(`${E}/fr/d2`), alternates: twoFrench },
      { ...emptyRow(`${E}/en/u`), alternates: unlisted },
    ];
    const done = completeAllClusters([{ rows }], 'fr');
    const xDefaults = done.changes.flatMap((change) =>
      change.after.filter((item) => item.hreflang === 'x-default').map((item) => item.href),
    );
    expect(xDefaults).toEqual([]);
    expect(done.withoutXDefaultLanguage).toBe(2);
    // Neither names an x-default: both are left without one, and said to be (the probe: said of none).
    expect(done.noXDefault).toBe(2);
  });

  it('counts the clusters left without any x-default when the one most named is kept and none is named', () => {
    const named = brokenPair(1);
    named[0]!.alternates = [...named[0]!.alternates, { rel: 'alternate', hreflang: 'x-default', href: `${E}/en/1` }];
    const done = completeAllClusters([{ rows: [...brokenPair(0), ...named, ...brokenPair(2)] }], null);
    expect(done.clusters).toBe(3);
    expect(done.noXDefault).toBe(2);
  });
});
