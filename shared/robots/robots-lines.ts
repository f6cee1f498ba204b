/**
 * Rewrites a robots.txt into the plain form robots-parser reads, the way Google's parser reads it,
 * keeping for each output line the original line it came from:
 * a missing colon, common key typos, a user-agent value up to its first non-token character,
 * over-long lines cut, unreserved percent-escapes decoded (RFC 9309, section 2.2.2).
 */

/** RFC 9309 asks crawlers to read at least 500 KiB; Google reads that much and no more. */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** Google keeps each line in a buffer of 8 × 2,083 bytes (its longest URL times eight), one byte of it for the terminator. */
const MAX_LINE_BYTES = 8 * 2083 - 1;

const KEY_ALIASES: Record<string, string> = {
  'user-agent': 'user-agent',
  useragent: 'user-agent',
  'user agent': 'user-agent',
  allow: 'allow',
  disallow: 'disallow',
  dissallow: 'disallow',
  dissalow: 'disallow',
  disalow: 'disallow',
  diasllow: 'disallow',
  disallaw: 'disallow',
  sitemap: 'sitemap',
  'site-map': 'sitemap',
  'crawl-delay': 'crawl-delay',
  host: 'host',
};

/**
 * A key as Google's parser takes it: the rules' and the sitemaps' keys by how they start ("Sitemaps:"
 * is a sitemap line, "Allowed:" an allow rule), its typos of them, and the others as written.
 */
function keyOf(written: string): string | undefined {
  const exact = KEY_ALIASES[written];
  if (exact !== undefined) return exact;
  const prefix = Object.keys(KEY_ALIASES).find(
    (alias) => PREFIX_KEYS.has(KEY_ALIASES[alias]!) && written.startsWith(alias),
  );
  return prefix === undefined ? undefined : KEY_ALIASES[prefix];
}

/** The keys Google's parser matches by their start. */
const PREFIX_KEYS = new Set(['user-agent', 'allow', 'disallow', 'sitemap']);

export interface RobotsDirective {
  /** 1-based line number in the original file. */
  line: number;
  key: string;
  value: string;
}

export interface ParsedRobotsLines {
  /** The rewritten text, for robots-parser. */
  text: string;
  /** For each rewritten line (0-based), the original line number (1-based). */
  originalLine: number[];
  /** For each rewritten line (0-based), true when it is an Allow rule. */
  allows: boolean[];
  /** Every recognised directive, in order, with its canonical key. */
  directives: RobotsDirective[];
  /** True when the file was longer than ROBOTS_MAX_BYTES and the rest was ignored. */
  truncated: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function parseRobotsLines(raw: string): ParsedRobotsLines {
  let source = raw.replace(/^\uFEFF/, '');
  const bytes = encoder.encode(source);
  const truncated = bytes.length > ROBOTS_MAX_BYTES;
  if (truncated) source = decoder.decode(bytes.subarray(0, ROBOTS_MAX_BYTES)).replace(/\uFFFD$/, '');
  const directives: RobotsDirective[] = [];
  const out: string[] = [];
  const originalLine: number[] = [];
  const allows: boolean[] = [];
  const emit = (text: string, line: number): void => {
    out.push(text);
    originalLine.push(line);
    allows.push(text.startsWith('allow:'));
  };
  source.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const directive = readDirective(cutLine(raw));
    if (!directive) return emit('', line);
    directives.push({ line, ...directive });
    emit(`${directive.key}: ${directive.value}`, line);
    // Google's reading: allowing /dir/index.html allows /dir/ itself too.
    if (directive.key === 'allow' && INDEX_PAGE.test(directive.value)) {
      emit(`allow: ${directive.value.replace(INDEX_PAGE, '/$')}`, line);
    }
  });
  return { text: out.join('\n'), originalLine, allows, directives, truncated };
}

const INDEX_PAGE = /\/index\.html?$/;

function readDirective(line: string): { key: string; value: string } | null {
  const content = line.replace(/#.*$/, '').trim();
  if (content === '') return null;
  // "key: value", or Google's leniency for "key value" without the colon.
  const match = /^([^:]+?)\s*:\s*(.*)$/.exec(content) ?? /^(\S+(?:\s+agent)?)\s+(.*)$/i.exec(content);
  if (!match) return null;
  const key = keyOf(match[1]!.toLowerCase().replace(/\s+/g, ' '));
  if (!key) return null;
  const value = match[2]!.trim();
  if (key === 'user-agent') return { key, value: productToken(value) };
  if (key === 'allow' || key === 'disallow') return { key, value: decodeUnreserved(value) };
  return { key, value };
}

/** Google matches a group's user agent by its product token: letters, "_" and "-", up to anything else. */
function productToken(value: string): string {
  if (value.startsWith('*')) return '*';
  return /^[A-Za-z_-]*/.exec(value)![0] || value;
}

/** Percent-escapes of unreserved characters mean the character itself (RFC 3986, section 2.3). */
export function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
}

function cutLine(line: string): string {
  if (line.length * 3 <= MAX_LINE_BYTES) return line; // cannot be too long even if every character is 3 bytes
  const bytes = encoder.encode(line);
  return bytes.length <= MAX_LINE_BYTES
    ? line
    : decoder.decode(bytes.subarray(0, MAX_LINE_BYTES)).replace(/\uFFFD$/, '');
}

/**
 * What a robots.txt a crawler obeys does not say of itself: it holds no robots.txt line at all (other
 * bytes, the wrong file: a crawler reads it as allowing everything), or it is past the 500 KiB read
 * (the rules after it count for nothing). Blank lines and comments alone are a robots.txt that says nothing.
 */
export function robotsTextOddities(text: string): { noLines: boolean; truncated: boolean } {
  const said = text.split(/\r\n|\r|\n/).some((line) => line.replace(/#.*/, '').trim() !== '');
  const lines = parseRobotsLines(text);
  return { noLines: said && lines.directives.length === 0, truncated: lines.truncated };
}
