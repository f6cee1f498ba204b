import { LIMITS } from '../protocol';
import { formatCount } from '../format';
import type { PublishBase } from './base-url';
import { outsideBaseReason } from './base-url';
import { NO_PROBLEMS, type FieldProblem } from './field-problem';

const WHITESPACE = /\s/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const NON_ASCII = /[\u0080-\uffff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/**
 * The common case, decided without the URL parser (which costs more than every other rule together
 * over a million rows): http(s), a lower-case host, no port, and only characters that need no escaping.
 */
const PLAIN_URL =
  /^https?:\/\/[a-z0-9.-]+(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)?(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

const error = (code: string, message: string): FieldProblem => ({ field: 'loc', severity: 'error', code, message });
const warning = (code: string, message: string): FieldProblem => ({ field: 'loc', severity: 'warning', code, message });

/** Every rule a loc must meet on its own (duplicates are a table rule). `base` is null when no base URL is set. */
export function checkLoc(loc: string, base: PublishBase | null): readonly FieldProblem[] {
  if (loc === '') return [error('loc-missing', 'The URL is empty: every entry needs a loc.')];
  if (loc.length < LIMITS.locLength && PLAIN_URL.test(loc) && (base === null || loc.startsWith(base.href)))
    return NO_PROBLEMS;
  const problems: FieldProblem[] = [];
  if (loc.length >= LIMITS.locLength) {
    problems.push(
      error(
        'loc-too-long',
        `The URL is ${formatCount(loc.length)} characters long; sitemaps allow fewer than ${formatCount(LIMITS.locLength)}.`,
      ),
    );
  }
  if (CONTROL.test(loc.replace(/[\t\n\r]/g, ' '))) {
    problems.push(error('loc-control-character', 'The URL contains an invisible control character.'));
  }
  if (WHITESPACE.test(loc)) {
    problems.push(
      error('loc-whitespace', 'The URL contains spaces or line breaks; escape a space inside a URL as %20.'),
    );
    return problems;
  }
  const scheme = SCHEME.exec(loc)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    problems.push(error('loc-not-absolute', `"${loc}" is not an absolute URL: write it with https:// and the host.`));
    return problems;
  }
  if (scheme !== 'http' && scheme !== 'https') {
    problems.push(error('loc-scheme', `Only http and https URLs can be in a sitemap, not ${scheme}:.`));
    return problems;
  }
  let url: URL;
  try {
    url = new URL(loc);
  } catch {
    problems.push(error('loc-invalid', `"${loc}" is not a valid URL.`));
    return problems;
  }
  if (url.hash !== '' || loc.includes('#')) {
    problems.push(
      warning('loc-fragment', 'The URL has a fragment (#…), which search engines ignore; list the page without it.'),
    );
  }
  if (NON_ASCII.test(loc)) {
    problems.push(warning('loc-not-escaped', `The URL has characters that must be escaped; write it as ${url.href}.`));
  }
  const outside = base ? outsideBaseReason(url, base) : null;
  if (outside) problems.push(error('loc-outside-base', `This URL cannot be listed: ${outside}.`));
  return problems;
}
