import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { PublishedComparison, PublishedDiffEntry, PublishedDiffPart } from '../../../shared/ipc-contract';
import { sendRows } from '../../../shared/transfer/send-rows';
import { useApi } from '../api';
import { t } from '../i18n';
import { useTableViewsStore } from '../views';
import { useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';

export type CompareStage = 'idle' | 'running' | 'done' | 'failed';

/** The table's source when it was read from the web: where its sitemaps are published. */
const publishedAt = (location: string | undefined): string =>
  location !== undefined && /^https?:\/\//i.test(location) ? location : '';

let compares = 0;

/** Compare with Published: the active table against the sitemap set live at a web address, read afresh. */
export const useCompareStore = defineStore('compare', () => {
  const api = useApi();
  const project = useProjectStore();
  const views = useTableViewsStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();

  const panelOpen = ref(false);
  const url = ref('');
  const stage = ref<CompareStage>('idle');
  const jobId = ref<string | null>(null);
  /** The last comparison's counts; its entries stay in main, read a page at a time. */
  const comparison = shallowRef<PublishedComparison | null>(null);
  /** The table compared (a row of `added` or `changed` is one of its rows). */
  const tableId = ref<string | null>(null);
  const part = ref<PublishedDiffPart>('changed');
  /** Entries of each part read so far. */
  const entries = shallowRef<Record<PublishedDiffPart, readonly PublishedDiffEntry[]>>(noEntries());
  const failure = ref<string | null>(null);

  const running = computed(() => stage.value === 'running');
  const shown = computed(() => entries.value[part.value]);
  const more = computed(() => (comparison.value?.counts[part.value] ?? 0) > shown.value.length);

  function open(): void {
    const table = project.activeTable;
    if (!table) return notices.showNotice(t('crawl.compare.noTable'));
    if (!running.value && (comparison.value === null || tableId.value !== table.id)) {
      url.value = publishedAt(table.source?.location);
      comparison.value = null;
    }
    panelOpen.value = true;
  }

  async function start(): Promise<void> {
    const table = project.activeTable;
    if (running.value || !table) return;
    const address = url.value.trim();
    if (!/^https?:\/\//i.test(address)) {
      return notices.showNotice(t('crawl.compare.badUrl'));
    }
    stage.value = 'running';
    failure.value = null;
    comparison.value = null;
    entries.value = noEntries();
    jobId.value = `compare-${Date.now()}-${(compares += 1)}`;
    tableId.value = table.id;
    try {
      const upload = await sendRows(table.rows, api);
      comparison.value = await api.comparePublished({ upload, url: address, jobId: jobId.value });
      const counts = comparison.value.counts;
      part.value = counts.changed > 0 ? 'changed' : counts.added > 0 ? 'added' : 'removed';
      await Promise.all((['added', 'removed', 'changed'] as const).map(loadMore));
      stage.value = 'done';
    } catch (error) {
      failure.value = describeError(error);
      stage.value = 'failed';
      notices.showNotice(t('crawl.compare.failed', { reason: failure.value }));
    } finally {
      jobId.value = null;
    }
  }

  /** Reads the next page of a part's entries from main. */
  async function loadMore(which: PublishedDiffPart): Promise<void> {
    const held = comparison.value;
    if (!held || entries.value[which].length >= held.counts[which]) return;
    const page = await api.takePublishedDiff({ id: held.id, part: which, offset: entries.value[which].length });
    entries.value = { ...entries.value, [which]: [...entries.value[which], ...page] };
  }

  /** Closes the panel and shows a row of the compared table in the grid. */
  function showRow(row: number): void {
    if (tableId.value === null || project.tableById(tableId.value) === null) return;
    panelOpen.value = false;
    views.showCell(tableId.value, row, 'loc');
  }

  return {
    panelOpen,
    url,
    stage,
    comparison,
    part,
    shown,
    more,
    failure,
    running,
    open,
    close: () => void (panelOpen.value = false),
    start,
    cancel: () => void (jobId.value !== null && jobs.cancel(jobId.value)),
    loadMore: () => loadMore(part.value),
    showRow,
  };
});

function noEntries(): Record<PublishedDiffPart, readonly PublishedDiffEntry[]> {
  return { added: [], removed: [], changed: [] };
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCompareStore, import.meta.hot));
