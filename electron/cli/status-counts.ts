import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { STATUS_CLASSES, type StatusClass } from '../../shared/site-check/check-job-report';

/** "2xx 12 · 3xx 1 · … · failed 0 · skipped 2": the status classes stay codes, the words are translated. */
export function statusCounts(counts: Readonly<Record<StatusClass, number>>): string {
  const name = (status: StatusClass): string =>
    status === 'failed' || status === 'skipped' ? t(`cli.check.statusClasses.${status}`) : status;
  return STATUS_CLASSES.map((status) => `${name(status)} ${formatCount(counts[status])}`).join(' · ');
}
