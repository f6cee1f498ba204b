import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { formatCount, formatCounted } from '../../../shared/format';
import { nameOfLocation } from '../../../shared/sources';
import { tableTextFormat } from '../../../shared/table-text';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { InvokeContract } from '../../../shared/ipc-contract';
import { sendRows } from '../../../shared/transfer/send-rows';
import { useApi } from '../api';
import { snapshotRows, useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

/** A table written as a CSV or TSV file. */
export const useTableTextStore = defineStore('tableText', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();

  /**
   * File › Export Table as CSV or TSV…: the table on screen, in the format its file name gives (a
   * name with no extension gets .csv). Its rows are uploaded to main as they are when the file is
   * chosen (a snapshot, see project-snapshot.ts), and main writes the text a run of rows at a time,
   * so a table of any size goes. Rows with data a table cannot hold are counted in the notice.
   */
  async function exportActiveTable(): Promise<void> {
    const table = project.activeTable;
    if (!table) return notices.showNotice(t('project.tableText.noTable'));
    const chosen = await api.showSaveDialog({
      title: t('project.tableText.title'),
      defaultName: `${table.name}.csv`,
      purpose: 'table',
    });
    if (!chosen) return;
    // Not every system's save dialog adds the extension of the type chosen.
    const path = /\.[^./\\]*$/.test(chosen) ? chosen : `${chosen}.csv`;
    const name = nameOfLocation(path);
    if (tableTextFormat(path) === null) {
      return notices.showNotice(t('project.tableText.badName', { name }));
    }
    let saved: InvokeContract['saveTableText']['response'];
    try {
      const upload = await sendSnapshot(table.rows, name);
      if (upload === null) return notices.showNotice(t('project.tableText.cancelled', { name }));
      saved = await api.saveTableText({ path, upload });
    } catch (error) {
      const message = describeError(error);
      // Cancelled in the status bar while main wrote: its message says so already.
      const cancelled = (error as { code?: unknown }).code === 'save-cancelled';
      return notices.showNotice(cancelled ? message : t('project.tableText.failed', { name, reason: message }));
    }
    const { rows, rowsWithExtensions: lost } = saved;
    const sentences = [t('project.tableText.saved', { name, rows: formatCounted('project.count.rows', rows) })];
    if (lost > 0) sentences.push(t('project.tableText.lost', { count: formatCount(lost) }));
    notices.showNotice(sentences.join(' '));
  }

  /** The rows as they are now, uploaded to main while the status bar shows it (cancellable there); null when cancelled. */
  async function sendSnapshot(rows: UrlColumns, name: string): Promise<string | null> {
    const snapshot = snapshotRows(rows);
    try {
      return await jobs.runLocal(t('project.tableText.job', { name }), snapshot.rowCount, ({ signal, progress }) =>
        sendRows(snapshot, api, { signal, onRows: progress }),
      );
    } finally {
      snapshot.release();
    }
  }

  return { exportActiveTable };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTableTextStore, import.meta.hot));
