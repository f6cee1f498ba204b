import { largestOf } from '../../shared/append-all';
import { countOf } from './count-of';
import { firstListed } from './first-listed';

/** A table a command read: its name, the sitemap's path or URL it came from (null for a project's table), and its URLs when counted. */
export interface LegendTable {
  name: string;
  source: string | null;
  urls?: number;
}

/** Tables listed at most, past which --all lists the rest. */
const TABLES_LISTED = 20;

/**
 * Which sitemap each table was read from, when several were read ("table s (2)" names no file): its
 * name, URLs when counted, and path or URL; the first TABLES_LISTED unless `all`.
 */
export function tableLegend(tables: readonly LegendTable[], all: boolean): string[] {
  const read = tables.filter((table) => table.source !== null);
  if (read.length < 2) return [];
  const width = largestOf(read.map((table) => table.name.length));
  return firstListed(read, all, TABLES_LISTED, ({ name, urls, source }) =>
    [`  ${name.padEnd(width)}`, ...(urls === undefined ? [] : [countOf('urls', urls).padStart(12)]), source].join('  '),
  );
}
