import {
  CHECK_SETTING_RANGES,
  DEFAULT_CHECK_SETTINGS,
  type CheckSettings,
} from '../../../shared/site-check/check-settings';

// The settings live in shared/ because the preferences keep them too.
export { CHECK_SETTING_RANGES, DEFAULT_CHECK_SETTINGS, type CheckSettings };

type NumericSetting = keyof typeof CHECK_SETTING_RANGES;

/** A typed value brought into its range as a whole number (the rate may be a fraction); NaN becomes the default. */
export function clampSetting(key: NumericSetting, value: number): number {
  const { min, max } = CHECK_SETTING_RANGES[key];
  if (!Number.isFinite(value)) return DEFAULT_CHECK_SETTINGS[key];
  const number = key === 'ratePerSecond' ? value : Math.round(value);
  return Math.min(max, Math.max(min, number));
}
