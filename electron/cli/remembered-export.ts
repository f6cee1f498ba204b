import type { ExportReport } from '../../shared/export-types';
import { translateMessage as t } from '../../shared/i18n/translator';
import { changesSinceExport, type ChangesSinceExport } from '../../shared/last-export/exported-urls';
import type { ProjectData } from '../../shared/project-file';
import { DEFAULT_ROBOTS_AGENT } from '../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../shared/site-check/leave-out';
import type { UrlRow } from '../../shared/url-table';
import { openProjectFile, rememberInProject, type ProjectColumns } from '../engine';
import { atArgumentPlace } from './bad-argument';
import { countOf } from './count-of';

/** The rows an export of the project writes: all, but those its checks find not indexable when they are left out. */
function rowsToWrite(project: ProjectData, leaveOutNonIndexable: boolean): UrlRow[] {
  const rows = project.tables.flatMap((table) => table.rows);
  if (!leaveOutNonIndexable) return rows;
  const left = new Set(notIndexableUrls(project.siteChecks, DEFAULT_ROBOTS_AGENT).map((found) => found.url));
  return rows.filter((row) => !left.has(row.loc));
}

/** What an export of the project would write now against what its last one wrote (`export --dry-run`). */
export async function changesOfProject(
  path: string,
  leaveOutNonIndexable: boolean,
): Promise<{ project: ProjectData; changes: ChangesSinceExport; rows: number }> {
  const project = await atArgumentPlace(path, () => openProjectFile(path));
  const rows = rowsToWrite(project, leaveOutNonIndexable);
  return { project, changes: changesSinceExport(project.lastExport?.urls ?? [], rows), rows: rows.length };
}

/** The dry run in words: since when, how many of each, then each URL (+ added, - removed, ~ changed with its fields). */
export function changesText(project: ProjectData, changes: ChangesSinceExport, rows: number): string[] {
  const last = project.lastExport;
  if (!last) return [t('cli.export.noLastExport', { urls: countOf('urls', rows) })];
  const head = t('cli.export.sinceLast', {
    at: new Date(last.at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    files: countOf('files', last.files.length),
    added: countOf('urls', changes.added.length),
    removed: countOf('urls', changes.removed.length),
    changed: countOf('urls', changes.changed.length),
  });
  return [
    head,
    ...changes.added.map((loc) => `  + ${loc}`),
    ...changes.removed.map((loc) => `  - ${loc}`),
    ...changes.changed.map(
      ({ loc, fields }) => `  ~ ${t('cli.export.changedFields', { loc, fields: fields.join(', ') })}`,
    ),
  ];
}

/**
 * Remembers in the project what an export of it wrote: each row written (all but those the report
 * left out) with its fields' hashes, the files, the time, taken from `project`, the project as it was
 * opened and exported. Its rows are kept in the file as they are where they can be; a file changed
 * since it was opened is opened again, and its rows as they are now kept (rememberInProject). The
 * project is saved atomically.
 */
export async function rememberExport(
  path: string,
  project: ProjectColumns,
  report: ExportReport,
  at: number,
  workers?: number,
): Promise<void> {
  const written = { at, files: report.files, leftOut: report.leftOut };
  await atArgumentPlace(path, () =>
    rememberInProject(path, project, written, workers === undefined ? {} : { workers }),
  );
}
