import type { UrlRow } from '../url-table';
import { locAt, rowCount, type TableRows } from '../validation/table-rows';
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

  /** `siteOf`: what a loc is counted by, its host (the default) or its origin; null leaves it out. */
  constructor(private readonly siteOf: (loc: string) => string | null = locHost) {}

  add(loc: string): void {
    const host = this.siteOf(loc);
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

/** The common loc, read without the URL parser: http(s), a lower-case host with no port, then a path or nothing. */
const PLAIN_HOST = /^https?:\/\/([a-z0-9.-]+)(?:[/?#]|$)/;

/** A loc's host as `URL.host` gives it (with a port when not the default); null for no http(s) URL. */
export function locHost(loc: string): string | null {
  const plain = PLAIN_HOST.exec(loc);
  if (plain) return plain[1]!;
  const url = URL.parse(loc);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' ? url.host : null;
}

/** A loc's origin (scheme, host and port); null for a URL without one. */
export function locOrigin(loc: string): string | null {
  const origin = URL.parse(loc)?.origin;
  return origin === undefined || origin === 'null' ? null : origin;
}

/** The own host of a table's rows (HostTally); null when no loc has one. */
export function ownHostOf(rows: TableRows<Pick<UrlRow, 'loc'>>): string | null {
  const tally = new HostTally();
  for (let i = 0, count = rowCount(rows); i < count; i++) tally.add(locAt(rows, i));
  return tally.ownHost();
}
