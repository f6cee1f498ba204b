import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { PAIR_ITEMS_PER_STEP } from '../../../../shared/hreflang/pair-by-rule';
import { pairBySlugs, pairBySlugsInSteps, SlugsCsvError } from '../../../../shared/hreflang/pair-by-slugs';
import { readSlugsCsv } from '../../../../shared/hreflang/slugs-csv';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const E = 'https://example.com';
const table = (...locs: string[]): { rows: UrlRow[] } => ({ rows: locs.map((loc) => emptyRow(loc)) });

describe('pair by a CSV of translated slugs', () => {
  it('pairs each line\u2019s pages, given as paths or URLs, and tells values no row has apart', () => {
    const tables = [
      table(`${E}/en/shoes`, `${E}/en/hats`, `${E}/about`),
      table(`${E}/nl/schoenen`, `${E}/de/gr%C3%B6%C3%9Fe`, `${E}/nl/hoeden`),
    ];
    const csv = ['en,nl,de', `/en/shoes,"/nl/schoenen",/de/größe`, `${E}/en/hats,/nl/hoeden,/de/huete`, ''].join('\n');
    const proposal = pairBySlugs(tables, csv);
    expect(proposal.notFound).toEqual([{ line: 3, column: 3, language: 'de', value: '/de/huete' }]);
    expect(proposal.extraValues).toEqual([]);
    expect(proposal).toMatchObject({ clusters: 2, links: 13, unmatched: 1, conflicts: [] });
    expect(proposal.rows.map(({ place, added }) => `${place.table}:${place.row} ${added.length}`)).toEqual([
      '0:0 3',
      '0:1 2',
      '1:0 3',
      '1:1 3',
      '1:2 2',
    ]);
    expect(proposal.rows[3]!.added).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${E}/en/shoes` },
      { rel: 'alternate', hreflang: 'nl', href: `${E}/nl/schoenen` },
      { rel: 'alternate', hreflang: 'de', href: `${E}/de/gr%C3%B6%C3%9Fe` },
    ]);
  });

  // The probe: a row whose escapes are in lower case matched its full URL in the CSV, but no path.
  it('matches a path to a row however either writes its escapes', () => {
    const tables = [table(`${E}/en/cafe`, `${E}/fr/caf%c3%a9`)];
    for (const value of ['/fr/café', '/fr/caf%C3%A9', '/fr/caf%c3%a9', `${E}/fr/café`]) {
      const proposal = pairBySlugs(tables, `en,fr\n/en/cafe,${value}\n`);
      expect(proposal.notFound, value).toEqual([]);
      expect(proposal.clusters, value).toBe(1);
    }
  });

  // The probe: `//evil.com/nl/schoenen` was read as the path /nl/schoenen of the tables' own host.
  it('reads a value that starts with two slashes as a URL of its host, not a path', () => {
    const tables = [table(`${E}/en/shoes`, `${E}/nl/schoenen`)];
    for (const other of ['//evil.example/nl/schoenen', '/\\evil.example/nl/schoenen']) {
      const proposal = pairBySlugs(tables, `en,nl\n/en/shoes,${other}\n`);
      expect(proposal.notFound).toEqual([{ line: 2, column: 2, language: 'nl', value: other }]);
      expect(proposal.links).toBe(0);
    }
  });

  it('leaves columns whose code Google does not take, and a line with two URLs for one language', () => {
    const tables = [table(`${E}/en/a`, `${E}/uk/a`, `${E}/nl/a`, `${E}/nl/a-2`)];
    const proposal = pairBySlugs(tables, `en,en-UK,nl,NL\n/en/a,/uk/a,/nl/a,/nl/a-2\n`);
    expect(proposal.conflicts).toEqual([
      { kind: 'unknown-code', code: 'en-UK', loc: '' },
      { kind: 'language-two-urls', language: 'nl', locs: [`${E}/nl/a`, `${E}/nl/a-2`] },
    ]);
    expect(proposal).toMatchObject({ clusters: 0, links: 0, rows: [] });
  });
});

describe('pair by a CSV of slugs: a page named by two lines', () => {
  it('gets each language once from a line written twice: one cluster, no link twice', () => {
    const tables = [table(`${E}/en/shoes`, `${E}/nl/schoenen`)];
    const proposal = pairBySlugs(tables, 'en,nl\n/en/shoes,/nl/schoenen\n/en/shoes,/nl/schoenen\n');
    // A copied line is no page on two lines: nothing to say of it.
    expect(proposal).toMatchObject({ clusters: 1, links: 4, conflicts: [], repeated: [] });
    expect(
      proposal.rows.map(({ place, added }) => `${place.row} ${added.map((link) => link.hreflang).join(',')}`),
    ).toEqual(['0 en,nl', '1 en,nl']);
  });

  it('gives a page named under two codes of one line each link once', () => {
    const tables = [table(`${E}/en/a`, `${E}/nl/a`)];
    const proposal = pairBySlugs(tables, 'en,en-GB,nl\n/en/a,/en/a,/nl/a\n');
    expect(
      proposal.rows.map(({ place, added }) => `${place.row} ${added.map((link) => link.hreflang).join(',')}`),
    ).toEqual(['0 en,en-GB,nl', '1 en,en-GB,nl']);
  });

  it('leaves a page a later line names again out of that line, saying both lines; the rest of the line pairs', () => {
    const tables = [table(`${E}/en/shoes`, `${E}/nl/schoenen`)];
    const swapped = pairBySlugs(tables, 'en,nl\n/en/shoes,/nl/schoenen\n/nl/schoenen,/en/shoes\n');
    expect(swapped.conflicts).toEqual([]);
    expect(swapped.repeated).toEqual([
      { line: 3, column: 1, language: 'en', value: '/nl/schoenen', first: 2 },
      { line: 3, column: 2, language: 'nl', value: '/en/shoes', first: 2 },
    ]);
    // The probe: /nl/x on two lines gave a conflict naming no line, and dropped /en/y and /de/y's pair.
    const probe = [table(`${E}/en/x`, `${E}/nl/x`, `${E}/en/y`, `${E}/de/y`)];
    const proposal = pairBySlugs(probe, 'en,nl,de\n/en/x,/nl/x,\n/en/y,/nl/x,/de/y\n');
    expect(proposal.repeated).toEqual([{ line: 3, column: 2, language: 'nl', value: '/nl/x', first: 2 }]);
    expect(proposal.clusters).toBe(2);
    const links = proposal.rows.map(
      ({ place, added }) => `${place.row} ${added.map((link) => link.hreflang).join(',')}`,
    );
    expect(links).toEqual(['0 en,nl', '1 en,nl', '2 en,de', '3 en,de']);
    expect(proposal.conflicts).toEqual([]);
  });
});

describe('pair by a CSV of slugs: where each line is', () => {
  it('numbers lines as the file does, past empty lines and values that span lines, and tells lines with values past the header', () => {
    const tables = [table(`${E}/en/a`, `${E}/nl/a`, `${E}/en/b`, `${E}/nl/b`)];
    const csv = ['\uFEFFen;nl', '', '/en/a;"/nl/a"', '"/en/\nb";/nl/b;/fr/b', '/en/c;/nl/c', ''].join('\r\n');
    const proposal = pairBySlugs(tables, csv);
    expect(proposal.extraValues).toEqual([{ line: 4, column: 3, values: 3 }]);
    // Line 6, not 5: the value "/en/\r\nb" spans two lines (and matches /en/b, as a URL drops line breaks).
    expect(proposal.notFound).toEqual([
      { line: 6, column: 1, language: 'en', value: '/en/c' },
      { line: 6, column: 2, language: 'nl', value: '/nl/c' },
    ]);
    expect(proposal).toMatchObject({ clusters: 2, links: 8, unmatched: 0 });
  });

  it('numbers the lines of a file whose lines end in CR alone (an old Mac\u2019s) as the file does', () => {
    const tables = [table(`${E}/en/a`, `${E}/nl/a`)];
    const proposal = pairBySlugs(tables, ['en,nl', '/en/a,/nl/a', '/en/x,/nl/y', ''].join('\r'));
    expect(proposal.notFound).toEqual([
      { line: 3, column: 1, language: 'en', value: '/en/x' },
      { line: 3, column: 2, language: 'nl', value: '/nl/y' },
    ]);
  });

  it('refuses a CSV it cannot read, saying where', () => {
    const fault = (csv: string): unknown => {
      try {
        pairBySlugs([table(`${E}/en/a`)], csv);
        return null;
      } catch (error) {
        return error instanceof SlugsCsvError ? error.fault : error;
      }
    };
    expect(fault('en,nl\n/en/a,/nl/a\n/en/b,"/nl/b\n/en/c,/nl/c\n')).toEqual({
      reason: 'unclosed-quote',
      line: 3,
      column: 7,
    });
    expect(fault('en,nl\n/en/a,"/nl/""a"x\n')).toEqual({ reason: 'stray-quote', line: 2, column: 15 });
    expect(fault('\n\n')).toEqual({ reason: 'empty', line: 1, column: 1 });
    expect(fault('\npage,address\n/en/a,/nl/a\n')).toEqual({ reason: 'no-languages', line: 2, column: 1 });
    // A binary file, or text in another encoding (the bytes UTF-8 decoding replaced): no text, said where.
    expect(fault('\u0089PNG\r\n\u001a\n\u0000\u0000')).toEqual({ reason: 'not-text', line: 3, column: 1 });
    expect(fault('en,nl\n/en/caf\uFFFD,/nl/a\n')).toEqual({ reason: 'not-text', line: 2, column: 8 });
  });
});

describe('pair by a CSV of slugs, a step at a time', () => {
  it('proposes what pairing at once does, over columns, pausing while it indexes rows and looks values up', () => {
    const pages = 2_000;
    const locs = ['en', 'nl', 'de'].flatMap((code) => Array.from({ length: pages }, (_, i) => `${E}/${code}/p${i}`));
    const tables = [table(...locs)];
    const csv = ['en,nl,de', ...Array.from({ length: pages }, (_, i) => `/en/p${i},/nl/p${i},${E}/de/p${i}`)].join(
      '\n',
    );
    const atOnce = pairBySlugs(tables, csv);
    const read = readSlugsCsv(csv);
    if ('fault' in read) throw new Error('the CSV should read');
    const steps = pairBySlugsInSteps([{ rows: UrlColumns.fromRows(tables[0]!.rows) }], read);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(step.value).toEqual(atOnce);
    expect(atOnce).toMatchObject({ clusters: pages, links: 9 * pages, unmatched: 0, notFound: [] });
    // 6,000 rows indexed, 6,000 values looked up, 6,000 members linked: a pause every PAIR_ITEMS_PER_STEP of each.
    expect(pauses).toBeGreaterThanOrEqual(3 * Math.floor(6_000 / PAIR_ITEMS_PER_STEP));
  });
});
