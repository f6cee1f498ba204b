import { describe, expect, it } from 'vitest';
import { completeAllClusters, completeAllClustersInSteps } from '../../../../shared/hreflang/complete-all-clusters';
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
});
