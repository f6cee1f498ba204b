import type { UrlRow } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import type { LocKeys } from './loc-keys';
import type { UnionFind } from './union-find';

/** The first links of a row whose targets are guessed from the previous row's (see RowLinks). */
const GUESSED_LINKS = 256;

/**
 * Joins each row with the pages its alternates name, once every row's loc has its key: an href no
 * row has becomes a new node, kept (normalised) in `outsideHrefs` in the order first named.
 */
export class RowLinks {
  readonly outsideHrefs: string[] = [];
  /**
   * Per place in a row's list, the node the previous row's link there reached: sitemaps list a
   * cluster's members one after another, or each language's pages in the same order, so the same
   * node or the next one is usually right, and checking a guess costs far less than a lookup.
   */
  private readonly guesses = new Int32Array(GUESSED_LINKS).fill(-1);

  constructor(
    private readonly keys: LocKeys,
    private readonly nodes: UnionFind,
  ) {}

  /** Joins `node` (a row) with the target of each of its alternates. */
  link(node: number, alternates: UrlRow['alternates']): void {
    const { keys, nodes, guesses } = this;
    let root = nodes.rootOfLinked(node);
    for (let at = 0; at < alternates.length; at += 1) {
      const href = alternates[at]!.href;
      if (href === null) continue;
      const trimmed = trimmedHref(href);
      if (trimmed === '') continue;
      keys.keyOfText(trimmed);
      const guess = at < GUESSED_LINKS ? guesses[at]! : -1;
      let target = keys.isKeyOf(guess) ? guess : keys.isKeyOf(guess + 1) ? guess + 1 : -1;
      if (target === -1) {
        const outside = nodes.nodeCount;
        target = keys.nodeOf(outside);
        if (target === outside) {
          nodes.add();
          this.outsideHrefs.push(normaliseLoc(trimmed));
        }
      }
      if (at < GUESSED_LINKS) guesses[at] = target;
      root = nodes.joinRoot(root, target);
    }
  }
}

/** The href without white space around it (the common case, with none, costs no call to trim). */
function trimmedHref(href: string): string {
  const first = href.charCodeAt(0);
  const last = href.charCodeAt(href.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f ? href : href.trim();
}
