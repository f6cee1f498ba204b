// The engine's door for `export <project>`, beside index.ts: what exporting a saved project uses, and
// none of what it never runs: the import's parsers (sax, papaparse) and fetching, the streaming
// export, the site check and the diagnosis, which index.ts loads with everything else (on this kind
// of machine, loading the command took ~120 ms of CPU with index.ts, ~95 ms with this door, all of it
// before the export's first job). The command loads index.ts for other sources only
// (electron/cli/export-command.ts); index.ts exports this door's modules too.
export { createPackPool } from './export/pack-pool';
export { ChecksAhead } from './export/checks-ahead';
export { exportProject } from './export/export-project';
export { takeExportFolder } from './export/export-folder-first';
// How the export's workers are started: the smallest door's, named once (worker-start.ts).
export * from './worker-start';
export { openProjectColumns } from './project/project-columns';
export type { ProjectColumns } from './project/project-columns';
export { readProjectHeader } from './project/project-header';
export { problemFromProjectError } from './project/project-open-problem';
export { ProjectChangedError, rememberInProject } from './project/remember-export';
// What every export's arguments are checked with: a source a folder walk passes by, a sitemap left unread.
export { walkPassesBy } from './import/walk-folder';
export { leavesSitemapsUnread } from './import/sitemaps-left-unread';
