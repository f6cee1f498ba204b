import { PROJECT_JSON_VERSION, type ProjectData } from './project-file';
import { PROJECT_FORMAT_ID } from './protocol';
import type { UrlRow } from './url-table';

/** Rows encoded per piece: a few milliseconds of work, so the renderer can pause between pieces. */
export const ROWS_PER_PIECE = 2000;

/** The version of the recovery copy's own member (see electron/engine/project/recovery-file.ts). */
export const RECOVERY_FORMAT_VERSION = 1;

/** The top-level member a recovery copy carries beside the project: where it was saved, and when. */
export function recoveryMember(path: string | null, savedAt: string): Record<string, unknown> {
  return { recovery: { version: RECOVERY_FORMAT_VERSION, path, savedAt } };
}

/**
 * A version-1 project file's JSON in pieces: the head, the rows a few thousand at a time, the end;
 * joined, they are the file. The app now saves version 2 (electron/engine/project/project-stream-write.ts)
 * and still opens these; tests write them as the files older versions left. `format` comes first so the file is recognised by its first bytes; rows leave out
 * empty fields (most rows have no extensions), which keeps large projects small.
 */
export function* projectJsonPieces(project: ProjectData, extra: Record<string, unknown> = {}): Generator<string> {
  const head = JSON.stringify({
    format: PROJECT_FORMAT_ID,
    version: PROJECT_JSON_VERSION,
    ...extra,
    name: project.name,
    robotsTxt: project.robotsTxt,
    exportSettings: project.exportSettings,
  });
  yield `${head.slice(0, -1)},"tables":[`;
  for (const [index, table] of project.tables.entries()) {
    const tableHead = JSON.stringify({ id: table.id, name: table.name, source: table.source });
    yield `${index > 0 ? ',' : ''}${tableHead.slice(0, -1)},"rows":[`;
    for (let start = 0; start < table.rows.length; start += ROWS_PER_PIECE) {
      const rows = table.rows.slice(start, start + ROWS_PER_PIECE).map((row) => JSON.stringify(compactRow(row)));
      yield `${start > 0 ? ',' : ''}${rows.join(',')}`;
    }
    yield ']}';
  }
  yield ']}';
}

/** How many pieces projectJsonPieces yields for a project, to show progress by. */
export function projectJsonPieceCount(project: ProjectData): number {
  return project.tables.reduce((count, table) => count + 2 + Math.ceil(table.rows.length / ROWS_PER_PIECE), 2);
}

/** The whole JSON of a project at once. */
export function encodeProjectJson(project: ProjectData, extra: Record<string, unknown> = {}): string {
  return [...projectJsonPieces(project, extra)].join('');
}

/** A row as a project file keeps it: empty fields (most rows have no extensions) left out. */
export function compactRow(row: UrlRow): Partial<UrlRow> {
  const compact: Partial<UrlRow> = { loc: row.loc };
  for (const [key, value] of Object.entries(row) as [keyof UrlRow, unknown][]) {
    if (key === 'loc' || value === null || (Array.isArray(value) && value.length === 0)) continue;
    (compact as Record<string, unknown>)[key] = value;
  }
  return compact;
}
