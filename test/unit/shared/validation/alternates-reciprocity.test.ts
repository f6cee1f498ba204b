import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type AlternateLink, type UrlRow } from '../../../../shared/url-table';
import { checkReciprocity, indexLocs, missingReturnLinks } from '../../../../shared/validation/alternates-reciprocity';

const link = (hreflang: string | null, href: string | null): AlternateLink => ({ rel: 'alternate', hreflang, href });
const page = (loc: string, ...alternates: AlternateLink[]): UrlRow => ({ ...emptyRow(loc), alternates });

const EN = 'https://example.com/en/';
const DE = 'https://example.com/de/';
const FR = 'https://example.com/fr/';
const ALL = [link('en', EN), link('de', DE), link('fr', FR), link('x-default', EN)];

describe('checkReciprocity', () => {
  it('finds a complete set complete, from every one of its pages', () => {
    const rows = [page(EN, ...ALL), page(DE, ...ALL), page(FR, ...ALL)];
    const index = indexLocs([{ rows }]);
    for (const row of rows) {
      const report = checkReciprocity(row, index);
      expect(report.links.map((result) => result.status)).toEqual(
        ALL.map((item) => (item.href === row.loc ? 'self' : 'complete')),
      );
      expect(report).toMatchObject({ needsXDefault: false, listsItself: true, fixableRows: 0 });
    }
  });

  it('says which pages do not link back, what they miss, and whether a fix can add it', () => {
    const en = page(EN, link('en', EN), link('de', DE), link('fr', FR));
    const de = page(DE, link('de', DE));
    const fr = page(FR, link('en', EN), link('de', DE), link('fr', FR));
    // the pages may live in different tables
    const index = indexLocs([{ rows: [en] }, { rows: [de, fr] }]);
    const report = checkReciprocity(en, index);
    expect(report.links).toEqual([
      { status: 'self', linksBack: true, missing: [], mismatched: [] },
      { status: 'incomplete', linksBack: false, missing: [link('en', EN), link('fr', FR)], mismatched: [] },
      { status: 'complete', linksBack: true, missing: [], mismatched: [] },
    ]);
    expect(report).toMatchObject({ needsXDefault: true, listsItself: true, fixableRows: 1 });
  });

  it('compares only the links shown when given a range, for an editor paging a long list', () => {
    const en = page(EN, link('en', EN), link('de', DE), link('fr', FR));
    const index = indexLocs([{ rows: [en, page(DE, link('de', DE)), page(FR, ...ALL)] }]);
    const shown = checkReciprocity(en, index, { from: 1, to: 2 });
    expect(shown.links.map((result) => result.status)).toEqual(['unchecked', 'incomplete', 'unchecked']);
    expect(shown.links[1]).toEqual(checkReciprocity(en, index).links[1]);
    expect(shown).toMatchObject({ needsXDefault: true, listsItself: true, fixableRows: 1 });
  });

  it('cannot check links outside the project, or links without href or hreflang', () => {
    const row = page(EN, link('en', EN), link('ja', 'https://example.jp/'), link(null, DE), link('de', null));
    const report = checkReciprocity(row, indexLocs([{ rows: [row, page(DE)] }]));
    expect(report.links.map((result) => result.status)).toEqual(['self', 'outside', 'unchecked', 'unchecked']);
    expect(report.fixableRows).toBe(0);
  });

  it('tells a different hreflang apart from a missing link, ignoring case, and hints x-default only for a set', () => {
    const en = page(EN, link('en', EN), link('de', DE));
    const de = page(DE, link('EN', EN), link('de-AT', DE));
    const report = checkReciprocity(en, indexLocs([{ rows: [en, de] }]));
    expect(report.links[1]).toEqual({
      status: 'incomplete',
      linksBack: true,
      missing: [],
      mismatched: [link('de', DE)],
    });
    const otherDefault = page(DE, link('en', EN), link('de', DE), link('x-default', DE));
    const withDefault = page(EN, link('en', EN), link('de', DE), link('x-default', EN));
    expect(checkReciprocity(withDefault, indexLocs([{ rows: [withDefault, otherDefault] }])).links[1]).toMatchObject({
      missing: [],
      mismatched: [link('x-default', EN)],
    });
    expect(checkReciprocity(page(FR), indexLocs([])).needsXDefault).toBe(false);
    expect(checkReciprocity(page(FR, link('X-Default', EN)), indexLocs([])).needsXDefault).toBe(false);
  });

  it('notices a set that does not list its own page', () => {
    const en = page(EN, link('de', DE));
    const report = checkReciprocity(en, indexLocs([{ rows: [en, page(DE, link('de', DE))] }]));
    expect(report.listsItself).toBe(false);
    expect(report.links[0]).toMatchObject({ status: 'incomplete', linksBack: false, missing: [] });
  });
});

