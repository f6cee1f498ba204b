import { describe, expect, it } from 'vitest';
import { packWorkersLent, parsedOnWorkers, streamedPackWorkers } from '../../../electron/cli/streamed-pack-workers';

describe('streamedPackWorkers', () => {
  it('gives sources parsed on parse workers pack workers for half the threads, at least one', () => {
    const sitemaps = ['a.xml.gz', 'b.xml'];
    expect([1, 2, 3, 4, 16, 1024].map((threads) => streamedPackWorkers(threads, sitemaps))).toEqual([
      1, 1, 2, 2, 8, 512,
    ]);
    expect(streamedPackWorkers(4, ['https://example.com/sitemap_index.xml'])).toBe(2);
    expect(streamedPackWorkers(4, ['robots.txt'])).toBe(2);
    // One source parsed on a worker is enough: the tables read beside it share what is left.
    expect(streamedPackWorkers(4, ['rows.csv', 'a.xml', 'more.tsv.gz'])).toBe(2);
  });

  it('gives tables read on the main thread (CSV, TSV) a pack worker a thread', () => {
    expect(streamedPackWorkers(4, ['rows.csv'])).toBe(4);
    expect(streamedPackWorkers(4, ['rows.CSV', 'more.tsv.gz'])).toBe(4);
    expect(streamedPackWorkers(1, ['rows.tsv'])).toBe(1);
  });

  it('gives a project among the sources a pack worker a thread, sitemaps parsed beside it or not: it opens and packs on them', () => {
    expect(streamedPackWorkers(4, ['rows.CSV', 'more.tsv.gz', 'shop.sitemapstudio'])).toBe(4);
    expect(streamedPackWorkers(4, ['shop.sitemapstudio', 'news.xml'])).toBe(4);
    expect(streamedPackWorkers(2, ['https://example.com/sitemap_index.xml', 'Shop.SitemapStudio'])).toBe(2);
  });

  it('tells a source parsed on a worker from one read on the main thread by its name', () => {
    expect(['a.xml', 'a.xml.gz', 'list.txt', 'robots.txt', 'set', 'https://e.com/s.xml'].map(parsedOnWorkers)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['rows.csv', 'rows.tsv.gz', 'shop.sitemapstudio'].map(parsedOnWorkers)).toEqual([false, false, false]);
    // A URL is named by its path's last segment, as the engine names it: a query is not part of it.
    expect(parsedOnWorkers('https://e.com/export/rows.csv?v=2')).toBe(false);
    expect(parsedOnWorkers('https://e.com/sitemap.xml?page=2')).toBe(true);
    expect(streamedPackWorkers(4, ['https://e.com/rows.csv?v=2'])).toBe(4);
  });
});

describe('packWorkersLent', () => {
  it('lends the pack workers the threads the parse workers leave idle, none while every thread is at work', () => {
    // 2 threads, one pack worker of its own: the parse worker at work, then idle.
    expect(packWorkersLent(2, 1, 1, 2)).toBe(0);
    expect(packWorkersLent(2, 1, 0, 2)).toBe(1);
    // 16 threads, 8 pack workers: 16 parse workers at work, then the set's last 3.
    expect(packWorkersLent(16, 8, 16, 16)).toBe(0);
    expect(packWorkersLent(16, 8, 3, 16)).toBe(5);
    expect(packWorkersLent(16, 8, 0, 16)).toBe(8);
    // Pack workers a thread already (a CSV, a project): nothing to lend.
    expect(packWorkersLent(4, 4, 0, 4)).toBe(0);
  });

  it('lends no thread beyond the cores: more threads than cores already oversubscribe them', () => {
    // --threads 16 on 2 cores, one big file parsed: 8 pack workers of its own are more than the cores.
    expect(packWorkersLent(16, 8, 0, 2)).toBe(0);
    // --threads 4 on 3 cores: 2 pack workers of their own, one lent once the parse workers idle.
    expect(packWorkersLent(4, 2, 0, 3)).toBe(1);
    expect(packWorkersLent(4, 2, 1, 3)).toBe(0);
  });
});
