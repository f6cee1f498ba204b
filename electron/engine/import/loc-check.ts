import { finding, type Finding, type NotAUrl } from '../../../shared/problem-catalogue';
import { isTemplateCode } from '../../../shared/validation/template-code';
import { detach } from '../../../shared/detach';

/**
 * Characters no URL reference may hold (RFC 3986: white space, `" < > \ ^ ` { | }`).
 */
const NOT_IN_A_URL = /[\s"<>\\^`{|}]/;

/**
 * Why a value is not a URL at all (not even a relative one), or null. A Liquid or Jinja tag left
 * unfilled (`{{ "sitemap.xml" | absolute_url }}`) is the usual cause.
 */
export function notAUrl(value: string): NotAUrl | null {
  if (isTemplateCode(value)) return { fault: 'template' };
  const found = NOT_IN_A_URL.exec(value)?.[0];
  if (found === undefined) return null;
  return /\s/.test(found) ? { fault: 'white-space' } : { fault: 'character', character: found };
}

/**
 * What is wrong with a loc that cannot be published as it is: empty, not a URL, relative, not
 * http(s), or without a host, in validation's codes, marked as kept (the row is kept either way,
 * so the import warns). Only the scheme and a host are checked here, because this runs per row;
 * the full rules live with validation. A finding holds a copy of the loc: the one given may be a
 * slice of a parser's chunk (a parse worker's rows are not detached), which a kept problem would pin.
 */
export function locIssue(given: string): Finding | null {
  // Fast path: nearly every loc is a plain absolute URL.
  if ((given.startsWith('https://') || given.startsWith('http://')) && /^https?:\/\/[^/?#\s]/.test(given)) return null;
  const loc = detach(given);
  if (loc === '') return finding('loc-missing', { kept: 'empty' });
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(loc)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (/^https?:\/\/[^/?#\s]/i.test(loc)) return null; // an upper-case scheme
    // A slash short (`https:/example.com/x`, `https:example.com`): a browser reads the host there, so say which URL is meant.
    const meant = /^(https?):\/?([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]\S*)?)$/i.exec(loc);
    return finding('loc-no-host', meant ? { loc, fix: `${meant[1]}://${meant[2]}` } : { loc });
  }
  const why = notAUrl(loc);
  if (why) return finding('loc-invalid', { loc, why, kept: true });
  if (scheme === undefined) return finding('loc-not-absolute', { loc, kept: true });
  return finding('loc-scheme', { loc, scheme, kept: true });
}
