import { PROJECT_FORMAT_ID } from '../../shared/protocol';
import type { Emptiness, WideEncoding } from '../../shared/problem-catalogue';
import type { SourceKind } from '../../shared/sources';

export type SniffedKind = Exclude<SourceKind, 'folder' | 'url'>;

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;

/** gzip is recognised by its two magic bytes, whatever the file is called. */
export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC_0 && head[1] === GZIP_MAGIC_1;
}

/** A character byte of a BOM-less wide start: ASCII, never NUL (`A` stands for one in the patterns below). */
const A = -1;
const isAscii = (byte: number | undefined): boolean => byte !== undefined && byte > 0 && byte < 0x80;

/**
 * Byte order marks, then BOM-less starts of two ASCII characters (`<?`, `<u`, `Us`): UTF-32 first,
 * as its little-endian BOM begins with UTF-16's. UTF-8 text never holds a NUL byte this early.
 */
const WIDE_STARTS: readonly (readonly [WideEncoding, readonly number[]])[] = [
  ['UTF-32', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-32', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-32', [A, 0x00, 0x00, 0x00, A, 0x00, 0x00, 0x00]],
  ['UTF-32', [0x00, 0x00, 0x00, A, 0x00, 0x00, 0x00, A]],
  ['UTF-16', [0xff, 0xfe]],
  ['UTF-16', [0xfe, 0xff]],
  ['UTF-16', [A, 0x00, A, 0x00]],
  ['UTF-16', [0x00, A, 0x00, A]],
];

/** The UTF-16 or UTF-32 a (decompressed) head is in, by its first bytes; null for anything else. */
export function wideEncoding(head: Uint8Array): WideEncoding | null {
  const matches = (start: readonly number[]): boolean =>
    start.every((byte, index) => (byte === A ? isAscii(head[index]) : head[index] === byte));
  return WIDE_STARTS.find(([, start]) => matches(start))?.[0] ?? null;
}

/**
 * A robots.txt directive opening a line: a key with its colon, or (Google's leniency, as robots-lines
 * reads it) a key of the rules or the sitemaps with a space before its value instead.
 */
const ROBOTS_KEY =
  /^(?:(user-?agent|disallow|allow|site-?maps?|crawl-delay|host|clean-param|request-rate|visit-time)\s*:|(user[ -]?agent|disallow|allow|site-?maps?)\s+\S)/i;
/**
 * A line that opens with an absolute http(s) URL: what follows a space or tab (`https://a.com/\tfoo`)
 * is the row's fault, told at its line as on any other line, not a reason to read no line at all.
 */
const ABSOLUTE_HTTP_URL = /^https?:\/\/\S+(?:\s|$)/i;
/**
 * A relative URL reference that is plainly a path: URL characters only (RFC 3986), and a slash,
 * so a lone word or a sentence is never one. `/about/`, `blog/post.html`, `./contact`.
 */
