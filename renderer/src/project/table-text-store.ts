import { defineStore } from 'pinia';
import { formatCount } from '../../../shared/format';
import { nameOfLocation } from '../../../shared/sources';
import { rowsWithExtensions, tableText, tableTextFormat } from '../../../shared/table-text';
import { useApi } from '../api';
import { useProjectStore } from './project-store';
import { useShellStore } from '../shell/shell-store';

/** A table written as a CSV or TSV file. */
export const useTableTextStore = defineStore('tableText', () => {
  const api = useApi();
  const project = useProjectStore();
  const shell = useShellStore();

  /**
   * File › Export Table as CSV or TSV…: the table on screen, in the format its file name gives (a
   * name with no extension gets .csv). Rows with data a table cannot hold are counted in the notice.
   */
  async function exportActiveTable(): Promise<void> {
    const table = project.activeTable;
    if (!table) return shell.showNotice('Open or create a table to export it as CSV or TSV.');
    const chosen = await api.showSaveDialog({
      title: 'Export table as CSV or TSV',
      defaultName: `${table.name}.csv`,
      purpose: 'table',
    });
    if (!chosen) return;
    // Not every system's save dialog adds the extension of the type chosen.
    const path = /\.[^./\\]*$/.test(chosen) ? chosen : `${chosen}.csv`;
    const format = tableTextFormat(path);
    const name = nameOfLocation(path);
    if (format === null) return shell.showNotice(`${name} is not a .csv or .tsv name: the table was not saved.`);
    try {
      await api.saveTableText({ path, text: tableText(table.rows, format) });
    } catch (error) {
      return shell.showNotice(`${name} was not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
    const rows = table.rows.length;
    const lost = rowsWithExtensions(table.rows);
    const left =
      lost === 0
        ? ''
        : ` ${formatCount(lost)} of them have images, videos, alternates, news or other XML, which a table cannot hold: that stays in the project only.`;
    shell.showNotice(`Saved ${name}: ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}.${left}`);
  }

  return { exportActiveTable };
});
