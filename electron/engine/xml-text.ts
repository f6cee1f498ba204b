const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NEEDS_ESCAPE = /[&<>"']/;

/** Escapes text for element content or attribute values; the five entities the sitemap protocol names. */
export function escapeXml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : text;
}

/** `<name>text</name>`, or nothing when the value is absent. */
export function element(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

/** An attribute value: also escapes tab and line breaks, which a parser would otherwise turn into spaces. */
export function escapeAttribute(text: string): string {
  return /[&<>"'\t\n\r]/.test(text)
    ? text.replace(/[&<>"'\t\n\r]/g, (char) => ESCAPES[char] ?? `&#${char.charCodeAt(0)};`)
    : text;
}

/** `<name a="…">text</name>` with only the attributes that have a value. */
export function elementWithAttributes(
  name: string,
  value: { value: string; attributes: Record<string, string | null> } | null,
): string {
  if (!value) return '';
  let attributes = '';
  for (const [key, attribute] of Object.entries(value.attributes)) {
    if (attribute !== null) attributes += ` ${key}="${escapeAttribute(attribute)}"`;
  }
  return `<${name}${attributes}>${escapeXml(value.value)}</${name}>`;
}
