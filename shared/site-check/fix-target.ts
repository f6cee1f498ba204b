import { checkLoc } from '../validation/loc-rules';
import { locHost } from './checked-rows';

/**
 * True when a value the site sent (a redirect's target, a page's canonical) may become a row's loc by
 * a one-click fix: an http(s) URL on the table's own host (`URL.host`) that every loc rule accepts.
 * Anything else (another host or port, a metadata address, `javascript:` or `data:`, markup, 100 KB of
 * text) stays shown in its finding and is never written by a fix.
 */
export function isFixTarget(target: string | null, ownHost: string | null): target is string {
  if (target === null || ownHost === null || locHost(target) !== ownHost) return false;
  return !checkLoc(target, null).some((found) => found.severity === 'error');
}
