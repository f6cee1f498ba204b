/** What a `<meta http-equiv="refresh">` content says: seconds to wait, and where to (null: the page itself). */
export interface RefreshContent {
  seconds: number;
  url: string | null;
}

const SPACE = /[\t\n\f\r ]/;

/**
 * A refresh's content as browsers parse it (HTML's "shared declarative refresh steps"): whole
 * seconds (a fraction ignored), then optionally `;` or `,`, an optional `url=` in any case, and the
 * URL, optionally quoted. Null when the content is no refresh (no number first, junk after it).
 */
export function parseRefresh(content: string): RefreshContent | null {
  let at = 0;
  const skipSpaces = (): void => {
    while (at < content.length && SPACE.test(content[at]!)) at++;
  };
  skipSpaces();
  const digitsFrom = at;
  while (at < content.length && content[at]! >= '0' && content[at]! <= '9') at++;
  const digits = content.slice(digitsFrom, at);
  if (digits === '' && content[at] !== '.') return null;
  // A number past any real wait is kept as the largest a result can hold (it is saved as JSON).
  const seconds = digits === '' ? 0 : Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
  while (at < content.length && (content[at] === '.' || (content[at]! >= '0' && content[at]! <= '9'))) at++;
  if (at < content.length && !/[;,\t\n\f\r ]/.test(content[at]!)) return null;
  skipSpaces();
  if (content[at] === ';' || content[at] === ',') at++;
  skipSpaces();
  if (at >= content.length) return { seconds, url: null };
  const urlFrom = at;
  if (content.slice(at, at + 3).toLowerCase() === 'url') {
    at += 3;
    skipSpaces();
    if (content[at] === '=') {
      at++;
      skipSpaces();
    } else at = urlFrom; // "urlish/page": the URL itself begins with the letters u, r, l
  }
  const quote = content[at] === '"' || content[at] === "'" ? content[at]! : null;
  if (quote !== null) at++;
  let url = content.slice(at);
  if (quote !== null && url.includes(quote)) url = url.slice(0, url.indexOf(quote));
  return url.trim() === '' ? { seconds, url: null } : { seconds, url };
}
