import { escapeRegExp } from '../../../shared/escape-regexp';

/** A robots.txt line that names a sitemap (RFC 9309 leaves it to no group; the key's case and a hyphen vary). */
const SITEMAP_LINE = /^\s*site-?map\s*:/i;

/** What a robots.txt says besides its Sitemap: lines, its lines' ends and blank lines aside: its rules, to compare two by. */
export const rulesOf = (text: string | null): string =>
  (text ?? '')
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '' && !SITEMAP_LINE.test(line))
    .join('\n');

/** `text` (a robots.txt; null: none) with a Sitemap: line for `indexUrl`, added unless it is there already. */
export function withSitemapLine(text: string | null, indexUrl: string): string {
  const known = text ?? '';
  const forIndex = new RegExp(`${SITEMAP_LINE.source}\\s*${escapeRegExp(indexUrl)}\\s*(#.*)?$`, 'i');
  const listed = known.split(/\r\n|\r|\n/).some((line) => forIndex.test(line));
  return listed ? known : `${known}${known === '' || known.endsWith('\n') ? '' : '\n'}Sitemap: ${indexUrl}\n`;
}
