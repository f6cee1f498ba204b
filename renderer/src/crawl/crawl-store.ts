import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { formatCount } from '../../../shared/format';
import type { EventContract } from '../../../shared/ipc-contract';
import { crawlGaps, type CrawlGaps } from '../../../shared/site-check/crawl-gaps';
import type { CrawledPage, CrawlSummary } from '../../../shared/site-check/crawl-report';
import { useApi } from '../api';
import { t } from '../i18n';
import { type CheckSettings, DEFAULT_CHECK_SETTINGS } from '../check';
import { useTableViewsStore } from '../views';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { appendUrlsCommand, findLoc, homeOf, listedLocs } from './crawl-tables';
import { DEFAULT_CRAWL_LIMIT_SETTINGS, type CrawlLimitSettings } from './crawl-settings';

/** Where the panel is: choosing, crawling, or done (finished, cancelled, failed). */
export type CrawlStage = 'idle' | 'running' | 'done' | 'failed';

let crawls = 0;

/** Find Missing Pages: a crawl of the site from the app, and what it shows the tables miss. */
export const useCrawlStore = defineStore('crawl', () => {
  const api = useApi();
  const project = useProjectStore();
  const history = useHistoryStore();
  const views = useTableViewsStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();

  const panelOpen = ref(false);
  /** Where the crawl starts; the active table's home page when the panel opens. */
  const home = ref('');
  const limits = ref<CrawlLimitSettings>({ ...DEFAULT_CRAWL_LIMIT_SETTINGS });
  /** Politeness as the site check's (kept for this run of the app). */
  const settings = ref<CheckSettings>({ ...DEFAULT_CHECK_SETTINGS });
  const stage = ref<CrawlStage>('idle');
  const jobId = ref<string | null>(null);
  const paused = ref(false);
  /** The pages reached, as their batches came (not reactive: `reached` counts them). */
  let pages: CrawledPage[] = [];
  const reached = ref(0);
  const summary = shallowRef<CrawlSummary | null>(null);
  const failure = ref<string | null>(null);
  let whenAllReceived: { expected: number; resolve: () => void } | null = null;

  const progress = computed(() => jobs.running.find((job) => job.jobId === jobId.value) ?? null);
  const running = computed(() => stage.value === 'running');

  /** What the last crawl shows the tables miss, as they are now (an Add, or its undo, changes it). */
  const gaps = computed<CrawlGaps | null>(() => {
    void project.version;
    if (summary.value === null) return null;
    const origin = URL.parse(home.value)?.origin ?? '';
    return markRaw(crawlGaps(pages, listedLocs(project.tables), origin));
  });

  function open(): void {
    if (project.tables.length === 0) return notices.showNotice(t('crawl.notices.noTable'));
    if (!running.value && summary.value === null) home.value = homeOf(project.activeTable);
    panelOpen.value = true;
  }

  /** Crawls from `home`; the pages of an earlier crawl are let go. */
  async function start(): Promise<void> {
    if (running.value) return;
    const url = URL.parse(home.value.trim());
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return notices.showNotice(t('crawl.notices.badHome'));
    }
    home.value = url.href;
    pages = [];
    reached.value = 0;
    summary.value = null;
    failure.value = null;
    paused.value = false;
    jobId.value = `crawl-${Date.now()}-${(crawls += 1)}`;
    stage.value = 'running';
    const { timeoutSeconds, ...job } = settings.value;
    try {
      const answer = await api.crawlSite({
        home: url.href,
        limits: {
          maxPages: limits.value.maxPages,
          maxDepth: limits.value.maxDepth,
          maxTimeMs: limits.value.maxMinutes * 60_000,
        },
        settings: { ...job, allowOtherHosts: false },
        timeoutMs: timeoutSeconds * 1000,
        jobId: jobId.value,
      });
      // Events and answers may travel apart (the web host): wait for every page the answer counts.
      await allReceived(answer.pages);
      summary.value = answer.summary;
      stage.value = 'done';
      const pages = formatCount(answer.summary.pages);
      notices.showNotice(
        t(
          answer.summary.end === 'cancelled' ? 'crawl.notices.cancelled' : 'crawl.notices.finished',
          { pages },
          answer.summary.pages,
        ),
      );
    } catch (error) {
      failure.value = describeError(error);
      stage.value = 'failed';
      notices.showNotice(t('crawl.notices.failed', { reason: failure.value }));
    } finally {
      jobId.value = null;
      paused.value = false;
    }
  }

  function allReceived(expected: number): Promise<void> {
    if (pages.length >= expected) return Promise.resolve();
    return new Promise((resolve) => (whenAllReceived = { expected, resolve }));
  }

  /** A batch of the running crawl's pages from main. */
  function receive({ jobId: from, pages: batch }: EventContract['crawlPages']): void {
    if (from !== jobId.value) return;
    for (const page of batch) pages.push(page);
    reached.value = pages.length;
    if (whenAllReceived && pages.length >= whenAllReceived.expected) {
      whenAllReceived.resolve();
      whenAllReceived = null;
    }
  }

  async function setPaused(pause: boolean): Promise<void> {
    if (jobId.value === null) return;
    const { changed } = await api.setJobPaused({ jobId: jobId.value, paused: pause });
    if (changed) paused.value = pause;
  }

  /** Adds every unlisted page to the active table as one undoable edit. */
  function addUnlisted(): void {
    const table = project.activeTable;
    const unlisted = gaps.value?.unlisted ?? [];
    if (!table || unlisted.length === 0) return;
    const count = formatCount(unlisted.length);
    const label = t('crawl.notices.addStep', { count }, unlisted.length);
    history.run(
      table.id,
      appendUrlsCommand(
        table.rows.rowCount,
        unlisted.map((page) => page.url),
        label,
      ),
    );
    notices.showNotice(t('crawl.notices.added', { count, table: table.name }, unlisted.length));
  }

  /** Closes the panel and shows the row listing an orphan in the grid. */
  function showListed(loc: string): void {
    const place = findLoc(project.tables, loc);
    if (!place) return notices.showNotice(t('crawl.notices.notListed', { url: loc }));
    panelOpen.value = false;
    views.showCell(place.tableId, place.row, 'loc');
  }

  return {
    panelOpen,
    home,
    limits,
    settings,
    stage,
    paused,
    reached,
    summary,
    failure,
    progress,
    running,
    gaps,
    open,
    close: () => void (panelOpen.value = false),
    start,
    receive,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    cancel: () => void (jobId.value !== null && jobs.cancel(jobId.value)),
    addUnlisted,
    showListed,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCrawlStore, import.meta.hot));
