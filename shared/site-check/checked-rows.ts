import type { UrlRow } from '../url-table';
import type { CheckedRow } from './check-findings';

/** What a check's findings need of a row: its loc and the hreflang alternates the sitemap lists for it. */
export function checkedRow(row: Pick<UrlRow, 'loc' | 'alternates'>): CheckedRow {
  return {
    loc: row.loc,
    alternates: row.alternates.map((link) => ({ hreflang: link.hreflang ?? '', href: link.href ?? '' })),
  };
}

/**
 * A table's own host: the one most of its locs are on (`URL.host`, so with a port when not the
 * default). The check asks only that host unless the person allows others, so a table that lists a
 * few outside links does not send requests to other people's sites.
 */
export class HostTally {
  private readonly counts = new Map<string, number>();

  add(loc: string): void {
    const host = URL.parse(loc)?.host;
    if (host) this.counts.set(host, (this.counts.get(host) ?? 0) + 1);
  }

  /** The most listed host (the first met of those tied); null when no loc had one. */
  ownHost(): string | null {
    let best: string | null = null;
    let most = 0;
    for (const [host, count] of this.counts) {
      if (count > most) [best, most] = [host, count];
    }
    return best;
  }
}
