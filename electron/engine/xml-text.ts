const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NEEDS_ESCAPE = /[&<>"'\r]/;

/**
 * Escapes text for element content or attribute values: the five entities the sitemap protocol
 * names, and CR as a reference (a reader takes a CR written as it is for a line end, an LF).
 */
export function escapeXml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"'\r]/g, (char) => ESCAPES[char] ?? '&#13;') : text;
}

/** An attribute value: also escapes tab and line breaks, which a parser would otherwise turn into spaces. */
export function escapeAttribute(text: string): string {
  return /[&<>"'\t\n\r]/.test(text)
    ? text.replace(/[&<>"'\t\n\r]/g, (char) => ESCAPES[char] ?? `&#${char.charCodeAt(0)};`)
    : text;
}

const isXmlSpace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * `text` without the white space XML names (space, tab, LF, CR) at its ends. String.trim also takes
 * a no-break space, a byte order mark or a line separator, which are a value's own characters.
 */
export function trimXmlSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isXmlSpace(text.charCodeAt(start))) start++;
  while (end > start && isXmlSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
