import type { CheckProgress } from '../../shared/site-check/check-job-report';
import { formatCount, formatPace } from '../../shared/format';

/** One line of a running check's progress, for a terminal: done of total, the rate and the time left. */
export function formatCheckProgress(progress: CheckProgress): string {
  const pace = formatPace(progress.perSecond, progress.etaMs);
  return `Checked ${formatCount(progress.done)} of ${formatCount(progress.total)} URLs${pace && ` · ${pace}`}`;
}
