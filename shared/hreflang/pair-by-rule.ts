import { runSteps, type StepProgress } from '../run-steps';
import type { UrlColumns } from '../columnar/url-columns';
import type { AlternateLink, UrlRow } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import { isKnownHreflang } from '../validation/field-rules';
import { isColumns, locAt, rowCount, type TableRows } from '../validation/table-rows';
import type { ClusterRow } from './hreflang-clusters';
import { X_DEFAULT } from './x-default';

/** The tables as pairing reads them (row objects, or the app's columns): each row's loc and the alternates it lists. */
export type PairTables = readonly { rows: TableRows<Pick<UrlRow, 'loc' | 'alternates'>> }[];

/** Rows read, or members linked, between two steps of the stepped pairings: a few ms of URL parsing. */
export const PAIR_ITEMS_PER_STEP = 512;
/** Additions put in row order between two steps: a few ms. */
const ORDERED_PER_STEP = 65_536;

/** Where a site puts the language in its URLs, as the person confirmed it. */
export type PairRule =
  /** `/{lang}/…`, or deeper: `/shop/{lang}/…` (segment is the path segment's index). */
  | { kind: 'path'; segment: number }
  /** `{lang}.example.com/…`: the first label of a host ending in `.${host}`. */
  | { kind: 'host'; host: string }
  /** `?lang=xx`: the query parameter `name`. */
  | { kind: 'query'; name: string };

/** A row's place in one content: its language, and the key it shares with its other languages. */
export interface PairedLoc {
  code: string;
  key: string;
}

/** What the person must decide; nothing is guessed for it. */
export type PairConflict =
  /** One content has `locs` for one `language`: its cluster is left out. */
  | { kind: 'language-two-urls'; language: string; locs: string[] }
  /** `code`, where the rule reads a language in `loc`, is not a code Google takes: the row is left out. */
  | { kind: 'unknown-code'; code: string; loc: string }
  /** `loc` already lists `language` as `listed`, not as `href`: that link is not added. */
  | { kind: 'listed-otherwise'; loc: string; language: string; href: string; listed: string }
  /** `loc` already lists `href` as `listed`, not as `language` (a page has one language): its cluster is left out. */
  | { kind: 'page-listed-otherwise'; loc: string; href: string; language: string; listed: string };

export interface RowAdditions {
  place: ClusterRow;
  loc: string;
  added: AlternateLink[];
}

/** What pairing would do, for a preview: nothing is changed until the caller applies `rows`. */
export interface PairProposal {
  /** Contents found in two or more languages. */
  clusters: number;
  /** Links to add, in all. */
  links: number;
  /** Rows in which the rule finds no language (another part of the site). */
  unmatched: number;
  /** Per row that gains links, in table and row order. */
  rows: RowAdditions[];
  conflicts: PairConflict[];
}

/** A language as URLs write it: `en`, `en-gb`, `en_GB`; read as `en` or `en-GB`. */
const CODE_SHAPED = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;

