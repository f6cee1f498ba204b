import type { UrlColumns } from './columnar/url-columns';

/** Locs looked at per table, spread evenly over it: enough to find the site's origin at any size. */
const SAMPLE_PER_TABLE = 2000;

/**
 * The base URL an export is most likely published under: the http(s) origin most of the tables' locs
 * share, with a trailing slash; '' when no loc is an http(s) URL. What the export dialog fills in
 * when the project has no base URL yet.
 */
export function suggestedBaseUrl(tables: readonly { rows: UrlColumns }[]): string {
  const counts = new Map<string, number>();
  for (const { rows } of tables) {
    const step = Math.max(1, Math.floor(rows.rowCount / SAMPLE_PER_TABLE));
    for (let row = 0; row < rows.rowCount; row += step) {
      const loc = rows.get(row, 'loc');
      if (!URL.canParse(loc)) continue;
      const { protocol, origin } = new URL(loc);
      if (protocol === 'http:' || protocol === 'https:') counts.set(origin, (counts.get(origin) ?? 0) + 1);
    }
  }
  let best = '';
  let most = 0;
  for (const [origin, count] of counts) {
    if (count > most) [best, most] = [origin, count];
  }
  return best === '' ? '' : `${best}/`;
}
