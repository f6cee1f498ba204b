import { UrlColumns } from '../../shared/columnar/url-columns';
import type { OpenProject, ProjectData } from '../../shared/project-file';

/** A project written with rows as objects, held as the app holds it open: rows in columns. */
export const openProjectOf = (data: ProjectData): OpenProject => ({
  ...data,
  tables: data.tables.map((table) => ({ ...table, rows: UrlColumns.fromRows(table.rows) })),
});

/** An open project's rows as objects again, to compare with what a test wrote. */
export const projectDataOf = (open: OpenProject): ProjectData => ({
  ...open,
  tables: open.tables.map((table) => ({ ...table, rows: table.rows.toRows() })),
});