/** The rule in the person's words: `/{lang}/path`, `/shop/{lang}/`, `{lang}.example.com/path`, `?lang=`; null when it is none. */
export function parsePairRule(text: string): PairRule | null {
  const rule = text.trim();
  const query = /^\?([^=&#\s]+)=(\{lang\})?$/.exec(rule);
  if (query) return { kind: 'query', name: query[1]! };
  if (rule.startsWith('/')) {
    const segment = rule.slice(1).split('/').indexOf('{lang}');
    return segment >= 0 ? { kind: 'path', segment } : null;
  }
  const host = /^(?:https?:\/\/)?\{lang\}\.([a-z0-9.-]+\.[a-z0-9-]+)(?:[/?#]|$)/i.exec(rule);
  return host ? { kind: 'host', host: host[1]!.toLowerCase() } : null;
}

/** Where `rule` reads a language in `loc`: its code-shaped text and the loc with it taken out; null when nowhere. */
export function pairedLoc(rule: PairRule, loc: string): (PairedLoc & { codeShaped: boolean }) | null {
  let url: URL;
  try {
    url = new URL(loc.trim());
  } catch {
    return null;
  }
  let text: string | null;
  if (rule.kind === 'query') {
    text = url.searchParams.get(rule.name);
    url.searchParams.delete(rule.name);
  } else if (rule.kind === 'path') {
    const segments = url.pathname.split('/');
    text = segments[rule.segment + 1] ?? null;
    if (text !== null) segments[rule.segment + 1] = '{lang}';
    url.pathname = segments.join('/');
  } else {
    const host = url.hostname.toLowerCase();
    const label = host.endsWith(`.${rule.host}`) ? host.slice(0, -rule.host.length - 1) : null;
    text = label !== null && !label.includes('.') ? label : null;
    if (text !== null) url.hostname = `lang.${rule.host}`;
  }
  if (text === null || text === '') return null;
  const shaped = CODE_SHAPED.exec(text);
  const code = shaped ? `${shaped[1]!.toLowerCase()}${shaped[2] ? `-${shaped[2].toUpperCase()}` : ''}` : text;
  return { code, key: normaliseLoc(url.href), codeShaped: shaped !== null };
}

/** The clusters `rule` proposes over every row of the tables, with the alternates each row would get. */
export function pairByRule(tables: PairTables, rule: PairRule): PairProposal {
  return runSteps(pairByRuleInSteps(tables, rule));
}

/**
 * pairByRule a step at a time (PAIR_ITEMS_PER_STEP rows or members each), for a caller that gives
 * the thread back between steps (the page, at a million rows); `progress` counts the rows read, then
 * the members linked, up to twice the rows.
 */
export function* pairByRuleInSteps(
  tables: PairTables,
  rule: PairRule,
  progress: StepProgress = { done: 0, total: 0 },
): Generator<void, PairProposal, void> {
  const groups = new Map<string, Member[]>();
  const conflicts: PairConflict[] = [];
  let unmatched = 0;
  const rows = tables.reduce((sum, table) => sum + rowCount(table.rows), 0);
  Object.assign(progress, { done: 0, total: 2 * rows });
  for (const [table, { rows: tableRows }] of tables.entries())
    for (let row = 0; row < rowCount(tableRows); row += 1) {
      const loc = locAt(tableRows, row);
      const paired = pairedLoc(rule, loc);
      if (paired === null || !paired.codeShaped) unmatched += 1;
      else if (!isKnownHreflang(paired.code)) conflicts.push({ kind: 'unknown-code', code: paired.code, loc });
      else addMember(groups, paired.key, { place: { table, row }, loc, code: paired.code });
      if (++progress.done % PAIR_ITEMS_PER_STEP === 0) yield;
    }
  const proposal = yield* proposalInSteps(tables, groups.values(), conflicts, progress);
  return { ...proposal, unmatched };
}

/** A row of one content, in its language. */
export interface Member {
  place: ClusterRow;
  loc: string;
  code: string;
}

export function addMember(groups: Map<string, Member[]>, key: string, member: Member): void {
  const group = groups.get(key);
  if (group) group.push(member);
  else groups.set(key, [member]);
}

/**
 * The links each content's rows would get: every member under its language, itself included.
 * A content with two URLs for one language is left out as a conflict, and so is a link whose
 * language a row already lists with another URL.
 */
export function proposalOf(
  tables: PairTables,
  groups: Iterable<readonly Member[]>,
  conflicts: PairConflict[],
): Omit<PairProposal, 'unmatched'> {
  return runSteps(proposalInSteps(tables, groups, conflicts));
}

/** proposalOf a step at a time; `progress.done` goes up by each member linked, and ends at `total`. */
export function* proposalInSteps(
  tables: PairTables,
  groups: Iterable<readonly Member[]>,
  conflicts: PairConflict[],
  progress: StepProgress = { done: 0, total: 0 },
): Generator<void, Omit<PairProposal, 'unmatched'>, void> {
  const additions: RowAdditions[] = [];
  // The links proposed so far, by row: a row two groups name (a CSV's line written twice, or its page
  // in two lines) gets each language once, and one told otherwise by a later group is a conflict.
  const proposed = new Map<string, Map<string, string>>();
  // Groups of the same pages (a line written twice) make one cluster.
  const seen = new Set<string>();
  let clusters = 0;
  let sinceStep = 0;
  for (const members of groups) {
    progress.done += members.length;
    if ((sinceStep += members.length) >= PAIR_ITEMS_PER_STEP) {
      sinceStep = 0;
      yield;
    }
    // Each loc normalised once: that is most of the work here.
    const normal = new Map(members.map((member) => [member, normaliseLoc(member.loc)]));
    if (new Set(normal.values()).size < 2) continue;
    const byLanguage = new Map<string, Member[]>();
    for (const member of members) addMember(byLanguage, member.code.toLowerCase(), member);
    const twice = [...byLanguage.values()].filter((same) => new Set(same.map((member) => normal.get(member))).size > 1);
    for (const same of twice)
      conflicts.push({ kind: 'language-two-urls', language: same[0]!.code, locs: same.map(({ loc }) => loc) });
    if (twice.length > 0) continue;
    // Each page with its language: the same pages under other languages are another group (a conflict).
    const key = [...new Set(members.map((member) => `${member.code.toLowerCase()} ${normal.get(member)}`))]
      .sort()
      .join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    const links = [...byLanguage.values()].map((same) => ({
      rel: 'alternate',
      hreflang: same[0]!.code,
      href: same[0]!.loc,
    }));
    const conflictsBefore = conflicts.length;
    // Each row's links as this cluster would leave them (a row named twice in it, under two codes, gets each once).
    const planning = new Map<string, Map<string, string>>();
    const planned = members.map((member) => {
      const rowKey = `${member.place.table}:${member.place.row}`;
      const earlier = planning.get(rowKey) ?? new Map(proposed.get(rowKey));
      const added = linksToAdd(tables[member.place.table]!.rows, member, links, conflicts, earlier);
      for (const link of added) earlier.set(link.hreflang!.toLowerCase(), link.href!);
      planning.set(rowKey, earlier);
      return { member, added };
    });
    // A member that lists another page for a language leaves the whole cluster to a person: links added
    // to the others would point at a page that does not link back, errors the pairing made.
    if (conflicts.length > conflictsBefore) continue;
    clusters += 1;
    for (const [rowKey, links] of planning) proposed.set(rowKey, links);
    for (const { member, added } of planned)
      if (added.length > 0) additions.push({ place: member.place, loc: member.loc, added });
  }
  const rows = yield* inRowOrderInSteps(tables, additions);
  progress.done = progress.total;
  const links = rows.reduce((sum, row) => sum + row.added.length, 0);
  return { clusters, links, rows, conflicts };
}

/**
 * The additions in table and row order (stable), by counting, a step at a time: linear, where
 * sorting a million additions would hold the page for a noticeable while in one step.
 */
function* inRowOrderInSteps(
  tables: PairTables,
  additions: readonly RowAdditions[],
): Generator<void, RowAdditions[], void> {
  const starts = [0];
  for (const { rows } of tables) starts.push(starts.at(-1)! + rowCount(rows));
  const indexOf = ({ place }: RowAdditions): number => starts[place.table]! + place.row;
  // next[i]: where the next addition of row i goes, once counted and summed.
  const next = new Int32Array(starts.at(-1)! + 1);
  for (let at = 0; at < additions.length; at += 1) {
    next[indexOf(additions[at]!) + 1]! += 1;
    if ((at + 1) % ORDERED_PER_STEP === 0) yield;
  }
  for (let at = 1; at < next.length; at += 1) next[at]! += next[at - 1]!;
  yield;
  const ordered = new Array<RowAdditions>(additions.length);
  for (let at = 0; at < additions.length; at += 1) {
    const addition = additions[at]!;
    ordered[next[indexOf(addition)]!++] = addition;
    if ((at + 1) % ORDERED_PER_STEP === 0) yield;
  }
  // A row two groups added to is one row with the links of both, in their order.
  const merged: RowAdditions[] = [];
  for (const addition of ordered) {
    const last = merged.at(-1);
    if (last && indexOf(last) === indexOf(addition)) last.added = [...last.added, ...addition.added];
    else merged.push(addition);
  }
  return merged;
}

/**
 * The links a row does not list yet, nor was given by an earlier group (`earlier`, by language); one
 * whose language it lists, or was given, with another URL is a conflict, and so is one whose page it
 * lists under another language (the row's en-US page given en too: two languages, the probe).
 */
function linksToAdd(
  rows: PairTables[number]['rows'],
  member: Member,
  links: readonly AlternateLink[],
  conflicts: PairConflict[],
  earlier: ReadonlyMap<string, string>,
): AlternateLink[] {
  const alternates = isColumns(rows) ? rows.get(member.place.row, 'alternates') : rows[member.place.row]!.alternates;
  if (alternates.length === 0 && earlier.size === 0) return links.slice();
  const listed = new Map<string, string>();
  // The language each page is listed under already (x-default aside: a page may be both).
  const listedAs = new Map<string, string>();
  for (const { hreflang, href } of alternates)
    if (hreflang && href) {
      const code = hreflang.trim();
      const key = code.toLowerCase();
      listed.set(key, href);
      if (key !== X_DEFAULT) listedAs.set(normaliseLoc(href.trim()), code);
    }
  for (const [language, href] of earlier) if (!listed.has(language)) listed.set(language, href);
  return links.filter((link) => {
    const has = listed.get(link.hreflang!.toLowerCase());
    const as = listedAs.get(normaliseLoc(link.href!));
    if (has === undefined && as !== undefined && as.toLowerCase() !== link.hreflang!.toLowerCase()) {
      conflicts.push({
        kind: 'page-listed-otherwise',
        loc: member.loc,
        href: link.href!,
        language: link.hreflang!,
        listed: as,
      });
      return false;
    }
    if (has === undefined) return true;
    if (normaliseLoc(has.trim()) !== normaliseLoc(link.href!))
      conflicts.push({
        kind: 'listed-otherwise',
        loc: member.loc,
        language: link.hreflang!,
        href: link.href!,
        listed: has,
      });
    return false;
  });
}

/** Adds the proposal's links to the rows it names, in the tables' columns (each row's alternates set anew, never changed in place). */
export function addPairedLinks(tables: readonly { rows: UrlColumns }[], proposal: Pick<PairProposal, 'rows'>): void {
  for (const { place, added } of proposal.rows) {
    const rows = tables[place.table]!.rows;
    rows.setCell(place.row, 'alternates', [...rows.get(place.row, 'alternates'), ...added]);
  }
}
