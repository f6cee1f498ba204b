import { DEFAULT_CRAWL_LIMITS } from '../../../shared/site-check/crawl-report';

/** How far a crawl from the app goes: pages found, links deep, minutes of running (0: no limit). */
export interface CrawlLimitSettings {
  maxPages: number;
  maxDepth: number;
  maxMinutes: number;
}

export const DEFAULT_CRAWL_LIMIT_SETTINGS: Readonly<CrawlLimitSettings> = {
  maxPages: DEFAULT_CRAWL_LIMITS.maxPages,
  maxDepth: DEFAULT_CRAWL_LIMITS.maxDepth,
  maxMinutes: 0,
};

/** The limits of each number a person types (the CLI's --max-pages and --max-depth take the same). */
export const CRAWL_LIMIT_RANGES: Record<keyof CrawlLimitSettings, { min: number; max: number }> = {
  maxPages: { min: 1, max: 10_000_000 },
  maxDepth: { min: 0, max: 10_000 },
  maxMinutes: { min: 0, max: 10_000 },
};

/** A typed limit brought into its range as a whole number; NaN becomes the default. */
export function clampLimit(key: keyof CrawlLimitSettings, value: number): number {
  const { min, max } = CRAWL_LIMIT_RANGES[key];
  if (!Number.isFinite(value)) return DEFAULT_CRAWL_LIMIT_SETTINGS[key];
  return Math.min(max, Math.max(min, Math.round(value)));
}
