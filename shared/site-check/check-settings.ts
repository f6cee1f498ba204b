import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from './check-job-settings';

/** What the check and crawl panels let a person set (and the preferences keep): the job's politeness and how long one URL may take. */
export type CheckSettings = Pick<
  CheckJobSettings,
  'concurrency' | 'perHostConcurrency' | 'ratePerSecond' | 'obeyRobots' | 'allowOtherHosts' | 'searchEngines'
> & {
  /** Give up on a URL after this many seconds, redirects included. */
  timeoutSeconds: number;
};

/** Polite by default: the engine's own job defaults, and the page check's 30 s deadline. */
export const DEFAULT_CHECK_SETTINGS: Readonly<CheckSettings> = {
  concurrency: DEFAULT_CHECK_JOB_SETTINGS.concurrency,
  perHostConcurrency: DEFAULT_CHECK_JOB_SETTINGS.perHostConcurrency,
  ratePerSecond: DEFAULT_CHECK_JOB_SETTINGS.ratePerSecond,
  obeyRobots: DEFAULT_CHECK_JOB_SETTINGS.obeyRobots,
  allowOtherHosts: DEFAULT_CHECK_JOB_SETTINGS.allowOtherHosts,
  searchEngines: DEFAULT_CHECK_JOB_SETTINGS.searchEngines,
  timeoutSeconds: 30,
};

/** The limits of each number a person types (the CLI takes the same ranges). */
export const CHECK_SETTING_RANGES = {
  concurrency: { min: 1, max: 64 },
  perHostConcurrency: { min: 1, max: 16 },
  ratePerSecond: { min: 0, max: 1000 },
  timeoutSeconds: { min: 1, max: 600 },
} as const;
