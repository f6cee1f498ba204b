import type { CheckProgress } from '../../shared/site-check/check-job-report';
import { formatCount } from '../../shared/format';

/** One line of a running check's progress, for a terminal: done of total, the rate and the time left. */
export function formatCheckProgress(progress: CheckProgress): string {
  const rate = progress.perSecond > 0 ? ` · ${progress.perSecond.toFixed(1)} URLs/s` : '';
  const left = progress.etaMs !== null ? ` · ${formatDuration(progress.etaMs)} left` : '';
  return `Checked ${formatCount(progress.done)} of ${formatCount(progress.total)} URLs${rate}${left}`;
}

/** A time left as a person reads it: "45 s", "12 min", "3 h 05 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
