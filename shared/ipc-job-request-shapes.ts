import type { ExportSettings } from './export-settings';
import type { UploadedExportRequest, UploadedTable } from './export-types';
import type { ImportOptions } from './import-types';
import type {
  CheckRemovedUrlsRequest,
  CrawlSiteRequest,
  InvokeContract,
  SiteCheckContent,
  SiteCheckRequest,
} from './ipc-contract';
import {
  count,
  flag,
  listOf,
  object,
  oneOf,
  optional,
  orNull,
  partial,
  required,
  text,
  wholeNumber,
} from './json-shape';
import { MOST_DEADLINE_SECONDS } from './import-limits';
import { CHECK_SETTINGS_MEMBERS } from './preferences';
import { EXPORT_SETTINGS_MEMBERS } from './project-shape';
import type { CheckJobSettings } from './site-check/check-job-settings';
import type { CrawlLimits } from './site-check/crawl-report';
import { LEAVE_OUT_REASONS, type NotIndexableUrl } from './site-check/leave-out';

/*
 * The requests that start a job (import, export and its preview, site check, crawl): their settings
 * read with the same shapes the project file and the preferences read them with.
 */

const jobId = optional(text);
/** Milliseconds a page or a request may take; the engine's default when left out. */
const timeoutMs = optional(wholeNumber(1, Number.MAX_SAFE_INTEGER));

/** A time a timer waits, in ms: past a timer's longest delay Node's timers fire at once (MOST_DEADLINE_SECONDS). */
const timerMs = wholeNumber(0, MOST_DEADLINE_SECONDS * 1000);

const importOptions = partial<ImportOptions>({
  maxDepth: count,
  maxDecompressedBytes: count,
  maxTableBytes: count,
  maxDownloadBytes: count,
  connectTimeoutMs: timerMs,
  readTimeoutMs: timerMs,
  deadlineMs: timerMs,
  maxFiles: count,
  connectionsPerHost: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  followChildren: flag,
  // Infinity (list them all) does not cross JSON, so a request names a number.
  problemsListedPerCode: count,
  retryDelayMs: count,
  retryWaitCapMs: count,
});

export const importSourcesShape = object<InvokeContract['importSources']['request']>({
  locations: required(listOf(text)),
  options: optional(importOptions),
  jobId,
});

const notIndexableUrl = object<NotIndexableUrl>({
  url: text,
  reason: oneOf(LEAVE_OUT_REASONS),
  status: orNull(wholeNumber(0, 999)),
});

/** Export settings in a request: every one present and right (a request has no older version to fill in). */
export const requestExportSettings = object<ExportSettings>(EXPORT_SETTINGS_MEMBERS);

const uploadedExportMembers = {
  projectId: text,
  tables: required(listOf(object<UploadedTable>({ id: text, name: text, upload: text }))),
  settings: requestExportSettings,
  robotsTxt: orNull(text),
  notIndexable: optional(listOf(notIndexableUrl)),
  fullFolderPath: optional(flag),
  lastExport: optional(text),
  jobId,
};

/** An export or its preview. */
export const uploadedExportShape = object<UploadedExportRequest>(uploadedExportMembers);

const { timeoutSeconds: _seconds, ...jobSettingsMembers } = CHECK_SETTINGS_MEMBERS;

/** A check's or a crawl's politeness: each setting left out takes the engine's default. */
const checkJobSettings = partial<CheckJobSettings>({
  ...jobSettingsMembers,
  robotsAgent: text,
  maxRetries: count,
  retryBaseMs: count,
  maxRetryWaitMs: count,
  hostBreakerUrls: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  robotsTimeoutMs: count,
});

export const checkSiteShape = object<SiteCheckRequest>({
  upload: text,
  ownHosts: required(listOf(text)),
  settings: checkJobSettings,
  timeoutMs,
  jobId,
  content: optional(object<SiteCheckContent>({ previous: optional(text), fetchTwice: optional(flag) })),
});

/** The URLs the last export wrote that an export would not write now, checked as politely as a site check. */
export const checkRemovedUrlsShape = object<CheckRemovedUrlsRequest>({
  ...uploadedExportMembers,
  lastExport: text,
  check: checkJobSettings,
  timeoutMs,
});

export const crawlSiteShape = object<CrawlSiteRequest>({
  home: text,
  limits: partial<Pick<CrawlLimits, 'maxPages' | 'maxDepth' | 'maxTimeMs'>>({
    maxPages: count,
    maxDepth: count,
    maxTimeMs: count,
  }),
  settings: checkJobSettings,
  timeoutMs,
  jobId,
});
