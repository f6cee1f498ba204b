import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import {
  PAIR_ITEMS_PER_STEP,
  pairByRule,
  pairByRuleInSteps,
  pairedLoc,
  parsePairRule,
  addPairedLinks,
  type PairRule,
} from '../../../../shared/hreflang/pair-by-rule';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const E = 'https://example.com';

const table = (...locs: string[]): { rows: UrlRow[] } => ({ rows: locs.map((loc) => emptyRow(loc)) });
const rule = (text: string): PairRule => parsePairRule(text)!;
/** Each row's added links as "row: hreflang href, …". */
const added = (proposal: ReturnType<typeof pairByRule>): string[] =>
  proposal.rows.map(
    ({ place, added: links }) =>
      `${place.table}:${place.row} ${links.map((link) => `${link.hreflang} ${link.href}`).join(', ')}`,
  );

describe('pair by rule: the rule in the person\u2019s words', () => {
  it('reads the three kinds, and refuses what is none', () => {
    expect(parsePairRule('/{lang}/path')).toEqual({ kind: 'path', segment: 0 });
    expect(parsePairRule('/shop/{lang}/')).toEqual({ kind: 'path', segment: 1 });
    expect(parsePairRule('{lang}.example.com/path')).toEqual({ kind: 'host', host: 'example.com' });
    expect(parsePairRule('https://{lang}.Example.co.uk')).toEqual({ kind: 'host', host: 'example.co.uk' });
    expect(parsePairRule('?lang=')).toEqual({ kind: 'query', name: 'lang' });
    expect(parsePairRule('?hl={lang}')).toEqual({ kind: 'query', name: 'hl' });
    for (const wrong of ['', '/path/', 'lang', 'example.com/{lang}x', '?=']) expect(parsePairRule(wrong)).toBeNull();
  });

  it('takes the language out of a loc, written as URLs write it', () => {
    expect(pairedLoc(rule('/{lang}/'), `${E}/en_gb/a?x=1`)).toEqual({
      code: 'en-GB',
      key: `${E}/%7Blang%7D/a?x=1`,
      codeShaped: true,
    });
    expect(pairedLoc(rule('{lang}.example.com'), 'https://NL.example.com/a')?.code).toBe('nl');
    expect(pairedLoc(rule('{lang}.example.com'), 'https://a.b.example.com/a')).toBeNull();
    expect(pairedLoc(rule('?lang='), `${E}/a?lang=de&x=1`)).toEqual({
      code: 'de',
      key: `${E}/a?x=1`,
      codeShaped: true,
    });
    expect(pairedLoc(rule('?lang='), `${E}/a`)).toBeNull();
    expect(pairedLoc(rule('/{lang}/'), `${E}/about/team`)?.codeShaped).toBe(false);
  });
});

describe('pair by rule: the clusters it proposes', () => {
  it('pairs /{lang}/ pages across tables, every member listing every member and itself', () => {
    const tables = [table(`${E}/en/shoes`, `${E}/en/hats`, `${E}/about`), table(`${E}/nl/shoes`, `${E}/de/shoes`)];
    const proposal = pairByRule(tables, rule('/{lang}/path'));
    const all = `en ${E}/en/shoes, nl ${E}/nl/shoes, de ${E}/de/shoes`;
    expect(added(proposal)).toEqual([`0:0 ${all}`, `1:0 ${all}`, `1:1 ${all}`]);
    expect(proposal).toMatchObject({ clusters: 1, links: 9, unmatched: 1, conflicts: [] });
  });

  it('pairs by host and by query parameter', () => {
    const hosts = pairByRule(
      [table('https://en.example.com/a', 'https://fr.example.com/a', 'https://www.example.com/a')],
      rule('{lang}.example.com/path'),
    );
    expect(hosts).toMatchObject({ clusters: 1, links: 4, unmatched: 1 });
    const query = pairByRule([table(`${E}/a?lang=en`, `${E}/a?lang=nl`, `${E}/b?lang=nl`)], rule('?lang='));
    expect(added(query)).toEqual([
      `0:0 en ${E}/a?lang=en, nl ${E}/a?lang=nl`,
      `0:1 en ${E}/a?lang=en, nl ${E}/a?lang=nl`,
    ]);
  });

  it('leaves a content with two URLs for one language, and codes Google does not take, for the person', () => {
    const proposal = pairByRule(
      [table(`${E}/en/a`, `${E}/EN/a`, `${E}/nl/a`, `${E}/en-uk/b`, `${E}/nl/b`, `${E}/xx/c`)],
      rule('/{lang}/'),
    );
    expect(proposal.conflicts).toEqual([
      { kind: 'unknown-code', code: 'en-UK', loc: `${E}/en-uk/b` },
      { kind: 'unknown-code', code: 'xx', loc: `${E}/xx/c` },
      { kind: 'language-two-urls', language: 'en', locs: [`${E}/en/a`, `${E}/EN/a`] },
    ]);
    expect(proposal).toMatchObject({ clusters: 0, links: 0, rows: [] });
  });

  it('adds only what a row lacks', () => {
    const rows = [emptyRow(`${E}/en/a`), emptyRow(`${E}/nl/a`), emptyRow(`${E}/de/a`)];
    rows[0]!.alternates = [{ rel: 'alternate', hreflang: 'EN', href: ` ${E}/en/a ` }];
    rows[1]!.alternates = [{ rel: 'alternate', hreflang: 'de', href: `${E}/de/a` }];
    const proposal = pairByRule([{ rows }], rule('/{lang}/'));
    expect(added(proposal)).toEqual([
      `0:0 nl ${E}/nl/a, de ${E}/de/a`,
      `0:1 en ${E}/en/a, nl ${E}/nl/a`,
      `0:2 en ${E}/en/a, nl ${E}/nl/a, de ${E}/de/a`,
    ]);
    expect(proposal).toMatchObject({ clusters: 1, conflicts: [] });
    const columns = UrlColumns.fromRows(rows);
    addPairedLinks([{ rows: columns }], proposal);
    expect(columns.get(1, 'alternates').map((link) => link.hreflang)).toEqual(['de', 'en', 'nl']);
    expect(columns.get(0, 'alternates').map((link) => link.hreflang)).toEqual(['EN', 'nl', 'de']);
    // Set anew, not changed in place: the row objects the table was made from keep their own.
    expect(rows[1]!.alternates).toHaveLength(1);
  });

  // The probe: the other pages got links to a page that lists another for the language, so the pairing
  // itself made return-missing and two-pages errors it then reported as "left for a person".
  it('leaves the whole cluster of a row that lists a language with another URL to a person', () => {
    const rows = [emptyRow(`${E}/en/a`), emptyRow(`${E}/nl/a`), emptyRow(`${E}/de/a`), emptyRow(`${E}/en/b`)];
    rows[1]!.alternates = [{ rel: 'alternate', hreflang: 'de', href: `${E}/de/other` }];
    rows.push(emptyRow(`${E}/nl/b`));
    const proposal = pairByRule([{ rows }], rule('/{lang}/'));
    expect(proposal.conflicts).toEqual([
      { kind: 'listed-otherwise', loc: `${E}/nl/a`, language: 'de', href: `${E}/de/a`, listed: `${E}/de/other` },
    ]);
    expect(added(proposal)).toEqual([`0:3 en ${E}/en/b, nl ${E}/nl/b`, `0:4 en ${E}/en/b, nl ${E}/nl/b`]);
    expect(proposal).toMatchObject({ clusters: 1, links: 4 });
  });
});

