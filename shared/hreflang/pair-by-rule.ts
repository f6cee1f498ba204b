import type { AlternateLink, UrlRow } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import { isKnownHreflang } from '../validation/field-rules';
import type { ClusterRow } from './hreflang-clusters';

/** The tables as pairing reads them: each row's loc and the alternates it already lists. */
export type PairTables = readonly { rows: readonly Pick<UrlRow, 'loc' | 'alternates'>[] }[];

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
  | { kind: 'listed-otherwise'; loc: string; language: string; href: string; listed: string };

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
  const groups = new Map<string, Member[]>();
  const conflicts: PairConflict[] = [];
  let unmatched = 0;
  tables.forEach(({ rows }, table) =>
    rows.forEach(({ loc }, row) => {
      const paired = pairedLoc(rule, loc);
      if (paired === null || !paired.codeShaped) unmatched += 1;
      else if (!isKnownHreflang(paired.code)) conflicts.push({ kind: 'unknown-code', code: paired.code, loc });
      else addMember(groups, paired.key, { place: { table, row }, loc, code: paired.code });
    }),
  );
  return { ...proposalOf(tables, [...groups.values()], conflicts), unmatched };
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
  groups: readonly (readonly Member[])[],
  conflicts: PairConflict[],
): Omit<PairProposal, 'unmatched'> {
  const additions: RowAdditions[] = [];
  let clusters = 0;
  for (const members of groups) {
    if (new Set(members.map((member) => normaliseLoc(member.loc))).size < 2) continue;
    const byLanguage = new Map<string, Member[]>();
    for (const member of members) addMember(byLanguage, member.code.toLowerCase(), member);
    const twice = [...byLanguage.values()].filter((same) => new Set(same.map(({ loc }) => normaliseLoc(loc))).size > 1);
    for (const same of twice)
      conflicts.push({ kind: 'language-two-urls', language: same[0]!.code, locs: same.map(({ loc }) => loc) });
    if (twice.length > 0) continue;
    clusters += 1;
    const links = [...byLanguage.values()].map((same) => ({
      rel: 'alternate',
      hreflang: same[0]!.code,
      href: same[0]!.loc,
    }));
    for (const member of members) {
      const added = linksToAdd(tables[member.place.table]!.rows[member.place.row]!, links, conflicts);
      if (added.length > 0) additions.push({ place: member.place, loc: member.loc, added });
    }
  }
  additions.sort((a, b) => a.place.table - b.place.table || a.place.row - b.place.row);
  const links = additions.reduce((sum, row) => sum + row.added.length, 0);
  return { clusters, links, rows: additions, conflicts };
}

/** The links a row does not list yet; one whose language it lists with another URL is a conflict. */
function linksToAdd(
  row: Pick<UrlRow, 'loc' | 'alternates'>,
  links: readonly AlternateLink[],
  conflicts: PairConflict[],
): AlternateLink[] {
  const listed = new Map<string, string>();
  for (const { hreflang, href } of row.alternates)
    if (hreflang && href) listed.set(hreflang.trim().toLowerCase(), href);
  return links.filter((link) => {
    const has = listed.get(link.hreflang!.toLowerCase());
    if (has === undefined) return true;
    if (normaliseLoc(has.trim()) !== normaliseLoc(link.href!))
      conflicts.push({
        kind: 'listed-otherwise',
        loc: row.loc,
        language: link.hreflang!,
        href: link.href!,
        listed: has,
      });
    return false;
  });
}

/** The tables' rows with the proposal's links added (the rows it does not name are the same objects). */
export function withPairedLinks<T extends Pick<UrlRow, 'alternates'>>(
  tables: readonly { rows: readonly T[] }[],
  proposal: Pick<PairProposal, 'rows'>,
): T[][] {
  const out = tables.map(({ rows }) => [...rows]);
  for (const { place, added } of proposal.rows) {
    const row = out[place.table]![place.row]!;
    out[place.table]![place.row] = { ...row, alternates: [...row.alternates, ...added] };
  }
  return out;
}