const RELATIVE_PATH = /^(?![a-z][a-z0-9+.-]*:)(?=.*\/)[\w\-.~%!$&'()*+,;=:@/?#[\]]+$/;
/** The same without the slash: `index.html` is a path only where the file's name says it lists URLs. */
const RELATIVE_NAME = /^(?![a-z][a-z0-9+.-]*:)[\w\-.~%!$&'()*+,;=:@/?#[\]]+$/;
/** A name that says the file is a text sitemap: sitemap.txt, sitemap-pages.txt, urls.txt. */
const TEXT_SITEMAP_NAME = /(?:sitemap|urls)[^/\\]*\.txt$/i;
/** Lines of the head looked at to tell a text sitemap of relative lines from other text. */
const LINES_TO_WEIGH = 50;
/** The name a robots.txt always has: an empty one has nothing else that says what it is. */
const ROBOTS_NAME = /^robots\.txt$/i;
/** Prolog items that may stand before the root element: declaration, processing instructions, comments, doctype. */
const XML_PROLOG_ITEM = /^\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;
/** What follows the XML prolog items a text opens with (whole ones: one not ended stays). */
function pastProlog(text: string): string {
  let rest = text;
  for (let item = XML_PROLOG_ITEM.exec(rest); item; item = XML_PROLOG_ITEM.exec(rest))
    rest = rest.slice(item[0].length);
  return rest;
}
const XML_ROOT = /^\s*<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/;

/**
 * Decides what the (decompressed) start of a file is. Only the first few kilobytes are needed;
 * the parser later checks the root's namespace, here the local name is enough.
 */
export function sniffText(head: string, name = ''): SniffedKind {
  let text = head.replace(/^\uFEFF/, '');
  if (/^\s*</.test(text)) {
    text = pastProlog(text);
    const root = XML_ROOT.exec(text)?.[1];
    if (root === 'urlset') return 'urlset';
    if (root === 'sitemapindex') return 'sitemapindex';
    return 'unknown';
  }
  if (/^\s*\{/.test(text) && text.includes(`"${PROJECT_FORMAT_ID}"`)) return 'project';
  const lines = text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  // The first meaningful line decides: a robots.txt opens with a directive, a text sitemap with a URL.
  // (A Jekyll template's front matter may hold a "sitemap:" key further down; that is no robots.txt.)
  // RFC 9309: a robots.txt of nothing (white space, comments) is valid, and allows everything.
  if (lines.length === 0 && ROBOTS_NAME.test(name)) return 'robots';
  const first = lines[0] ?? '';
  if (ROBOTS_KEY.test(first)) return 'robots';
  if (ABSOLUTE_HTTP_URL.test(first)) return 'text';
  const weighed = lines.slice(0, LINES_TO_WEIGH);
  const mostly = (test: (line: string) => boolean): boolean => weighed.filter(test).length * 2 > weighed.length;
  // Mostly URLs after a stray first line (a title, a note): that line is a row to flag, not a reason to read none.
  if (mostly((line) => ABSOLUTE_HTTP_URL.test(line))) return 'text';
  // Relative lines are read (and each flagged) like relative locs in XML, when the text is mostly URL-like lines.
  const relative = TEXT_SITEMAP_NAME.test(name) ? RELATIVE_NAME : RELATIVE_PATH;
  if (relative.test(first) && mostly((line) => ABSOLUTE_HTTP_URL.test(line) || relative.test(line))) return 'text';
  return 'unknown';
}

/** A head that says nothing yet (headUndecided) is read on, HEAD_GROWTH times as much each time, up to this. */
export const MOST_SNIFFED_BYTES = 4 * 1024 * 1024;
export const HEAD_GROWTH = 4;

/** An XML prolog item begun but not ended in the head, or a root element whose name the head cuts. */
const UNENDED_COMMENT = /^\s*<!--(?![\s\S]*-->)/;
const UNENDED_INSTRUCTION = /^\s*<\?(?![\s\S]*\?>)/;
const UNENDED_DOCTYPE = /^\s*<!DOCTYPE/i;
const CUT_NAME = /^\s*<[\w:.-]*$/;

/**
 * Whether a head (too short to be the whole content) says nothing of the file's kind yet, so that
 * more of it is to be read before calling it unknown: white space only; XML prolog items only, the
 * last perhaps not ended (a long comment) or the root's name cut; or text whose every whole line is
 * blank or a comment (a robots.txt that opens with a long comment). A head holding a NUL is binary.
 */
export function headUndecided(head: string): boolean {
  let text = head.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return false;
  if (/^\s*$/.test(text)) return true;
  if (/^\s*</.test(text)) {
    text = pastProlog(text);
    return (
      /^\s*$/.test(text) ||
      UNENDED_COMMENT.test(text) ||
      UNENDED_INSTRUCTION.test(text) ||
      UNENDED_DOCTYPE.test(text) ||
      CUT_NAME.test(text)
    );
  }
  // Its last line may be cut: the lines the head holds whole are weighed, and where it holds none,
  // the line it cuts (no URL or directive runs that long; a comment may).
  const lineEnd = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
  const weighed = lineEnd < 0 ? text : text.slice(0, lineEnd + 1);
  return weighed.split(/\r?\n|\r/).every((line) => {
    const trimmed = line.trim();
    return trimmed === '' || trimmed.startsWith('#');
  });
}

/**
 * How a head holds nothing, or null when it holds something. Only meaningful for a head that is the
 * whole content (shorter than the bytes a head may have).
 */
export function emptinessOf(head: string): Emptiness | null {
  if (head === '') return 'empty';
  if (head === '\uFEFF') return 'bom';
  if (head.replace(/^\uFEFF/, '').trim() === '') return 'white-space';
  return null;
}
