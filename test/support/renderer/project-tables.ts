import { newTableId, useProjectStore } from '../../../renderer/src/project/project-store';
import type { UrlRow, UrlTable } from '../../../shared/url-table';

/** Puts a table of these rows into the open project, as an import adds one (it becomes the active table). */
export function addTableToProject(name: string, rows: UrlRow[]): UrlTable {
  const table: UrlTable = { id: newTableId(), name, source: null, rows };
  useProjectStore().addImported([table], null);
  return table;
}
