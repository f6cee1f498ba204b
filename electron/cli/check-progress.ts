import type { CheckProgress } from '../../shared/site-check/check-job-report';
import { formatCount, formatPace } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';

/** One line of a running check's progress, for a terminal: done of total, the rate and the time left. */
export function formatCheckProgress(progress: CheckProgress): string {
  const pace = formatPace(progress.perSecond, progress.etaMs);
  const done = t(
    'cli.check.progress',
    { done: formatCount(progress.done), total: formatCount(progress.total) },
    { count: progress.total },
  );
  return `${done}${pace && ` · ${pace}`}`;
}
