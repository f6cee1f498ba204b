import { LIMITS } from '../protocol';
import type { PublishBase } from './base-url';
import { baseHost, isOtherHost, outsideBaseReason } from './base-url';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';
import { isTemplateCode } from './template-code';
import { isPlainLoc } from './plain-loc';
import { fitsUtf8 } from '../columnar/utf8-text';
import { holdsReplacementCharacter } from './replacement-character';
import { hostNameFault } from './host-name';
import { HOLDS_NOT_ESCAPED, NOT_ESCAPED } from './url-escapes';

const WHITESPACE = /\s/;
// Tab, line feed and carriage return are whitespace's business, not this rule's; U+FFFE and U+FFFF
// are no characters at all, which XML holds in no form.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/;
// eslint-disable-next-line no-control-regex -- escaping control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/g;
/**
 * A loc's scheme and authority as the URL parser reads an http(s) URL: past "scheme:" any run of "/"
 * and "\\" (it takes "http:\\\\host", "http:///host" and "http:host" alike), then the host and port,
 * up to the path, query or fragment.
 */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:[/\\]*[^/\\?#]*/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** An "@" before the path: the parser drops an empty user (`https://@host/`), so the text is asked too. */
const USERINFO = /^[a-z][a-z0-9+.-]*:[/\\]*[^/\\?#]*@/i;

/** Whether the URL names a user or password before its host. */
const hasUserinfo = (loc: string, url: URL): boolean =>
  url.username !== '' || url.password !== '' || USERINFO.test(loc);
/**
 * Every rule a loc must meet on its own (duplicates are a table rule). `base` is null when no base URL is set;
 * `allowOtherHosts`: a loc on another host than the base's is an accepted warning, not an error.
 */
export function checkLoc(loc: string, base: PublishBase | null, allowOtherHosts = false): readonly FieldProblem[] {
  if (isPlainLoc(loc, base)) return NO_PROBLEMS;
  return checkLocFully(loc, base, allowOtherHosts);
}

/** checkLoc without the plain-loc shortcut: every rule, the URL parser deciding (exported for the tests that compare). */
export function checkLocFully(loc: string, base: PublishBase | null, allowOtherHosts = false): readonly FieldProblem[] {
  if (loc === '') return [fieldProblem('loc-missing', {})];
  const problems: FieldProblem[] = [];
  if (loc.length >= LIMITS.locLength) {
    problems.push(fieldProblem('loc-too-long', { length: loc.length, limit: LIMITS.locLength }));
  }
  if (CONTROL.test(loc)) {
    problems.push(fieldProblem('loc-control-character'));
  }
  // Half of a UTF-16 pair: XML holds it in no form (not even as a reference), so escaping cannot help.
  const broken = !fitsUtf8(loc);
  if (broken) problems.push(fieldProblem('loc-broken-character'));
  // A character lost in decoding: escaping it would write the loss into the URL (caf%EF%BF%BD), so
  // no escaped form is offered for such a loc (loc-not-escaped below), only this.
  const lost = holdsReplacementCharacter(loc);
  if (lost) problems.push(fieldProblem('loc-replacement-character'));
  if (isTemplateCode(loc)) {
    problems.push(fieldProblem('loc-invalid', { loc, why: { fault: 'template' } }));
    return problems;
  }
  if (WHITESPACE.test(loc)) {
    problems.push(fieldProblem('loc-whitespace'));
    return problems;
  }
  const scheme = SCHEME.exec(loc)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    problems.push(fieldProblem('loc-not-absolute', { loc }));
    return problems;
  }
  if (scheme !== 'http' && scheme !== 'https') {
    problems.push(fieldProblem('loc-scheme', { loc, scheme }));
    return problems;
  }
  const url = URL.parse(loc);
  if (url === null) {
    problems.push(fieldProblem('loc-invalid', { loc }));
    return problems;
  }
  const hostFault = hasUserinfo(loc, url) ? { fault: 'userinfo' as const } : hostNameFault(url.hostname);
  if (hostFault !== null) {
    problems.push(fieldProblem('loc-invalid', { loc, why: hostFault }));
    return problems;
  }
  if (url.hash !== '' || loc.includes('#')) {
    problems.push(fieldProblem('loc-fragment'));
  }
  const path = pastAuthority(loc);
  if ((NON_ASCII.test(loc) || HOLDS_NOT_ESCAPED.test(path)) && !broken && !lost) {
    const escaped = escapedLoc(url, path);
    // The limit is the URL's as a search engine reads it: escaped, a character past ASCII is up to
    // twelve (a Cyrillic slug of 400 letters is 2,400). Told once: a loc too long as written already was.
    if (escaped.length >= LIMITS.locLength && loc.length < LIMITS.locLength) {
      problems.unshift(
        fieldProblem('loc-too-long', { length: escaped.length, limit: LIMITS.locLength, escaped: true }),
      );
    }
    problems.push(fieldProblem('loc-not-escaped', { escaped }));
  }
  const outside = base ? outsideBaseReason(url, base) : null;
  if (outside && allowOtherHosts && isOtherHost(outside)) {
    problems.push(fieldProblem('loc-other-host-allowed', { host: url.host, baseHost: baseHost(base!) }));
  } else if (outside) problems.push(fieldProblem('loc-outside-base', { reason: outside }));
  return problems;
}

/** A loc's text past its scheme, host and port (where its path, query or fragment begins). */
const pastAuthority = (loc: string): string => loc.slice(AUTHORITY.exec(loc)![0].length);

/**
 * The loc written as it must be: its host as the URL parser writes it (an international one in
 * Punycode), and past it each character that must be escaped percent-encoded as UTF-8 (a "%" opening
 * no escape as %25), everything else as written (the parser's href would also resolve ".."). A "\\"
 * in the path is the "/" browsers and the parser read it as; in the query it is escaped.
 */
function escapedLoc(url: URL, rest: string): string {
  const queryAt = rest.search(/[?#]/);
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const written = path.replaceAll('\\', '/') + (queryAt < 0 ? '' : rest.slice(queryAt));
  const escaped = written
    .replace(NOT_ESCAPED, (found) => (found === '%' ? '%25' : encodeURIComponent(found)))
    // A control character (its own problem, loc-control-character) is escaped in the suggestion too.
    .replace(ANY_CONTROL, encodeURIComponent);
  return `${url.protocol}//${url.host}${escaped}`;
}
