export interface LocIssue {
  code: 'loc-empty' | 'loc-relative' | 'loc-not-url' | 'loc-not-http' | 'loc-no-host';
  message: string;
}

/**
 * Characters no URL reference may hold (RFC 3986: white space, `" < > \ ^ ` { | }`), and the
 * tags of the template languages sitemaps and robots.txt files are generated with.
 */
const NOT_IN_A_URL = /[\s"<>\\^`{|}]/;
const TEMPLATE = /\{\{|\{%|<%|\$\{/;

/**
 * Why a value is not a URL at all (not even a relative one), or null. A Liquid or Jinja tag left
 * unfilled (`{{ "sitemap.xml" | absolute_url }}`) is the usual cause.
 */
export function notAUrl(value: string): string | null {
  if (TEMPLATE.test(value)) return 'it is template code that was never filled in';
  const found = NOT_IN_A_URL.exec(value)?.[0];
  if (found === undefined) return null;
  return /\s/.test(found) ? 'it holds white space' : `it holds "${found}", which a URL cannot`;
}

/**
 * What is wrong with a loc that cannot be published as it is: empty, not a URL, relative, not
 * http(s), or without a host. The row is kept either way. Only the scheme and a host are checked
 * here, because this runs per row; the full rules live with validation.
 */
export function locIssue(loc: string, element = 'loc'): LocIssue | null {
  // Fast path: nearly every loc is a plain absolute URL.
  if ((loc.startsWith('https://') || loc.startsWith('http://')) && /^https?:\/\/[^/?#\s]/.test(loc)) return null;
  if (loc === '') return { code: 'loc-empty', message: `An empty <${element}> was kept as a row with no URL.` };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(loc)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (/^https?:\/\/[^/?#\s]/i.test(loc)) return null; // an upper-case scheme
    return { code: 'loc-no-host', message: `"${clip(loc)}" has no host name; it was kept as written.` };
  }
  const why = notAUrl(loc);
  if (why) return { code: 'loc-not-url', message: `"${clip(loc)}" is not a URL: ${why}. It was kept as written.` };
  if (scheme === undefined) {
    return { code: 'loc-relative', message: `"${clip(loc)}" is not an absolute URL; it was kept as written.` };
  }
  return { code: 'loc-not-http', message: `"${clip(loc)}" is not an http or https URL; it was kept as written.` };
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
