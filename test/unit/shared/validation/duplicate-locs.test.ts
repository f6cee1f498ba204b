import { describe, expect, it } from 'vitest';
import {
  DuplicateFinder,
  findDuplicateLocs,
  isNormalLocUtf8,
  locHash,
  normaliseLoc,
} from '../../../../shared/validation/duplicate-locs';
import { seededInts } from '../../../support/seeded-random';
import { emptyNews, emptyRow, emptyVideo, type UrlRow } from '../../../../shared/url-table';
import { emptyImage } from '../../../../shared/url-table';

const table = (name: string, locs: string[], extend: (row: UrlRow) => void = () => {}) => ({
  name,
  rows: locs.map((loc) => {
    const row = emptyRow(loc);
    extend(row);
    return row;
  }),
});
const withNews = (row: UrlRow): void => void (row.news = emptyNews());
const withVideo = (row: UrlRow): void => void row.videos.push(emptyVideo());
const withImage = (row: UrlRow): void => void row.images.push(emptyImage('https://a.com/i.jpg'));
const places = (problems: readonly { table: number; row: number }[]): string[] =>
  problems.map((found) => `${found.table}:${found.row}`);

describe('normaliseLoc', () => {
  it.each([
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com?q=1', 'https://example.com/?q=1'],
    ['https://example.com/caf%c3%a9', 'https://example.com/caf%C3%A9'],
    ['https://User@Example.com/', 'https://User@example.com/'],
    ['https://[::1]:443/', 'https://[::1]/'],
    ['relative/%2f', 'relative/%2F'],
    // Either digit in lower case, the other not.
    ['https://example.com/%aF%Fa%9b%b9', 'https://example.com/%AF%FA%9B%B9'],
    ['https://example.com/%aF', 'https://example.com/%AF'],
    ['https://example.com/%Fa', 'https://example.com/%FA'],
    ['https://example.com/каталог/%d1%82', 'https://example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/%D1%82'],
    // An unreserved character escaped is the character (RFC 3986, 6.2.2.2); reserved ones stay escaped.
    ['https://example.com/%7Eana/%7e', 'https://example.com/~ana/~'],
    ['https://example.com/%41%5a%61%7A%30%39%2D%2E%5F', 'https://example.com/AZaz09-._'],
    ['https://example.com/a%2Fb%3F%40%25%20%40', 'https://example.com/a%2Fb%3F%40%25%20%40'],
    ['https://example.com/%40%60%5B%7B%2F%3A', 'https://example.com/%40%60%5B%7B%2F%3A'],
    ['https://example.com/%257E', 'https://example.com/%257E'],
    // The probe: a port written with leading zeros is the same port, and dot segments are resolved (RFC 3986, 5.2.4).
    ['https://example.com:0443/a', 'https://example.com/a'],
    ['http://example.com:08080/a', 'http://example.com:8080/a'],
    ['http://example.com:0/a', 'http://example.com:0/a'],
    ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
    ['https://example.com/a/b/..', 'https://example.com/a/'],
    ['https://example.com/a/.', 'https://example.com/a/'],
    ['https://example.com/../../a', 'https://example.com/a'],
    ['https://example.com/a//b/../c', 'https://example.com/a//c'],
    ['https://example.com/a/%2E%2E/b', 'https://example.com/b'],
    ['https://example.com/a/..b/.c/', 'https://example.com/a/..b/.c/'],
    ['https://example.com/.well-known/x', 'https://example.com/.well-known/x'],
    ['https://example.com/a?x=/../b#/./c', 'https://example.com/a?x=/../b#/./c'],
    ['https://example.com/%%34%31', 'https://example.com/%2541'],
    ['https://example.com/100%', 'https://example.com/100%25'],
    ['https://example.com::/a', 'https://example.com/a'],
    ['https://example.com:443:/a', 'https://example.com/a'],
    ['http://example.com:080:/a', 'http://example.com/a'],
  ])('%s → %s', (loc, normal) => {
    expect(normaliseLoc(loc)).toBe(normal);
  });

  it('is given back as it is exactly where the byte test says it is normal', () => {
    const locs = ['https://example.com/a/./b', 'https://example.com/.x', 'https://example.com/a.b/c', 'https://a.com/'];
    for (const loc of locs) {
      const bytes = new TextEncoder().encode(loc);
      if (isNormalLocUtf8(bytes, 0, bytes.length)) expect(normaliseLoc(loc), loc).toBe(loc);
    }
    const dotted = new TextEncoder().encode('https://example.com/a/../b');
    expect(isNormalLocUtf8(dotted, 0, dotted.length)).toBe(false);
    expect(normaliseLoc('https://example.com/a/../b')).toBe('https://example.com/b');
  });

  it('agrees with the byte test on locs of dots, slashes, escapes and ports, and leaves no dot segment', () => {
    const next = seededInts(29);
    // A stray `%` and escapes of digits and letters, whose decoding could make a new escape (`%%34%31`).
    const pieces = [
      '/',
      '.',
      '..',
      '/.',
      '/..',
      'a',
      'B',
      '%2e',
      '%2E',
      '?',
      '#',
      '-',
      '~',
      'é',
      ';',
      '%',
      '%34',
      '%31',
      '%25',
    ];
    const hosts = [
      'example.com',
      'Example.com',
      'example.com:443',
      'example.com:0443',
      'example.com:8080',
      '[::1]',
      'example.com::',
      '[::1]::443',
      'example.com:443:',
      'example.com:0080:',
    ];
    for (let n = 0; n < 20_000; n++) {
      const path = Array.from({ length: 1 + next(8) }, () => pieces[next(pieces.length)]).join('');
      const loc = `https://${hosts[next(hosts.length)]}/${path}`;
      const bytes = new TextEncoder().encode(loc);
      if (isNormalLocUtf8(bytes, 0, bytes.length)) expect(normaliseLoc(loc), loc).toBe(loc);
      // No dot segment is left in its path (Node 20's URL parser, ada, is no oracle here: it keeps
      // `/x/.a/..` as it is), and the form is its own.
      const normal = normaliseLoc(loc);
      expect(/^[^?#]*\/\.\.?(?:[/?#]|$)/.test(normal.replace(/^https:\/\/[^/]*/, '')), loc).toBe(false);
      expect(normaliseLoc(normal), loc).toBe(normal);
    }
  });

  it('keeps path case: /Path and /path are different pages', () => {
    expect(normaliseLoc('https://example.com/Path')).not.toBe(normaliseLoc('https://example.com/path'));
  });
});

describe('findDuplicateLocs', () => {
  it('flags later exact duplicates in a table, pointing at the first', () => {
    expect(findDuplicateLocs([table('pages', ['https://a.com/', 'https://a.com/x', 'https://a.com/'])])).toMatchObject([
      {
        table: 0,
        row: 2,
        field: 'loc',
        severity: 'warning',
        code: 'loc-duplicate',
        message: 'This URL is already listed in row 1.',
      },
    ]);
  });

  it('flags duplicates after normalisation, and across tables', () => {
    const problems = findDuplicateLocs([
      table('pages', ['https://a.com/caf%c3%a9']),
      table('posts', ['https://A.com:443/caf%C3%A9', 'https://a.com/caf%c3%a9']),
    ]);
    expect(problems).toMatchObject([
      {
        table: 1,
        row: 0,
        field: 'loc',
        severity: 'warning',
        code: 'loc-duplicate-normalised',
        message:
          'This URL is the same page as https://a.com/caf%c3%a9 in table "pages", row 1; they differ only in letter case, port, escaping or ./ and ../ in the path.',
      },
      {
        table: 1,
        row: 1,
        field: 'loc',
        severity: 'warning',
        code: 'loc-duplicate',
        message: 'This URL is already listed in table "pages", row 1.',
      },
    ]);
  });

  it('flags a URL written with dot segments or a zero-padded port as the page it resolves to', () => {
    const problems = findDuplicateLocs([
      table('pages', [
        'https://a.com/shop/x',
        'https://a.com/shop/./y/../x',
        'https://a.com:0443/shop/x',
        'https://a.com/x',
      ]),
    ]);
    expect(problems.map((found) => [found.row, found.code])).toEqual([
      [1, 'loc-duplicate-normalised'],
      [2, 'loc-duplicate-normalised'],
    ]);
  });

  it('names the table and row of the first listing across empty tables and many tables', () => {
    const problems = findDuplicateLocs([
      table('empty first', []),
      table('a', ['https://a.com/1', 'https://a.com/2']),
      table('empty between', []),
      table('b', ['https://a.com/3', 'https://a.com/2']),
      table('c', ['https://a.com/3', 'https://a.com/1']),
      table('empty last', []),
    ]);
    expect(problems.map((found) => [found.table, found.row, found.message])).toEqual([
      [3, 1, 'This URL is already listed in table "a", row 2.'],
      [4, 0, 'This URL is already listed in table "b", row 1.'],
      [4, 1, 'This URL is already listed in table "a", row 1.'],
    ]);
  });

  it('says nothing for a page URL that a news, video or image sitemap lists again, as Google allows', () => {
    const locs = ['https://a.com/1', 'https://A.com/2'];
    const same = ['https://a.com/1', 'https://a.com/2'];
    expect(
      findDuplicateLocs([
        table('pages', locs),
        table('news', same, withNews),
        table('videos', same, withVideo),
        table('images', same, withImage),
      ]),
    ).toEqual([]);
  });

  it('flags duplicates among sitemaps of one kind, across tables and within each', () => {
    const problems = findDuplicateLocs([
      table('pages', ['https://a.com/1']),
      table('news', ['https://a.com/1', 'https://a.com/2'], withNews),
      table('more pages', ['https://a.com/1']),
      table('more news', ['https://a.com/2'], withNews),
    ]);
    expect(places(problems)).toEqual(['2:0', '3:0']);
    expect(problems.map((found) => found.message)).toEqual([
      'This URL is already listed in table "pages", row 1.',
      'This URL is already listed in table "news", row 2.',
    ]);
  });

  it('reads the kind from the whole table: a URL twice in one sitemap is a duplicate, extensions or not', () => {
    // The second listing carries a news entry, so the table is a news sitemap; its first listing is still in it.
    const mixed = table('mixed', ['https://a.com/1', 'https://a.com/1']);
    withNews(mixed.rows[1]!);
    expect(places(findDuplicateLocs([mixed]))).toEqual(['0:1']);
    // …and it is no longer compared with page sitemaps.
    expect(findDuplicateLocs([table('pages', ['https://a.com/1']), mixed]).map((found) => found.message)).toEqual([
      'This URL is already listed in row 1.',
    ]);
  });

  it('starts each pass afresh, though it reuses the memory of the last one', () => {
    const locs = Array.from({ length: 100 }, (_, i) => `https://a.com/${i}`);
    expect(findDuplicateLocs([table('t', locs)])).toEqual([]);
    // The same count of rows, so the same memory; none of the first pass's locs may linger.
    expect(
      findDuplicateLocs([
        table(
          't',
          locs.map((loc) => `${loc}/other`),
        ),
      ]),
    ).toEqual([]);
    expect(findDuplicateLocs([table('t', [...locs.slice(0, 99), locs[0]!])])).toHaveLength(1);
  });

  it('refuses to be used once released', () => {
    const finder = new DuplicateFinder([table('t', ['https://a.com/'])]);
    finder.release();
    expect(() => finder.add(0, 0, 'https://a.com/')).toThrow('released');
  });

  it('ignores empty locs (they have their own error)', () => {
    expect(findDuplicateLocs([table('t', ['', ''])])).toEqual([]);
  });
});

describe('locHash', () => {
  const spread = (locs: string[], bits: number): number =>
    new Set(locs.map((loc) => locHash(loc) & ((1 << bits) - 1))).size / locs.length;

  // 65,536 keys into 2^17 buckets: a random hash fills about 79 %; a hash that skips characters, 0 %.
  it.each([
    [
      'the middle',
      (id: string) => `https://example.com/${'catalogue/'.repeat(4)}${id}/${'reviews/'.repeat(8)}index.html`,
    ],
    ['the start', (id: string) => `https://${id}.example.com/${'a/'.repeat(40)}`],
    ['the end', (id: string) => `https://example.com/${'a/'.repeat(40)}${id}`],
    ['odd positions only', (id: string) => `https://example.com/${[...id].map((char) => `-${char}`).join('')}`],
  ])('spreads locs that differ only in %s over the table as a random hash would', (_where, loc) => {
    const locs = Array.from({ length: 65_536 }, (_, n) => loc(n.toString(16).padStart(4, '0')));
    expect(spread(locs, 17)).toBeGreaterThan(0.75);
  });
});
