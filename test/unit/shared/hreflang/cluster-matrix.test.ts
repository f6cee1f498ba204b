import { describe, expect, it } from 'vitest';
import { clusterMatrix, clusterMatrixInSteps, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import { clusterPages } from '../../../../shared/hreflang/cluster-problems';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { WORK_PER_STEP } from '../../../../shared/hreflang/step-budget';
import { giantCluster } from '../../../support/giant-cluster';
import { completeCluster } from '../../../../shared/hreflang/complete-cluster';

const E = 'https://example.com';

/** A row of table 0 at `loc` listing `hreflang:path` links (paths under E). */
function rowPage(row: number, path: string, ...links: string[]): ClusterPage {
  return {
    loc: `${E}${path}`,
    place: { table: 0, row },
    alternates: links.map((link) => {
      const at = link.indexOf(':');
      return { rel: 'alternate', hreflang: link.slice(0, at), href: `${E}${link.slice(at + 1)}` };
    }),
  };
}
const outsidePage = (path: string): ClusterPage => ({ loc: `${E}${path}`, place: null, alternates: [] });

const complete = ['en:/en', 'nl:/nl', 'de:/de', 'x-default:/en'];

describe('the cluster matrix', () => {
  it('a complete, reciprocal cluster: every member a language, every cell filled, no faults', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', ...complete),
      rowPage(1, '/nl', ...complete),
      rowPage(2, '/de', ...complete),
    ]);
    expect(matrix.members.map((member) => member.language)).toEqual(['en', 'nl', 'de']);
    expect(matrix.languages).toEqual(['de', 'en', 'nl', 'x-default']);
    expect(matrix.cells[1]).toEqual([`${E}/de`, `${E}/en`, `${E}/nl`, `${E}/en`]);
    expect(matrix.xDefault).toBe(`${E}/en`);
    expect(matrix.faults).toEqual([]);
  });

  it('names the pages a member leaves out that do not list it either: a gap no return link shows', () => {
    // /en lists /nl only; /nl lists every page; /de lists /nl only. /en and /de know nothing of each other.
    const matrix = clusterMatrix([
      rowPage(0, '/en', 'en:/en', 'nl:/nl'),
      rowPage(1, '/nl', 'en:/en', 'nl:/nl', 'de:/de'),
      rowPage(2, '/de', 'nl:/nl', 'de:/de'),
    ]);
    // Every link that is there is returned: nothing else is wrong but the x-default no page gives.
    expect(matrix.faults.filter((fault) => fault.kind !== 'x-default-missing')).toEqual([
      { kind: 'pages-unlisted', member: 0, targets: [2], count: 1 },
      { kind: 'pages-unlisted', member: 2, targets: [0], count: 1 },
    ]);
    // A page no table lists, and one that lists nothing, are told otherwise (member-outside, return-missing).
    const outside = clusterMatrix([rowPage(0, '/en', 'en:/en', 'nl:/nl'), rowPage(1, '/nl'), outsidePage('/de')]);
    expect(outside.faults.filter((fault) => fault.kind === 'pages-unlisted')).toEqual([]);
  });

  it('names the first five pages left out and counts the rest', () => {
    const languages = ['en', 'nl', 'de', 'fr', 'it', 'es', 'pt', 'pl'];
    const pages = languages.map((language, row) =>
      // The English page lists every page; each other lists the English page and itself.
      rowPage(
        row,
        `/${language}`,
        ...(row === 0 ? languages.map((code) => `${code}:/${code}`) : ['en:/en', `${language}:/${language}`]),
      ),
    );
    const unlisted = clusterMatrix(pages).faults.filter((fault) => fault.kind === 'pages-unlisted');
    expect(unlisted).toHaveLength(languages.length - 1);
    expect(unlisted[0]).toEqual({ kind: 'pages-unlisted', member: 1, targets: [2, 3, 4, 5, 6], count: 6 });
  });

  it("gives a page the valid language it gives itself, not another page's invalid code for it", () => {
    // The probe: en lists nl_NL for the Dutch page, which says nl of itself; it was shown as nl_NL.
    const matrix = clusterMatrix([
      rowPage(0, '/en/p3', 'en:/en/p3', 'nl_NL:/nl/p3'),
      rowPage(1, '/nl/p3', 'en:/en/p3', 'nl:/nl/p3'),
    ]);
    expect(matrix.members.map((member) => member.language)).toEqual(['en', 'nl']);
    // The invalid code is that link's own problem, not a second language of the page.
    expect(matrix.faults.filter((fault) => fault.kind === 'member-two-languages')).toEqual([]);
    // Two valid codes for one page are still two languages; of equal counts, the page's own wins.
    const two = clusterMatrix([
      rowPage(0, '/en/p4', 'en:/en/p4', 'de:/nl/p4'),
      rowPage(1, '/nl/p4', 'en:/en/p4', 'nl:/nl/p4'),
    ]);
    expect(two.members.map((member) => member.language)).toEqual(['en', 'nl']);
    expect(two.faults).toContainEqual({ kind: 'member-two-languages', member: 1, languages: ['de', 'nl'] });
  });

  it('names a missing return link on the row that should add it, and a missing self-reference', () => {
    const noReturn = clusterMatrix([rowPage(0, '/en', 'en:/en', 'nl:/nl'), rowPage(1, '/nl', 'nl:/nl')]);
    expect(noReturn.faults).toEqual([
      { kind: 'return-missing', member: 1, target: 0 },
      { kind: 'x-default-missing', member: 0 },
    ]);
    const noSelf = clusterMatrix([rowPage(0, '/en', 'en:/en', 'nl:/nl'), rowPage(1, '/nl', 'en:/en')]);
    expect(noSelf.members[1]!.language).toBe('nl');
    expect(noSelf.faults).toEqual([
      { kind: 'self-missing', member: 1 },
      { kind: 'x-default-missing', member: 0 },
    ]);
  });

  it('names a language given two URLs, a page given two languages, and a language given two pages', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', 'en:/en', 'en:/en-gb', 'x-default:/en'),
      rowPage(1, '/en-gb', 'en-GB:/en-gb', 'en:/en', 'x-default:/en'),
    ]);
    expect(matrix.faults).toEqual(
      expect.arrayContaining([
        { kind: 'language-twice', member: 0, language: 'en', hrefs: [`${E}/en`, `${E}/en-gb`] },
        { kind: 'member-two-languages', member: 1, languages: ['en', 'en-GB'] },
        { kind: 'language-two-members', member: 0, language: 'en', members: [0, 1] },
      ]),
    );
  });

  it('compares codes without case, keeping the form first seen', () => {
    const matrix = clusterMatrix([rowPage(0, '/gb', 'en-GB:/gb', 'nl:/nl'), rowPage(1, '/nl', 'EN-gb:/gb', 'nl:/nl')]);
    expect(matrix.languages).toEqual(['en-GB', 'nl']);
    expect(matrix.members[0]!.language).toBe('en-GB');
  });

  it('x-default: missing everywhere is one fault; one that differs is named on its member', () => {
    const none = clusterMatrix([rowPage(0, '/en', 'en:/en', 'nl:/nl'), rowPage(1, '/nl', 'en:/en', 'nl:/nl')]);
    expect(none.faults).toEqual([{ kind: 'x-default-missing', member: 0 }]);
    const differs = clusterMatrix([
      rowPage(0, '/en', ...complete),
      rowPage(1, '/nl', ...complete),
      rowPage(2, '/de', 'en:/en', 'nl:/nl', 'de:/de', 'x-default:/de'),
    ]);
    expect(differs.faults).toEqual([
      { kind: 'x-default-differs', member: 2, xDefault: `${E}/de`, expected: `${E}/en` },
    ]);
  });

  it('names pages no table lists, with who lists them, and members on another host', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', 'en:/en', 'fr:/fr', 'x-default:/en'),
      outsidePage('/fr'),
      { loc: 'https://example.de/de', place: { table: 1, row: 0 }, alternates: [] },
    ]);
    expect(matrix.faults).toEqual(
      expect.arrayContaining([
        { kind: 'member-outside', member: 1, listedBy: [0] },
        { kind: 'member-other-host', member: 2, host: 'example.de', clusterHost: 'example.com' },
      ]),
    );
  });
});

