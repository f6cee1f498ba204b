import { ref, shallowRef } from 'vue';
import { describeError } from '../../../shared/describe-error';
import type { ExportPreview } from '../../../shared/export-types';
import type { ListedChanges } from '../../../shared/last-export/held-last-export';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import { parseBaseUrl } from '../../../shared/validation/base-url';
import type { ExportSending } from './export-sending';
import { useProjectStore } from '../project';
import { t } from '../i18n';

/**
 * The export's preview, which the engine computes in main for the current settings and rows, for the
 * export store, which hands it its API client and its sending.
 */
export function useExportPreview(api: Pick<SitemapStudioApi, 'previewExport'>, sending: ExportSending) {
  const project = useProjectStore();
  /** The last preview for the current settings and rows; null while none has arrived. */
  const preview = shallowRef<ExportPreview | null>(null);
  /** True from a settings change until its preview arrives: the preview on show is out of date. */
  const previewPending = ref(false);
  /** What changed since the project's last export, for the rows the last preview read; null when it read none or there is no last export. */
  const changes = shallowRef<ListedChanges | null>(null);
  /** Why the preview could not be computed, if it could not. */
  const previewError = ref<string | null>(null);
  /** The person ticked "Export with N warnings" for this preview's warnings. */
  const warningsAccepted = ref(false);
  let previewSerial = 0;
  let previewTimer: ReturnType<typeof setTimeout> | undefined;

  function schedulePreview(delay: number): void {
    const serial = ++previewSerial;
    sending.stopSending(); // rows the older preview is still sending are not needed by it
    previewPending.value = true;
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => void runPreview(serial), delay);
  }

  async function runPreview(serial: number): Promise<void> {
    const stale = (): boolean => serial !== previewSerial;
    const stop = sending.startSending();
    try {
      // Without a usable base URL the gate looks no further than the settings: the rows need not travel.
      const rowsNeeded = parseBaseUrl(project.exportSettings.baseUrl).ok;
      const next = await (rowsNeeded
        ? sending.withTables(stop, (tables) => api.previewExport({ ...sending.request(), tables }))
        : api.previewExport({ ...sending.request(), tables: [] }));
      if (stale() || next === null) return;
      if (next.warnings !== preview.value?.warnings) warningsAccepted.value = false;
      preview.value = next;
      changes.value = next.changes;
      previewError.value = null;
    } catch (error) {
      if (stale()) return;
      previewError.value = stop.signal.aborted
        ? t('export.preview.cancelled')
        : t('export.preview.failed', { reason: describeError(error) });
    }
    previewPending.value = false;
  }

  /** Whatever preview is on its way or waiting to start is not needed. */
  function dropPreview(): void {
    previewSerial += 1;
    clearTimeout(previewTimer);
  }

  return { preview, changes, previewPending, previewError, warningsAccepted, schedulePreview, dropPreview };
}
