import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clusterProblems } from '../../shared/hreflang/cluster-problems';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { corpusAvailable, corpusPath, noteCorpus } from '../support/corpus';
import { importAll } from '../support/import-helpers';

noteCorpus('hreflang clusters of real sitemaps');

/** The corpus's sitemaps that list hreflang alternates. */
const FILES = [
  'sitemaps/AWS-First-Cloud-Journey__000006-AutoScaling__public__en__sitemap.xml',
  'sitemaps/AyatoAshihara__myblog_multi__docs__ja__sitemap.xml',
  'peer-vectors/sitemap.js/fixtures/mocks/alltags.xml',
  'peer-vectors/ultimate-sitemap-parser/docs_formats_examples/hreflang.xml',
  'peer-vectors/ultimate-sitemap-parser/fixtures/test_missing_attrs/02_sitemap.xml',
];

/**
 * An independent count from the text alone: each <url>'s loc and its links' hrefs by regular
 * expression, URLs compared as the WHATWG URL parser writes them, clusters by a breadth-first walk
 * over a plain adjacency map. Returns each cluster's size (pages, listed or only linked to), sorted.
 */
function clusterSizes(xml: string): number[] {
  const key = (url: string): string => (URL.canParse(url.trim()) ? new URL(url.trim()).href : url.trim());
  const neighbours = new Map<string, Set<string>>();
  const touch = (a: string, b: string): void => {
    if (!neighbours.has(a)) neighbours.set(a, new Set());
    if (!neighbours.has(b)) neighbours.set(b, new Set());
    neighbours.get(a)!.add(b);
    neighbours.get(b)!.add(a);
  };
  for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const loc = /<loc>\s*([^<]*?)\s*<\/loc>/.exec(entry)?.[1];
    if (loc === undefined) continue;
    for (const [, href] of entry.matchAll(/<xhtml:link\b[^>]*\bhref="([^"]*)"/g))
      if (href?.trim()) touch(key(loc), key(href));
  }
  const seen = new Set<string>();
  const sizes: number[] = [];
  for (const start of neighbours.keys()) {
    if (seen.has(start)) continue;
    let size = 0;
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      size += 1;
      for (const next of neighbours.get(queue.pop()!)!) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => a - b);
}

describe.skipIf(!corpusAvailable)('hreflang clusters of the real sitemaps in the corpus', () => {
  it.each(FILES)('%s: the clusters an independent count finds, each problem on a row of the file', async (file) => {
    const imported = await importAll([corpusPath(file)], { followChildren: false });
    const rows = imported.files[0]!.rows;
    const clusters = findClusters([{ rows }]);
    const sizes = Array.from({ length: clusters.count }, (_, cluster) => {
      const { rows: members, outside } = clusters.members(cluster);
      return members.length + outside.length;
    }).sort((a, b) => a - b);
    expect(sizes).toEqual(clusterSizes(readFileSync(corpusPath(file), 'utf8')));
    for (const { row } of clusterProblems([{ rows }])) expect(row).toBeLessThan(rows.length);
  });
});
