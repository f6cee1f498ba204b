/**
 * The engine's front door: what main, the command line and the web host use. Code outside the engine
 * imports only this module or one of its smaller doors, which load less (startup.ts, worker-start.ts,
 * saved-project-export.ts), as dependency rules hold; tests may still reach inside.
 */

// Exporting a saved project: its door of its own, for the CLI's `export <project>` (saved-project-export.ts).
export * from './saved-project-export';

// Import: files, folders, URLs and robots.txt read into tables.
export { importSources } from './import/import-sources';
export { createParsePool } from './import/parse-pool';
export type { ParsePool } from './import/parse-pool';
export { classifyPaths } from './classify-paths';

// Export: the gated, all-or-nothing writing of sitemap sets, and the repair of a folder an export left.
export { previewExport } from './export/preview-export';
export { createGzipPool } from './export/gzip-pool';
export { lazyGzipPool } from './stream/lazy-gzip-pool';
export { createCheckPool, type CheckPool } from './checks/check-pool';
export type { CheckContextData } from './checks/check-messages';
export { StreamChecksOnWorkers } from './checks/stream-checks';
export { recoverExportFolder } from './export/recover-export-folder';
export { commitLeftIn } from './export/commit-left';

// Project files and their recovery copies.
export {
  OpenCancelledError,
  openProjectFile,
  readProject,
  saveProjectFile,
  saveProjectStream,
  type SaveOptions,
} from './project/project-file';
export type { ProjectBody } from './project/project-stream-write';
export { streamProjectColumns } from './project/project-columns';
export { openColumnarProject, type OpenedColumnarProject } from './project/columnar-project';
export { projectIdOfFile } from './project/project-id-of-file';
export { projectFileIdentity, unchangedSince } from './project/unchanged-since';
export { sameFile } from './file-identity';
export { sameSaveTarget } from './link-target';
export type { FileIdentity } from './file-identity';
export { recoveryPlace, saveRecoveryStream } from './project/recovery-file';

// The site check, the crawl and the comparison with the published sitemaps.
export { startSiteCheck } from './site-check/site-check';
export type { ContentOptions } from './site-check/site-check';
export { knownContentOptions } from './site-check/known-content';
export { CHECK_PAGE_DEFAULTS } from './site-check/check-page';
export { urlsFromArray } from './site-check/check-job-intake';
export type { UrlSource } from './site-check/check-job-intake';
export { startCrawl } from './site-check/crawl-job';
export type { CrawlJob } from './site-check/crawl-job';
export { comparePublished } from './site-check/published-set';

// Streaming: tables read, validated and exported without holding them whole (the CLI).
export { streamColumnTables, streamTables } from './stream/stream-tables';
export type { StreamedColumnTable, StreamedTable } from './stream/stream-tables';
export { StreamValidator } from './stream/stream-validator';
export { exportStream } from './stream/export-stream';
export type { TableSource } from './stream/export-stream';

// Why a search engine could not fetch what a browser can.
export { diagnoseUrl } from './diagnose/diagnose-url';
export { readLiveRobotsTxt } from './site-check/live-robots-txt';
export type { RobotsReading } from './site-check/host-robots-fetch';

// The app itself.
export { nodeAppInfo, packageVersion } from './app-info';
// A save's error met at its hidden temporary file, told as about the file saved (or its folder).
export { namingSaved } from './naming-file';
// Temp folders marked as ours, so a start removes those a killed process left.
export { makeOwnTempFolder, removeStaleTempFolders } from './own-temp-folder';
// A turn of the event loop, for long work in steps that lets calls and messages in between.
export { nextTurn } from './next-turn';
