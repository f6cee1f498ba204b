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
