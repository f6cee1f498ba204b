import type { AlternateLink } from '../url-table';
import { locHost } from '../site-check/checked-rows';
import { normaliseLoc } from '../validation/duplicate-locs';
import { isKnownHreflang } from '../validation/field-rules';
import type { ClusterRow } from './hreflang-clusters';
import { runSteps } from '../run-steps';
import { StepBudget } from './step-budget';

import { X_DEFAULT } from './x-default';

export { X_DEFAULT };

/** A page of a cluster: a row of the project (with its alternates), or a page only listed by one. */
export interface ClusterPage {
  loc: string;
  /** The row, or null for a page no table lists. */
  place: ClusterRow | null;
  /** The row's alternates (none for a page no table lists). */
  alternates: readonly AlternateLink[];
}

/** A member of the matrix: the page, and the language the cluster gives it. */
export interface MatrixMember extends ClusterPage {
  /** The hreflang the cluster's links give this page most often (x-default aside); null when none does. */
  language: string | null;
}

/** What is wrong in a cluster, as facts; each names the member (by index) it is to be fixed on. */
export type ClusterFault =
  /** `member` lists `target` (a row), which does not list `member` back. */
  | { kind: 'return-missing'; member: number; target: number }
  /** `member` (a row with alternates) does not list itself. */
  | { kind: 'self-missing'; member: number }
  /**
   * `member` lists alternates, yet not `count` other pages of its cluster that neither list it (each a
   * row with a language; `targets` the first few): a gap return-missing cannot see, no link either way.
   */
  | { kind: 'pages-unlisted'; member: number; targets: number[]; count: number }
  /** `member` lists `language` with more than one URL. */
  | { kind: 'language-twice'; member: number; language: string; hrefs: string[] }
  /** The cluster's links give `member` more than one language. */
  | { kind: 'member-two-languages'; member: number; languages: string[] }
  /** `language` is given to more than one member. */
  | { kind: 'language-two-members'; member: number; language: string; members: number[] }
  /** No member lists an x-default. */
  | { kind: 'x-default-missing'; member: number }
  /** `member`'s x-default is not the one most members give (`expected`). */
  | { kind: 'x-default-differs'; member: number; xDefault: string | null; expected: string }
  /** `member` is a page no table lists (listed by `listedBy`). */
  | { kind: 'member-outside'; member: number; listedBy: number[] }
  /** No link of the cluster gives `member` (a row, not the x-default page) a language. */
  | { kind: 'language-unknown'; member: number }
  /** The cluster gives `member` a `language` that is no code Google takes (found by completeCluster). */
  | { kind: 'language-invalid'; member: number; language: string }
  /** Only completing tells it: a member whose URL no sitemap can list (relative, a space…), never given to other rows. */
  | { kind: 'href-invalid'; member: number }
  /** `member` is on `host`, not the cluster's own host `clusterHost`. */
  | { kind: 'member-other-host'; member: number; host: string; clusterHost: string };

export interface ClusterMatrix {
  members: MatrixMember[];
  /** Every hreflang code the cluster uses, x-default last, each once (compared without case). */
  languages: string[];
  /** `cells[m][l]`: the URL member m lists for languages[l], or null (every member's: cellsOf reads one). */
  cells: (string | null)[][];
  /** Member m's row of `cells`, worked out alone: a page of a cluster of 100,000 members reads 50. */
  cellsOf(member: number): (string | null)[];
  /** The x-default most members give, or null when none gives one. */
  xDefault: string | null;
  faults: ClusterFault[];
}

/** The cluster's pages as a matrix of members × languages, with what is wrong in it. */
export function clusterMatrix(pages: readonly ClusterPage[]): ClusterMatrix {
  return runSteps(clusterMatrixInSteps(pages));
}

/**
 * clusterMatrix a step at a time (about WORK_PER_STEP members or links each), for a caller that
 * gives the thread back between steps: a cluster made giant by a wrong link has 100,000 members.
 */
