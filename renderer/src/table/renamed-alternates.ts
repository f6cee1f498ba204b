import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { AlternateLink } from '../../../shared/url-table';
import type { AlternatesReplacement } from './alternates-commands';

/**
 * Every row of the project whose alternates name a loc that is renamed (`renamed`: old loc → new),
 * with those links moved to the new loc: a host migration by Rewrite locs kept every href on the old
 * host, and each hreflang cluster fell apart (its pages' links to themselves and to each other lost).
 * A link is followed when its href is the old loc as written.
 */
export function renamedAlternates(
  renamed: ReadonlyMap<string, string>,
  tables: readonly ColumnarTable[],
): AlternatesReplacement[] {
  const found: AlternatesReplacement[] = [];
  if (renamed.size === 0) return found;
  tables.forEach(({ rows }, table) =>
    rows.extensions.forEach(({ alternates }, row) => {
      let after: AlternateLink[] | null = null;
      alternates.forEach((link, at) => {
        const to = link.href === null ? undefined : renamed.get(link.href);
        if (to !== undefined) (after ??= [...alternates])[at] = { ...link, href: to };
      });
      if (after !== null) found.push({ place: { table, row }, before: alternates, after });
    }),
  );
  return found;
}