describe('missingReturnLinks', () => {
  it('adds the missing links of the set to each page, once per page, copying the lists', () => {
    const en = page(EN, link('en', EN), link('de', DE), link('fr', FR), link('x-default', EN));
    const de = page(DE, link('de', DE));
    const fr = page(FR);
    const untouched = page(FR + 'other');
    const index = indexLocs([{ rows: [en, de, fr, untouched] }]);
    const before = de.alternates;
    const changes = missingReturnLinks(en, index);
    expect(changes.map((change) => change.row)).toEqual([de, fr]);
    expect(changes[0]!.before).toBe(before);
    expect(changes[0]!.after).toEqual([link('de', DE), link('en', EN), link('fr', FR), link('x-default', EN)]);
    expect(changes[1]!.after).toEqual([link('en', EN), link('de', DE), link('fr', FR), link('x-default', EN)]);
    expect(de.alternates).toBe(before); // nothing changed in place: the caller applies (and undoes) it
    expect(de.alternates).toEqual([link('de', DE)]);

    for (const change of changes) change.row.alternates = change.after;
    expect(checkReciprocity(en, index).links.map((result) => result.status)).toEqual([
      'self',
      'complete',
      'complete',
      'self',
    ]);
    expect(missingReturnLinks(en, index)).toEqual([]);
  });

  it('leaves a link given another hreflang for a person to decide', () => {
    const en = page(EN, link('en', EN), link('de', DE));
    const de = page(DE, link('en', EN), link('de-AT', DE));
    expect(missingReturnLinks(en, indexLocs([{ rows: [en, de] }]))).toEqual([]);
  });
});

describe('indexLocs over a large project', () => {
  it('indexes a million locs once, after which each row is checked from its own links alone', () => {
    const rows: UrlRow[] = new Array<UrlRow>(1_000_000);
    for (let i = 0; i < rows.length; i += 1) rows[i] = emptyRow(`https://example.com/p${i}`);
    // every 1,000th page is English, with a German twin that links back
    for (let i = 0; i < rows.length; i += 1000) {
      const set = [link('en', rows[i]!.loc), link('de', rows[i + 1]!.loc)];
      rows[i]!.alternates = set;
      rows[i + 1]!.alternates = set;
    }
    const index = indexLocs([{ rows: rows.slice(0, 500_000) }, { rows: rows.slice(500_000) }]);
    let complete = 0;
    for (let i = 0; i < rows.length; i += 1) {
      complete += checkReciprocity(rows[i]!, index).links.filter((result) => result.status === 'complete').length;
    }
    expect(index.size).toBe(1_000_000);
    expect(complete).toBe(2000);
  }, 60_000);
});

describe('the hreflang check over columnar tables', () => {
  it('finds the same sets and names the rows to fix by table and stored position', () => {
    const en = page(EN, link('en', EN), link('de', DE), link('fr', FR), link('x-default', EN));
    const de = page(DE, link('de', DE));
    const fr = page(FR);
    const arrays = [{ rows: [page(FR + 'other'), fr] }, { rows: [de, en, page(DE)] }];
    const columns = arrays.map(({ rows }) => ({ rows: UrlColumns.fromRows(rows) }));
    const index = indexLocs(columns);
    expect(index.size).toBe(4); // DE is listed twice
    expect(index.find(DE)).toEqual({ table: 1, row: 0 }); // the first row with the loc
    expect(index.find(DE.slice(0, -1))).toBeNull();
    expect(checkReciprocity(en, index)).toEqual(checkReciprocity(en, indexLocs(arrays)));
    const changes = missingReturnLinks(en, index);
    expect(changes.map(({ table, at, row }) => [table, at, row.loc])).toEqual([
      [1, 0, DE],
      [0, 1, FR],
    ]);
    expect(changes.map((change) => change.after)).toEqual(
      missingReturnLinks(en, indexLocs(arrays)).map((change) => change.after),
    );
  });
});
