const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The media type of a Content-Type, lower case, without parameters ("text/html; charset=x" → "text/html"). */
export const mediaType = (contentType: string): string => contentType.split(';')[0]!.trim().toLowerCase();

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** A MIME type as Fetch parses one: a type and a subtype, then parameters if any. */
const MIME_TYPE = new RegExp(`^${TOKEN}/${TOKEN}\\s*(;|$)`);

/**
 * The Content-Type an answer has, as a browser takes it (Fetch's "extract a MIME type"): of the
 * values it came with (several headers, or one of comma-separated values), the last that is a MIME
 * type, but for the wildcard one. "text/plain" then "text/html" is an HTML page, not text. Where none is one, the
 * values as they came (an invalid type, told as not HTML); null when there was no Content-Type, or an
 * empty one (none given: the page is read as HTML, as a browser sniffs it).
 */
export function effectiveContentType(header: string | readonly string[] | undefined): string | null {
  if (header === undefined) return null;
  const joined = (typeof header === 'string' ? [header] : header).join(', ').trim();
  if (joined === '') return null;
  return valuesOf(joined).findLast((value) => MIME_TYPE.test(value) && mediaType(value) !== '*/*') ?? joined;
}

/** A header's comma-separated values, trimmed: a comma inside a quoted parameter splits none. */
function valuesOf(header: string): string[] {
  const values: string[] = [];
  let quoted = false;
  let from = 0;
  for (let at = 0; at < header.length; at++) {
    const char = header[at];
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && quoted) at++;
    else if (char === ',' && !quoted) {
      values.push(header.slice(from, at).trim());
      from = at + 1;
    }
  }
  values.push(header.slice(from).trim());
  return values;
}

/** True when a Content-Type names an HTML page. */
export const isHtmlType = (contentType: string): boolean => HTML_TYPES.has(mediaType(contentType));
