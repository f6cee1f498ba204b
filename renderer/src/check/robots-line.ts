import { activeLocale } from '../../../shared/i18n/active-locale';
import type { RobotsReport } from '../../../shared/site-check/check-job-report';
import { t } from '../i18n';

/** What a robots.txt said, as one line of the check's summary in the person's language. */
export function robotsLine(report: RobotsReport): string {
  const reason = report.reason ?? t('check.robots.noReason');
  const outcome =
    report.outcome === 'rules'
      ? t('check.robots.obeyed')
      : t(report.outcome === 'allow-all' ? 'check.robots.allowAll' : 'check.robots.disallowAll', { reason });
  if (report.crawlDelayMs === null) return t('check.robots.line', { origin: report.origin, outcome });
  const seconds = (report.crawlDelayMs / 1000).toLocaleString(activeLocale());
  return t('check.robots.withDelay', { origin: report.origin, outcome, seconds });
}
