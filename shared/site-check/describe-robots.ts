import { formatCount, formatSeconds } from '../format';
import type { Locale } from '../i18n/locales';
import { translateMessage as t } from '../i18n/translator';
import type { RobotsReason, RobotsReport } from './check-job-report';
import { MOST_CRAWL_DELAY_MS } from './crawl-delay';
import { PRIVATE_ADDRESS_CODE } from './page-check';
import { networkFaultOf } from '../network-fault';

/** Why a robots.txt gave no rules, in the active language (or `locale`'s). */
export function robotsReasonText(reason: RobotsReason | null, locale?: Locale): string {
  if (reason === null) return t('check.robots.noReason', {}, { locale });
  if ('answered' in reason) return t('check.robots.reason.answered', { status: reason.answered }, { locale });
  if ('timeoutMs' in reason) {
    return t('check.robots.reason.timeout', { ms: formatCount(reason.timeoutMs) }, { locale });
  }
  if ('coding' in reason) return t('check.robots.reason.coding', { coding: reason.coding }, { locale });
  // The pool refused the host's address (createHttpAgent): no robots.txt was asked for there.
  if (reason.error === PRIVATE_ADDRESS_CODE) return t('check.robots.reason.privateAddress', {}, { locale });
  return t(`check.robots.reason.${networkErrorKind(reason.error)}`, { code: reason.error }, { locale });
}

/** Which way the network failed, by its error code (networkFaultOf): what a person is told before the code itself. */
function networkErrorKind(code: string): 'refused' | 'reset' | 'dns' | 'unreachable' | 'tls' | 'other' {
  const fault = networkFaultOf(code);
  if (fault === 'closed') return 'reset';
  if (fault === 'certificate') return 'tls';
  return fault === 'timeout' ? 'other' : fault;
}

/**
 * What a robots.txt said, as one line a person reads, in the active language: the CLI's report and
 * the app's check summary (where the active language is vue-i18n's reactive one).
 */
export function describeRobots(report: RobotsReport): string {
  const outcome =
    report.outcome === 'rules'
      ? [
          t('check.robots.obeyed'),
          ...(report.noLines ? [t('check.robots.noLines')] : []),
          ...(report.truncated ? [t('check.robots.truncated')] : []),
        ].join(', ')
      : t(report.outcome === 'allow-all' ? 'check.robots.allowAll' : 'check.robots.disallowAll', {
          reason: robotsReasonText(report.reason),
        });
  if (report.crawlDelayMs === null) return t('check.robots.line', { origin: report.origin, outcome });
  const seconds = formatSeconds(report.crawlDelayMs);
  if (report.crawlDelayMs <= MOST_CRAWL_DELAY_MS)
    return t('check.robots.withDelay', { origin: report.origin, outcome, seconds });
  const most = formatSeconds(MOST_CRAWL_DELAY_MS);
  return t('check.robots.withLongDelay', { origin: report.origin, outcome, seconds, most });
}
