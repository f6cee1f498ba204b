import { countFrom, deadlineMsFrom, MOST_DEADLINE_SECONDS } from '../../../shared/import-limits';
import { formatCount } from '../../../shared/format';
import { DEFAULT_IMPORT_OPTIONS } from '../../../shared/import-options';
import type { ImportOptions } from '../../../shared/import-types';
import { t } from '../i18n';

/** The limits of an import a person may set in the import dialog, as typed. */
export interface DownloadLimits {
  /** Seconds one download may take in all, redirects included. */
  deadlineSeconds: string;
  /** Files one import reads at most. */
  maxFiles: string;
  /** Requests to one host at once. */
  connectionsPerHost: string;
}

/** More than this many requests at once to one site is no longer polite. */
export const MOST_CONNECTIONS_PER_HOST = 16;

export const DEFAULT_DOWNLOAD_LIMITS: Readonly<DownloadLimits> = {
  deadlineSeconds: String(DEFAULT_IMPORT_OPTIONS.deadlineMs / 1000),
  maxFiles: String(DEFAULT_IMPORT_OPTIONS.maxFiles),
  connectionsPerHost: String(DEFAULT_IMPORT_OPTIONS.connectionsPerHost),
};

/** What is wrong with each typed limit, by field; empty when every one can be used. */
export function downloadLimitErrors(limits: DownloadLimits): Partial<Record<keyof DownloadLimits, string>> {
  const errors: Partial<Record<keyof DownloadLimits, string>> = {};
  if (deadlineMsFrom(limits.deadlineSeconds) === null)
    errors.deadlineSeconds = t('import.limits.error.deadlineSeconds', { most: formatCount(MOST_DEADLINE_SECONDS) });
  if (countFrom(limits.maxFiles) === null) errors.maxFiles = t('import.limits.error.maxFiles');
  if (countFrom(limits.connectionsPerHost, MOST_CONNECTIONS_PER_HOST) === null) {
    errors.connectionsPerHost = t('import.limits.error.connectionsPerHost', { most: MOST_CONNECTIONS_PER_HOST });
  }
  return errors;
}

/** The import request's options for these limits; a limit that cannot be used is left to its default. */
export function importOptionsFrom(limits: DownloadLimits): ImportOptions {
  return {
    deadlineMs: deadlineMsFrom(limits.deadlineSeconds) ?? undefined,
    maxFiles: countFrom(limits.maxFiles) ?? undefined,
    connectionsPerHost: countFrom(limits.connectionsPerHost, MOST_CONNECTIONS_PER_HOST) ?? undefined,
  };
}

/** Limits kept from an earlier run (JSON), each field falling back to its default when missing or unusable. */
export function parseSavedLimits(text: string | null): DownloadLimits {
  let saved: unknown = null;
  try {
    saved = text === null ? null : JSON.parse(text);
  } catch {
    // a damaged entry: the defaults
  }
  const limits = { ...DEFAULT_DOWNLOAD_LIMITS };
  if (typeof saved !== 'object' || saved === null) return limits;
  for (const key of Object.keys(limits) as (keyof DownloadLimits)[]) {
    const value = (saved as Record<string, unknown>)[key];
    if (typeof value === 'string') limits[key] = value;
  }
  // A kept value that cannot be used would block every import from behind a closed section.
  for (const key of Object.keys(downloadLimitErrors(limits)) as (keyof DownloadLimits)[]) {
    limits[key] = DEFAULT_DOWNLOAD_LIMITS[key];
  }
  return limits;
}
