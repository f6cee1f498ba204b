import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../../shared/site-check/check-job-settings';

/** What the check panel lets a person set: the job's politeness and how long one URL may take. */
export type CheckSettings = Pick<
  CheckJobSettings,
  'concurrency' | 'perHostConcurrency' | 'ratePerSecond' | 'obeyRobots' | 'allowOtherHosts'
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
  timeoutSeconds: 30,
};

/** The limits of each number a person types (the CLI takes the same ranges). */
export const CHECK_SETTING_RANGES = {
  concurrency: { min: 1, max: 64 },
  perHostConcurrency: { min: 1, max: 16 },
  ratePerSecond: { min: 0, max: 1000 },
  timeoutSeconds: { min: 1, max: 600 },
} as const;

type NumericSetting = keyof typeof CHECK_SETTING_RANGES;

/** A typed value brought into its range as a whole number (the rate may be a fraction); NaN becomes the default. */
export function clampSetting(key: NumericSetting, value: number): number {
  const { min, max } = CHECK_SETTING_RANGES[key];
  if (!Number.isFinite(value)) return DEFAULT_CHECK_SETTINGS[key];
  const number = key === 'ratePerSecond' ? value : Math.round(value);
  return Math.min(max, Math.max(min, number));
}
