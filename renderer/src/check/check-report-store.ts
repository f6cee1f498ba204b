import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';
import { formatBytes, formatCount } from '../../../shared/format';
import { nameOfLocation } from '../../../shared/sources';
import { CHECK_FINDING_DEFAULTS, type CheckedRow } from '../../../shared/site-check/check-findings';
import { checkedRow } from '../../../shared/site-check/checked-rows';
import { checkReportRecord, type CheckReportRecord } from '../../../shared/site-check/check-report';
import { useApi } from '../api';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { usePreferencesStore } from '../services/preferences-store';

/** The site check's report as a CSV file: every result the project holds, one line per URL. */
export const useCheckReportStore = defineStore('checkReport', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const preferences = usePreferencesStore();
  /** True while a report is being written. */
  const writing = ref(false);

  /**
   * "Export report as CSV…": asks where, then hands main the records a bounded part at a time; main
   * writes them to a temporary file renamed over the name once whole. Failures are told, and no
   * half file is left.
   */
  async function exportCsv(): Promise<void> {
    if (writing.value) return;
    const total = project.siteChecks.size;
    if (total === 0) return notices.showNotice(t('check.report.nothingYet'));
    const chosen = await api.showSaveDialog({
      title: t('check.report.dialogTitle'),
      defaultName: t('check.report.defaultName', { project: project.name }),
      purpose: 'table',
    });
    if (!chosen) return;
    const path = /\.csv$/i.test(chosen) ? chosen : `${chosen}.csv`;
    const name = nameOfLocation(path);
    writing.value = true;
    let id: string | null = null;
    try {
      const opened = await api.openCheckReport({ path });
      id = opened.id;
      const listed = rowsWithAlternates();
      // The slow limit the grid judges by (the person's preference), not the CLI's default.
      const options = { ...CHECK_FINDING_DEFAULTS, slowMs: preferences.values.slowAnswerMs };
      let part: CheckReportRecord[] = [];
      let index = 0;
      // The results as they are now: a project opened or started while the report is written (its
      // results cleared or replaced) would otherwise carry on into the other project's.
      for (const check of [...project.siteChecks.values()]) {
        const row = listed.get(check.url) ?? { loc: check.url, alternates: [] };
        part.push(checkReportRecord(check, row, options));
        if (part.length === opened.maxRecords) {
          await api.putCheckReport({ id, index: index++, records: part });
          part = [];
        }
      }
      if (part.length > 0) await api.putCheckReport({ id, index: index++, records: part });
      const written = await api.finishCheckReport({ id, keep: true });
      id = null;
      notices.showNotice(
        t(
          'check.report.saved',
          { name, count: formatCount(written.records), size: formatBytes(written.bytes) },
          written.records,
        ),
      );
    } catch (error) {
      if (id !== null) await api.finishCheckReport({ id, keep: false }).catch(() => undefined);
      const reason = describeError(error);
      notices.showNotice(t('check.report.notSaved', { name, reason }));
    } finally {
      writing.value = false;
    }
  }

  /** The row of each URL the sitemap gives alternates, the first listing it (for the hreflang finding). */
  function rowsWithAlternates(): Map<string, CheckedRow> {
    const found = new Map<string, CheckedRow>();
    for (const table of project.tables) {
      const rows = table.rows;
      for (let i = 0; i < rows.rowCount; i++) {
        const alternates = rows.extensions.get(i)?.alternates;
        if (!alternates || alternates.length === 0) continue;
        const loc = rows.get(i, 'loc');
        if (!found.has(loc)) found.set(loc, checkedRow({ loc, alternates }));
      }
    }
    return found;
  }

  return { writing, exportCsv };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCheckReportStore, import.meta.hot));
