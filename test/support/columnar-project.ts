import { UrlColumns } from '../../shared/columnar/url-columns';
import type { OpenProject, ProjectData } from '../../shared/project-file';

/** A project written with rows as objects, held as the app holds it open: rows in columns (its last export stays in main). */
export const openProjectOf = ({ lastExport: _inMain, ...data }: ProjectData & { id: string }): OpenProject => ({
  ...data,
  tables: data.tables.map((table) => ({ ...table, rows: UrlColumns.fromRows(table.rows) })),
});

/** An open project's rows as objects again, to compare with what a test wrote (without the last export main keeps). */
export const projectDataOf = ({ lastExport: _inMain, ...open }: OpenProject): ProjectData => ({
  ...open,
  tables: open.tables.map((table) => ({ ...table, rows: table.rows.toRows() })),
});
