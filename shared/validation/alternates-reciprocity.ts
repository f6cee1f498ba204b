import type { AlternateLink, UrlRow } from '../url-table';
import type { LocIndex } from './loc-index';

export { indexLocs, type LocIndex, type RowPlace } from './loc-index';

/**
 * hreflang alternates only count when they are reciprocal: every page of a set lists every page of
 * the set (itself included), and each of those pages lists the same set back. The project holds
 * many of those pages as rows, so a row's set can be checked against the rows its links point to.
 * hrefs and locs are compared exactly, as search engines do: `/de` and `/de/` are different pages.
 */

/**
 * - `self`: the link points to this row;
 * - `outside`: no row of the project has that loc, so it cannot be checked here;
 * - `complete`: that row links back with the whole set;
 * - `incomplete`: that row lacks links of the set, or gives one of them another hreflang;
 * - `unchecked`: the link has no href or no hreflang (a validation error of its own).
 */
export type ReturnStatus = 'self' | 'outside' | 'complete' | 'incomplete' | 'unchecked';

export interface AlternateReturn {
  status: ReturnStatus;
  /** For a row of the project: it has a link to this row. */
  linksBack: boolean;
  /** Links of this row's set that the other row does not have (no link there with that href). */
  missing: AlternateLink[];
  /** Links of this row's set that the other row gives differently (another hreflang, another x-default). */
  mismatched: AlternateLink[];
}

export interface ReciprocityReport {
  /** One per alternate of the row, in order. */
  links: AlternateReturn[];
  /** The set has alternates but no `x-default` for users whose language none of them matches. */
  needsXDefault: boolean;
  /** The set includes the row itself, as Google asks; without it the others cannot be told how to link back. */
  listsItself: boolean;
  /** How many other rows the one-click fix would change. */
  fixableRows: number;
}

const NO_ALTERNATES: ReciprocityReport = Object.freeze({
  links: [],
  needsXDefault: false,
  listsItself: false,
  fixableRows: 0,
});

/** A link of a set, usable for the check: rel alternate with both hreflang and href. */
function usable(link: AlternateLink): link is AlternateLink & { hreflang: string; href: string } {
  return link.href !== null && link.href !== '' && link.hreflang !== null && link.hreflang !== '';
}

/**
 * Checks one row's alternates against the rows they point to; cost grows with the links, not the
 * project. With `shown` (a range of link indexes), only those links are compared and the rest are
 * 'unchecked': an editor paging a row of 100,000 alternates checks the page it shows.
 */
export function checkReciprocity(
  row: UrlRow,
  index: LocIndex,
  shown?: { from: number; to: number },
): ReciprocityReport {
  if (row.alternates.length === 0) return NO_ALTERNATES;
  const set = row.alternates.filter(usable);
  /** By the linked row's place: several links to one row are one check (and one row to fix). */
  const checked = new Map<number, AlternateReturn>();
  const links = row.alternates.map((link, at): AlternateReturn => {
    const outsideShown = shown !== undefined && (at < shown.from || at >= shown.to);
    if (outsideShown || !usable(link)) return { status: 'unchecked', linksBack: false, missing: [], mismatched: [] };
    // A link to this row's own loc is to itself: another row with that loc would be a duplicate of it.
    if (link.href === row.loc) return { status: 'self', linksBack: true, missing: [], mismatched: [] };
    const target = index.find(link.href);
    if (!target) return { status: 'outside', linksBack: false, missing: [], mismatched: [] };
    let result = checked.get(index.keyOf(target));
    if (!result) {
      result = compareSets(row.loc, set, index.rowAt(target).alternates);
      checked.set(index.keyOf(target), result);
    }
    return result;
  });
  return {
    links,
    needsXDefault: set.length > 0 && !set.some((link) => link.hreflang.toLowerCase() === 'x-default'),
    listsItself: set.some((link) => link.href === row.loc),
    fixableRows: [...checked.values()].filter((result) => result.missing.length > 0).length,
  };
}

const isXDefault = (link: AlternateLink): boolean => link.hreflang?.toLowerCase() === 'x-default';

/**
 * Compares by slot: a page's language version is its href (with one hreflang), the fallback is the
 * one `x-default` (with one href). A slot the other row lacks is missing; one it fills differently
 * is mismatched, and left alone by the fix.
 */
function compareSets(loc: string, set: readonly AlternateLink[], theirs: readonly AlternateLink[]): AlternateReturn {
  const hreflangOf = new Map<string, string>();
  let theirXDefault: string | null = null;
  for (const link of theirs) {
    if (!usable(link)) continue;
    if (isXDefault(link)) theirXDefault ??= link.href;
    else if (!hreflangOf.has(link.href)) hreflangOf.set(link.href, link.hreflang.toLowerCase());
  }
  const missing: AlternateLink[] = [];
  const mismatched: AlternateLink[] = [];
  const seen = new Set<string>();
  for (const link of set) {
    const slot = isXDefault(link) ? 'x-default' : link.href!;
    if (seen.has(slot)) continue;
    seen.add(slot);
    const there = slot === 'x-default' ? theirXDefault : (hreflangOf.get(slot) ?? null);
    const here = slot === 'x-default' ? link.href! : link.hreflang!.toLowerCase();
    if (there === null) missing.push(link);
    else if (there !== here) mismatched.push(link);
  }
  const linksBack = theirs.some((link) => link.href === loc);
  const complete = linksBack && missing.length === 0 && mismatched.length === 0;
  return { status: complete ? 'complete' : 'incomplete', linksBack, missing, mismatched };
}

/** A row whose alternates the fix replaces, with the list before and after. */
export interface AlternatesChange {
  /** The row as it is (for a columnar table, a copy built to read it). */
  row: UrlRow;
  /** The table it is in, by index in the tables indexed, and its stored position there. */
  table: number;
  at: number;
  before: AlternateLink[];
  after: AlternateLink[];
}

/**
 * The one-click fix: every row of the set that lacks links of this row's set gets them added at the
 * end (copies, rel="alternate"). Links it lists with another hreflang are left for a person to decide.
 * Lists are copied, never changed in place, so the change can be undone by putting `before` back.
 */
export function missingReturnLinks(row: UrlRow, index: LocIndex): AlternatesChange[] {
  const report = checkReciprocity(row, index);
  const changes = new Map<number, AlternatesChange>();
  row.alternates.forEach((link, i) => {
    const result = report.links[i]!;
    if (result.missing.length === 0) return;
    const place = index.find(link.href!)!;
    if (changes.has(index.keyOf(place))) return;
    const target = index.rowAt(place);
    const added = result.missing.map((missing) => ({
      rel: 'alternate',
      hreflang: missing.hreflang,
      href: missing.href,
    }));
    changes.set(index.keyOf(place), {
      row: target,
      table: place.table,
      at: place.row,
      before: target.alternates,
      after: [...target.alternates, ...added],
    });
  });
  return [...changes.values()];
}
