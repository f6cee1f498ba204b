import { ROBOTS_MAX_BYTES } from '../../../shared/robots/robots-lines';

/** A robots.txt line that names a sitemap (RFC 9309 leaves it to no group; the key's case and a hyphen vary). */
const SITEMAP_LINE = /^\s*site-?map\s*:/i;

/** A robots.txt's lines, each with its end ('' for a last line without one). */
const linesOf = (text: string): { line: string; end: string }[] => {
  const parts = text.split(/(\r\n|\r|\n)/);
  const lines: { line: string; end: string }[] = [];
  for (let at = 0; at < parts.length; at += 2) lines.push({ line: parts[at]!, end: parts[at + 1] ?? '' });
  return lines.at(-1)?.line === '' ? lines.slice(0, -1) : lines;
};

/** The URL a Sitemap: line names, its comment aside (compared as written: a URL's path is case-sensitive); null for another line. */
const sitemapUrlOf = (line: string): string | null =>
  SITEMAP_LINE.test(line) ? line.replace(SITEMAP_LINE, '').replace(/#.*$/, '').trim() : null;

/** What a robots.txt says besides its Sitemap: lines, its lines' ends, blank lines and a byte order mark aside: its rules, to compare two by. */
export const rulesOf = (text: string | null): string =>
  (text ?? '')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '' && !SITEMAP_LINE.test(line))
    .join('\n');

/**
 * `text` (a robots.txt; null: none) with a Sitemap: line for `indexUrl`, added unless it is there
 * already. A line naming `replaces` (this set's last index, where it was another: a renamed index,
 * a new base URL) names `indexUrl` instead, in its place; it is dropped where that line is there already.
 */
export function withSitemapLine(text: string | null, indexUrl: string, replaces: string | null = null): string {
  const known = text ?? '';
  const lines = linesOf(known);
  let listed = lines.some(({ line }) => sitemapUrlOf(line) === indexUrl);
  if (replaces === null || replaces === indexUrl || !lines.some(({ line }) => sitemapUrlOf(line) === replaces)) {
    return withinRead(
      listed ? known : `${known}${known === '' || /[\r\n]$/.test(known) ? '' : '\n'}Sitemap: ${indexUrl}\n`,
      indexUrl,
    );
  }
  const written = lines.flatMap(({ line, end }) => {
    if (sitemapUrlOf(line) !== replaces) return [line + end];
    if (listed) return [];
    listed = true;
    return [`Sitemap: ${indexUrl}${end}`];
  });
  return withinRead(written.join(''), indexUrl);
}

/**
 * `text` with its first line naming `indexUrl` moved to the top where it ends past the bytes Google
 * reads of a robots.txt (ROBOTS_MAX_BYTES: a large one kept from the folder): unread, it names nothing.
 * A Sitemap: line belongs to no group, so it may stand anywhere.
 */
function withinRead(text: string, indexUrl: string): string {
  if (Buffer.byteLength(text) <= ROBOTS_MAX_BYTES) return text;
  const lines = linesOf(text);
  const at = lines.findIndex(({ line }) => sitemapUrlOf(line) === indexUrl);
  const before = lines.slice(0, at + 1).reduce((bytes, { line, end }) => bytes + Buffer.byteLength(line + end), 0);
  if (at < 0 || before <= ROBOTS_MAX_BYTES) return text;
  const { line, end } = lines[at]!;
  const rest = lines
    .filter((_, index) => index !== at)
    .map(({ line, end }) => line + end)
    .join('');
  // A byte order mark stays the file's first character: before the rest it would make its first line's key unknown.
  const bom = rest.startsWith('\uFEFF') ? '\uFEFF' : '';
  return `${bom}${line}${end || '\n'}${rest.slice(bom.length)}`;
}
