import type { RobotsReport, StatusClass } from '../../../shared/site-check/check-job-report';
import type { CheckScope } from './check-scope';

/** Where the panel is: choosing, sending the URLs to main, checking, or done (finished, cancelled, failed). */
export type CheckStage = 'idle' | 'sending' | 'running' | 'done' | 'failed';

/** What the last check covered and found: counts per status class over every URL of its scope that has a result. */
export interface CheckOutcome {
  scope: CheckScope;
  /** Distinct URLs in the scope. */
  total: number;
  counts: Record<StatusClass, number>;
  cancelled: boolean;
  robots: readonly RobotsReport[];
}
