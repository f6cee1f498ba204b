import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { indexability, statusText, whereItLeads } from '../../../shared/site-check/check-cells';
import type { CheckFailureKind, PageCheck } from '../../../shared/site-check/page-check';
import { indexabilityUnknown, type NotIndexableReason } from '../../../shared/site-check/page-indexable';
import { robotsUnreachable } from '../../../shared/site-check/robots-unreachable';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import type { gridMessages } from '../../../shared/i18n/messages/en/grid';
import { t } from '../i18n';
import type { CheckField, CheckText } from './columns';

type CheckWords = (typeof gridMessages)['check'];

/** The catalogue's word for each reason a page is not indexable. */
const REASON_KEYS: Record<NotIndexableReason, keyof CheckWords['reasons']> = {
  'blocked-by-robots': 'blockedByRobots',
  'not-fetched': 'notFetched',
  failed: 'failed',
  redirect: 'redirect',
  status: 'status',
  'not-html': 'notHtml',
  noindex: 'noindex',
  'canonical-elsewhere': 'canonicalElsewhere',
  'head-unread': 'headUnread',
};

/** The catalogue's word for each way a check can fail to get an answer. */
const FAILURE_KEYS: Record<CheckFailureKind, keyof CheckWords['failures']> = {
  'invalid-url': 'invalidUrl',
  dns: 'dns',
  connection: 'connection',
  timeout: 'timeout',
  'redirect-loop': 'redirectLoop',
  'too-many-redirects': 'tooManyRedirects',
  'redirect-scheme': 'redirectScheme',
  'blocked-by-robots': 'blockedByRobots',
  'other-host': 'otherHost',
  cancelled: 'cancelled',
};

/** A URL only the checker's own robots.txt group kept it from is "not fetched", not blocked for search. */
function failureKey(check: PageCheck): keyof CheckWords['failures'] {
  const kind = check.failure!.kind;
  // No robots.txt answer at all: the site is down, not a rule to look for.
  const unreachable = robotsUnreachable(check);
  if (unreachable !== null) return unreachable === 'private-address' ? 'privateAddress' : 'robotsUnreachable';
  return kind === 'blocked-by-robots' && check.robotsBlocks.length === 0 ? 'notFetchedByRobots' : FAILURE_KEYS[kind];
}

/**
 * The check result of the row stored at `i`, by its loc; undefined when it has none. The loc is read
 * only when the project has results, so a project without them decodes nothing.
 */
export const checkOfRow = (results: SiteCheckResults, rows: UrlColumns, i: number): PageCheck | undefined =>
  results.size === 0 ? undefined : results.get(rows.get(i, 'loc'));

/** Why a page is not indexable, in a word or two of the current language ("not 2xx"). */
export const notIndexableWords = (reason: NotIndexableReason): string => t(`grid.check.reasons.${REASON_KEYS[reason]}`);

/** What a check column's cell says of a checked URL, in the current language. */
export function checkCellText(check: PageCheck, field: CheckField, agent: string): string {
  switch (field) {
    case 'status': {
      const status = check.failure ? t(`grid.check.failures.${failureKey(check)}`) : statusText(check);
      // Older than a re-check cancelled before it reached the URL: shown, and said to be so.
      return check.recheckFrom === undefined ? status : t('grid.check.earlier', { status });
    }
    case 'finalUrl':
      return whereItLeads(check) ?? '';
    case 'canonical':
      return check.canonical ?? '';
    case 'indexable': {
      const verdict = indexability(check, agent);
      if (verdict === null) return '';
      if (verdict === true) return t('grid.check.indexable');
      const unreachable = verdict === 'blocked-by-robots' ? robotsUnreachable(check) : null;
      const key =
        unreachable === null
          ? REASON_KEYS[verdict]
          : unreachable === 'private-address'
            ? 'privateAddress'
            : 'robotsUnreachable';
      const reason = t(`grid.check.reasons.${key}`);
      return t(indexabilityUnknown(verdict) ? 'grid.check.unknown' : 'grid.check.notIndexable', { reason });
    }
  }
}

/** The check columns' text from a project's results, for the crawler whose directives count. */
export function checkTextOf(results: SiteCheckResults, agent: string): CheckText {
  return (rows, i, field) => {
    const check = checkOfRow(results, rows, i);
    return check ? checkCellText(check, field, agent) : '';
  };
}