/** Runs `steps` to the end, counting the times it gave the thread back. */
function stepped<R>(steps: Generator<void, R, void>): { value: R; yields: number } {
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { value: step.value, yields };
    yields += 1;
  }
}

/** What a matrix says, as plain data (its cells included). */
const told = (matrix: ReturnType<typeof clusterMatrix>) => ({
  members: matrix.members,
  languages: matrix.languages,
  cells: matrix.cells,
  xDefault: matrix.xDefault,
  faults: matrix.faults,
});

/** The pages of the one giant cluster of giantCluster(contents). */
function giantPages(contents: number): ClusterPage[] {
  const tables = [{ rows: giantCluster(contents) }];
  return clusterPages(tables, findClusters(tables), 0);
}

describe('the cluster matrix built in steps', () => {
  it('equals the matrix built at once, on crafted clusters', () => {
    const crafted = [
      [rowPage(0, '/en', ...complete), rowPage(1, '/nl', ...complete), rowPage(2, '/de', 'en:/en', 'x-default:/de')],
      [rowPage(0, '/en', 'en:/en', 'en:/en-gb', 'x-default:/en'), rowPage(1, '/en-gb', 'en-GB:/en-gb', 'en:/en')],
      [rowPage(0, '/en', 'en:/en', 'fr:/fr', 'x-default:/en'), outsidePage('/fr')],
      giantPages(50),
    ];
    for (const pages of crafted)
      expect(told(stepped(clusterMatrixInSteps(pages)).value)).toEqual(told(clusterMatrix(pages)));
  });

  it('finds in a cluster joined by one wrong link what each half has, counted apart', () => {
    const contents = 5000;
    const { value: matrix } = stepped(clusterMatrixInSteps(giantPages(contents)));
    expect(matrix.members).toHaveLength(4 * contents + 2);
    const kinds = new Map<string, number>();
    for (const { kind } of matrix.faults) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    // Each home lists none of the pages that name it x-default; the shop's home not the blog's home
    // that lists it as English. English is given to every English page and the shop's home, Dutch to
    // every Dutch page; the halves name x-defaults of their own, equally many: the blog's, seen first.
    expect(Object.fromEntries(kinds)).toEqual({
      'return-missing': 4 * contents + 1,
      'language-two-members': 2,
      'x-default-differs': 2 * contents + 1,
    });
    expect(matrix.xDefault).toBe('https://example.com/');
  });

  it('gives the thread back between steps at 100,000 members, and within a row listing 100,000 pages', () => {
    const giant = giantPages(25_000);
    expect(giant.length).toBeGreaterThan(100_000);
    const links = giant.reduce((sum, page) => sum + page.alternates.length, 0);
    // Each pass over the members and their links gives it back at least once a step's worth of work.
    expect(stepped(clusterMatrixInSteps(giant)).yields).toBeGreaterThan((giant.length + links) / WORK_PER_STEP);

    const alternates = Array.from({ length: 100_000 }, (_, i) => ({
      rel: 'alternate',
      hreflang: 'en',
      href: `${E}/p/${i}`,
    }));
    const oneRow: ClusterPage[] = [
      { loc: `${E}/`, place: { table: 0, row: 0 }, alternates },
      ...alternates.map(({ href }) => ({ loc: href, place: null, alternates: [] })),
    ];
    const { value, yields } = stepped(clusterMatrixInSteps(oneRow));
    expect(yields).toBeGreaterThan((2 * 100_000) / WORK_PER_STEP);
    expect(value.faults.filter(({ kind }) => kind === 'member-outside')).toHaveLength(100_000);
  }, 60_000);
});