export function* clusterMatrixInSteps(pages: readonly ClusterPage[]): Generator<void, ClusterMatrix, void> {
  const budget = new StepBudget();
  const memberOf = new Map<string, number>();
  for (let member = 0; member < pages.length; member += 1) {
    memberOf.set(normaliseLoc(pages[member]!.loc), member);
    if (budget.spend()) yield;
  }
  const codes = new Map<string, string>(); // lower case to the form first seen
  // Per member, made a step at a time: 200,000 maps made in one go would hold the page.
  const votes: Map<string, number>[] = [];
  const ownCodes: (string | undefined)[] = []; // the code each member gives itself
  const listed: Map<string, Set<number>>[] = []; // member → code → members listed
  for (let member = 0; member < pages.length; member += 1) {
    votes.push(new Map());
    listed.push(new Map());
    if (budget.spend(8)) yield;
  }
  const faults: ClusterFault[] = [];

  for (let member = 0; member < pages.length; member += 1) {
    for (const { hreflang, href } of pages[member]!.alternates) {
      if (budget.spend()) yield;
      if (!hreflang || !href) continue;
      const code = codeOf(codes, hreflang);
      const target = memberOf.get(normaliseLoc(href.trim()));
      if (target === undefined) continue;
      const targets = listed[member]!.get(code) ?? new Set<number>();
      listed[member]!.set(code, targets.add(target));
      if (code === X_DEFAULT) continue;
      votes[target]!.set(code, (votes[target]!.get(code) ?? 0) + 1);
      if (target === member) ownCodes[member] ??= code;
    }
  }

  const members: MatrixMember[] = [];
  for (let member = 0; member < pages.length; member += 1) {
    const code = languageOf(votes[member]!, codes, ownCodes[member]);
    members.push({ ...pages[member]!, language: code === null ? null : codes.get(code)! });
    if (budget.spend(4)) yield;
  }
  const languages = [...codes.values()].filter((code) => code !== X_DEFAULT).sort();
  if (codes.has(X_DEFAULT)) languages.push(X_DEFAULT);
  yield;

  // Each member's own links: itself, one URL a language, links back.
  const targetsOf: Set<number>[] = [];
  for (const lists of listed) {
    const targets = new Set<number>();
    for (const set of lists.values()) for (const target of set) targets.add(target);
    targetsOf.push(targets);
    if (budget.spend(targets.size + 1)) yield;
  }
  for (let member = 0; member < members.length; member += 1) {
    const page = members[member]!;
    if (page.place === null || page.alternates.length === 0) continue;
    const lists = listed[member]!;
    const targets = targetsOf[member]!;
    if (!targets.has(member)) faults.push({ kind: 'self-missing', member });
    for (const [code, set] of lists)
      if (set.size > 1)
        faults.push({
          kind: 'language-twice',
          member,
          language: codes.get(code)!,
          hrefs: [...set].map((at) => pages[at]!.loc),
        });
    for (const target of targets) {
      if (budget.spend()) yield;
      if (target === member || pages[target]!.place === null) continue;
      if (!targetsOf[target]!.has(member)) faults.push({ kind: 'return-missing', member: target, target: member });
    }
  }

  // Languages: one per member, one member per language.
  const byLanguage = new Map<string, number[]>();
  for (let member = 0; member < votes.length; member += 1) {
    const voted = votes[member]!;
    // An invalid code beside a valid one is that link's fault (told as such), not a second language.
    const valid = [...voted.keys()].filter((code) => isKnownHreflang(codes.get(code)!));
    const given = valid.length > 0 ? valid : [...voted.keys()];
    if (given.length > 1)
      faults.push({ kind: 'member-two-languages', member, languages: given.map((code) => codes.get(code)!) });
    for (const code of voted.keys()) {
      const claimed = byLanguage.get(code);
      if (claimed) claimed.push(member);
      else byLanguage.set(code, [member]);
    }
    if (budget.spend(voted.size + 1)) yield;
  }
  for (const [code, claimed] of byLanguage)
    if (claimed.length > 1)
      faults.push({ kind: 'language-two-members', member: claimed[0]!, language: codes.get(code)!, members: claimed });

  const xDefault = yield* xDefaultFaults(members, listed, faults, budget);
  for (let member = 0; member < members.length; member += 1) {
    const page = members[member]!;
    if (page.place !== null && page.language === null && page.loc !== xDefault)
      faults.push({ kind: 'language-unknown', member });
    if (budget.spend()) yield;
  }
  // A language given to two pages makes the cluster no set of versions (two sets a link joined, told
  // as that): its gaps are the halves', not a page's to fill.
  const oneSet = !faults.some((fault) => fault.kind === 'language-two-members');
  yield* pageFaults(members, targetsOf, faults, budget, oneSet);
  // Members × languages: worked out only when read (validation reads only the faults), a member at a time.
  const cellsOf = (member: number): (string | null)[] =>
    languages.map((language) => {
      const targets = listed[member]!.get(language.toLowerCase());
      return targets ? pages[firstOf(targets)]!.loc : null;
    });
  let cells: (string | null)[][] | undefined;
  return {
    members,
    languages,
    get cells() {
      return (cells ??= members.map((_, member) => cellsOf(member)));
    },
    cellsOf,
    xDefault,
    faults,
  };
}

/** A set's first member (without copying the set). */
const firstOf = (set: ReadonlySet<number>): number => set.values().next().value!;

/** The x-default most members with alternates give, and a fault for each that gives none or another. */
function* xDefaultFaults(
  members: readonly MatrixMember[],
  listed: readonly Map<string, Set<number>>[],
  faults: ClusterFault[],
  budget: StepBudget,
): Generator<void, string | null, void> {
  const given = new Map<number, string | null>();
  const tally = new Map<string, number>();
  for (let member = 0; member < members.length; member += 1) {
    if (budget.spend()) yield;
    const page = members[member]!;
    if (page.place === null || page.alternates.length === 0) continue;
    const targets = listed[member]!.get(X_DEFAULT);
    const loc = targets ? members[firstOf(targets)]!.loc : null;
    given.set(member, loc);
    if (loc !== null) tally.set(loc, (tally.get(loc) ?? 0) + 1);
  }
  const expected = mostVoted(tally);
  if (given.size === 0) return expected;
  if (expected === null) {
    faults.push({ kind: 'x-default-missing', member: given.keys().next().value! });
    return null;
  }
  for (const [member, xDefault] of given)
    if (xDefault !== expected) faults.push({ kind: 'x-default-differs', member, xDefault, expected });
  return expected;
}