describe('pair by rule: a page a row lists under another language', () => {
  // The probe: /en/x listed itself as en-US, the rule read en from its URL and gave it en too, so the
  // pairing made the page-two-languages error it then said nothing of ("left 0 conflicts").
  it('leaves the cluster to a person rather than give the page a second language', () => {
    const rows = [emptyRow(`${E}/en/x`), emptyRow(`${E}/nl/x`), emptyRow(`${E}/en/y`), emptyRow(`${E}/nl/y`)];
    rows[0]!.alternates = [
      { rel: 'alternate', hreflang: 'en-US', href: `${E}/en/x` },
      { rel: 'alternate', hreflang: 'x-default', href: `${E}/nl/x` },
    ];
    rows[3]!.alternates = [{ rel: 'alternate', hreflang: 'x-default', href: `${E}/nl/y` }];
    const proposal = pairByRule([{ rows }], rule('/{lang}/'));
    expect(proposal.conflicts).toEqual([
      { kind: 'page-listed-otherwise', loc: `${E}/en/x`, href: `${E}/en/x`, language: 'en', listed: 'en-US' },
    ]);
    // An x-default is no language: /nl/y, its own x-default, is paired as nl.
    expect(added(proposal)).toEqual([`0:2 en ${E}/en/y, nl ${E}/nl/y`, `0:3 en ${E}/en/y, nl ${E}/nl/y`]);
  });
});

describe('pair by rule, a step at a time', () => {
  /** A site of `pages` contents in en, nl and de, shuffled over two tables, with some rows of no language. */
  function site(pages: number): UrlRow[][] {
    const rows = [['en', 'nl', 'de'].flatMap((code) => Array.from({ length: pages }, (_, i) => `${E}/${code}/p${i}`))];
    rows[0]!.push(...Array.from({ length: 50 }, (_, i) => `${E}/about/${i}`));
    const all = rows[0]!.reverse();
    return [all.filter((_, i) => i % 3 !== 0), all.filter((_, i) => i % 3 === 0)].map((locs) =>
      locs.map((loc) => emptyRow(loc)),
    );
  }

  it('proposes what pairing at once does, over row objects and over columns alike, its progress ending at its total', () => {
    const tables = site(3_000).map((rows) => ({ rows }));
    const atOnce = pairByRule(tables, rule('/{lang}/'));
    const progress = { done: 0, total: 0 };
    const steps = pairByRuleInSteps(
      tables.map(({ rows }) => ({ rows: UrlColumns.fromRows(rows) })),
      rule('/{lang}/'),
      progress,
    );
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) {
      pauses += 1;
      expect(progress.done).toBeLessThan(progress.total);
    }
    expect(step.value).toEqual(atOnce);
    expect(atOnce).toMatchObject({ clusters: 3_000, links: 27_000, unmatched: 50 });
    // In table and row order, as the rows are listed.
    const places = atOnce.rows.map(({ place }) => place.table * 1e6 + place.row);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    // 9,050 rows read, then 9,000 members linked: a pause every PAIR_ITEMS_PER_STEP of each; one while ordering them.
    expect(pauses).toBe(Math.floor(9_050 / PAIR_ITEMS_PER_STEP) + Math.floor(9_000 / PAIR_ITEMS_PER_STEP) + 1);
    expect(progress).toEqual({ done: 18_100, total: 18_100 });
  });

  it('stops where its caller stops taking steps, and gives nothing', () => {
    const steps = pairByRuleInSteps(
      site(3_000).map((rows) => ({ rows })),
      rule('/{lang}/'),
    );
    steps.next();
    expect(steps.return(undefined as never)).toEqual({ done: true, value: undefined });
    expect(steps.next()).toEqual({ done: true, value: undefined });
  });
});