describe('completing a cluster', () => {
  it('gives every row every member under its language, itself included, and the chosen x-default', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', 'en:/en', 'nl:/nl', 'de:/de'),
      rowPage(1, '/nl', 'nl:/nl'),
      rowPage(2, '/de', 'de:/de', 'en:/en', 'nl:/nl'),
    ]);
    const { changes, conflicts } = completeCluster(matrix, `${E}/en`);
    expect(conflicts).toEqual([]);
    const set = ['de:/de', 'en:/en', 'nl:/nl', 'x-default:/en'].map((link) => {
      const at = link.indexOf(':');
      return { rel: 'alternate', hreflang: link.slice(0, at), href: `${E}${link.slice(at + 1)}` };
    });
    expect(changes.map((change) => change.place.row)).toEqual([0, 1, 2]);
    for (const change of changes) expect(change.after).toEqual(set);
    expect(changes[1]!.added.map((link) => link.hreflang)).toEqual(['de', 'en', 'x-default']);
    expect(changes[1]!.removed).toEqual([]);
  });

  it('changes nothing on a complete cluster, whatever the order of its links', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', ...complete),
      rowPage(1, '/nl', ...[...complete].reverse()),
      rowPage(2, '/de', ...complete),
    ]);
    expect(completeCluster(matrix, `${E}/en`).changes).toEqual([]);
  });

  it('replaces an x-default that differs, or removes it when the person chooses none', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', ...complete),
      rowPage(1, '/nl', 'en:/en', 'nl:/nl', 'de:/de', 'x-default:/nl'),
      rowPage(2, '/de', ...complete),
    ]);
    const { changes } = completeCluster(matrix, `${E}/en`);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.removed).toEqual([{ rel: 'alternate', hreflang: 'x-default', href: `${E}/nl` }]);
    expect(changes[0]!.added).toEqual([{ rel: 'alternate', hreflang: 'x-default', href: `${E}/en` }]);
    expect(completeCluster(matrix, null).changes.map((change) => change.removed.length)).toEqual([1, 1, 1]);
  });

  it('leaves a conflict for the person: which page is English stays as each row has it', () => {
    const matrix = clusterMatrix([
      rowPage(0, '/en', 'en:/en', 'en-GB:/gb', 'nl:/nl'),
      rowPage(1, '/gb', 'en:/gb', 'nl:/nl'),
      rowPage(2, '/nl', 'nl:/nl'),
    ]);
    const { changes, conflicts } = completeCluster(matrix, null);
    expect(conflicts).toEqual([
      { kind: 'member-two-languages', member: 1, languages: ['en-GB', 'en'] },
      { kind: 'language-two-members', member: 0, language: 'en', members: [0, 1] },
    ]);
    // Nothing is guessed: the English links stay, and only the Dutch page, which is settled, is added.
    expect(changes).toEqual([]);
    const settled = completeCluster(clusterMatrix([...matrix.members.slice(0, 2), rowPage(2, '/nl')]), null);
    expect(settled.changes.map((change) => [change.place.row, change.added.map((link) => link.href)])).toEqual([
      [2, [`${E}/nl`]],
    ]);
  });
});