/** Members no table lists, and members on another host than most of the cluster's rows. */
function* pageFaults(
  members: readonly MatrixMember[],
  targetsOf: readonly Set<number>[],
  faults: ClusterFault[],
  budget: StepBudget,
  oneSet: boolean,
): Generator<void, void, void> {
  const hosts = new Map<string, number>();
  for (const page of members) {
    const host = page.place === null ? null : locHost(page.loc);
    if (host !== null) hosts.set(host, (hosts.get(host) ?? 0) + 1);
    if (budget.spend()) yield;
  }
  const clusterHost = mostVoted(hosts);
  // Who lists each member, once each, in member order: one pass over the links, however many members.
  const listers = members.map((): number[] => []);
  for (let by = 0; by < targetsOf.length; by += 1) {
    for (const target of targetsOf[by]!) listers[target]!.push(by);
    if (budget.spend(targetsOf[by]!.size + 1)) yield;
  }
  if (oneSet) yield* unlistedPages(members, targetsOf, listers, faults, budget);
  for (let member = 0; member < members.length; member += 1) {
    const page = members[member]!;
    if (page.place === null) faults.push({ kind: 'member-outside', member, listedBy: listers[member]! });
    const host = locHost(page.loc);
    if (clusterHost !== null && host !== null && host !== clusterHost)
      faults.push({ kind: 'member-other-host', member, host, clusterHost });
    if (budget.spend()) yield;
  }
}

/** The unlisted pages a pages-unlisted fault names; the rest are counted. */
const UNLISTED_NAMED = 5;

/**
 * Each member listing alternates that leaves out pages of its cluster which do not list it either
 * (rows with a language): the cluster holds them through other pages, and Google asks every page to
 * list every version. A member's gap is counted from the pages it knows (listed or listing), and the
 * first few are found in as many steps as it knows pages, plus those few.
 */
function* unlistedPages(
  members: readonly MatrixMember[],
  targetsOf: readonly Set<number>[],
  listers: readonly number[][],
  faults: ClusterFault[],
  budget: StepBudget,
): Generator<void, void, void> {
  const isVersion = (member: number): boolean => members[member]!.place !== null && members[member]!.language !== null;
  const versions: number[] = [];
  for (let member = 0; member < members.length; member += 1) if (isVersion(member)) versions.push(member);
  if (budget.spend(members.length)) yield;
  for (let member = 0; member < members.length; member += 1) {
    const page = members[member]!;
    if (page.place === null || page.alternates.length === 0) continue;
    const known = new Set<number>([member, ...targetsOf[member]!, ...listers[member]!]);
    let knownVersions = 0;
    for (const other of known) if (isVersion(other)) knownVersions += 1;
    const count = versions.length - knownVersions;
    if (budget.spend(known.size + 1)) yield;
    if (count <= 0) continue;
    const targets: number[] = [];
    for (const other of versions) {
      if (!known.has(other)) targets.push(other);
      if (targets.length === UNLISTED_NAMED) break;
    }
    faults.push({ kind: 'pages-unlisted', member, targets, count });
    if (budget.spend(known.size + UNLISTED_NAMED)) yield;
  }
}

/** The code compared without case, as the form first seen. */
function codeOf(codes: Map<string, string>, hreflang: string): string {
  const code = hreflang.trim().toLowerCase();
  if (!codes.has(code)) codes.set(code, code === X_DEFAULT ? X_DEFAULT : hreflang.trim());
  return code;
}

/** The key counted most (the first of equals), or null when none was counted. */
function mostVoted<K>(tally: ReadonlyMap<K, number>): K | null {
  let best: K | null = null;
  let most = 0;
  for (const [key, count] of tally) if (count > most) [best, most] = [key, count];
  return best;
}

/**
 * The language the cluster gives a member: of the codes its links give it, a code Google takes before
 * one it does not (another page's typo does not rename it), then the one given most, then the one the
 * page gives itself, then the first met; null when none gives it one.
 */
function languageOf(
  tally: ReadonlyMap<string, number>,
  codes: ReadonlyMap<string, string>,
  own?: string,
): string | null {
  let best: string | null = null;
  let rank: readonly number[] = [];
  for (const [code, count] of tally) {
    const next = [isKnownHreflang(codes.get(code)!) ? 1 : 0, count, code === own ? 1 : 0];
    if (best === null || outranks(next, rank)) [best, rank] = [code, next];
  }
  return best;
}

/** Whether `a` comes before `b`, compared position by position. */
function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
