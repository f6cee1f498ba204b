import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, markRaw, ref, watch } from 'vue';
import { formatCount } from '../../../shared/format';
import { crawlGaps, type CrawlGaps } from '../../../shared/site-check/crawl-gaps';
import type { CrawledPage } from '../../../shared/site-check/crawl-report';
import { useApi } from '../api';
import { t } from '../i18n';
import { type CheckSettings, DEFAULT_CHECK_SETTINGS } from '../check';
import { useTableViewsStore } from '../views';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { useCrawlRun } from './crawl-run';
import { appendUrlsCommand, findLoc, homeOf, listedLocs } from './crawl-tables';
import { DEFAULT_CRAWL_LIMIT_SETTINGS, type CrawlLimitSettings } from './crawl-settings';

export type { CrawlStage } from './crawl-run';

/** Find Missing Pages: a crawl of the site from the app (crawl-run.ts), and what it shows the tables miss. */
export const useCrawlStore = defineStore('crawl', () => {
  const api = useApi();
  const project = useProjectStore();
  const history = useHistoryStore();
  const views = useTableViewsStore();
  const notices = useNoticesStore();

  const panelOpen = ref(false);
  /** Where the crawl starts; the active table's home page when the panel opens. */
  const home = ref('');
  const limits = ref<CrawlLimitSettings>({ ...DEFAULT_CRAWL_LIMIT_SETTINGS });
  /** Politeness as the site check's (kept for this run of the app). */
  const settings = ref<CheckSettings>({ ...DEFAULT_CHECK_SETTINGS });
  const { state, crawledPages, ...run } = useCrawlRun(api, { home, limits, settings });
  const { summary, running } = state;
  /** The project the last crawl was started in: its pages are gaps of that project's tables only. */
  const crawledFor = ref<string | null>(null);

  /** What the last crawl shows the tables miss, as they are now (an Add, or its undo, changes it). */
  const gaps = computed<CrawlGaps | null>(() => {
    void project.version;
    // Another project opened since: the crawl was of another site, and its pages are never added here.
    if (summary.value === null || crawledFor.value !== project.id) return null;
    const origin = URL.parse(home.value)?.origin ?? '';
    return markRaw(crawlGaps(crawledPages(), listedLocs(project.tables), origin));
  });
  /** The last crawl's home page once it ended: its first page, or the page its redirects led to. */
  const homePage = computed(() => (summary.value === null ? null : landingPage(crawledPages())));

  function open(): void {
    if (project.tables.length === 0) return notices.showNotice(t('crawl.notices.noTable'));
    if (!running.value && crawledFor.value !== project.id) run.forget();
    if (!running.value && summary.value === null) home.value = homeOf(project.activeTable);
    panelOpen.value = true;
  }

  // Another project opened while the panel shows the last crawl: that crawl, and its home page, go.
  watch(
    () => project.id,
    () => {
      if (running.value || crawledFor.value === null) return;
      run.forget();
      home.value = homeOf(project.activeTable);
    },
  );

  /** Crawls from the home page, for this project. */
  function start(): Promise<void> {
    if (!running.value) crawledFor.value = project.id;
    return run.start();
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
    ...state,
    gaps,
    homePage,
    open,
    close: () => void (panelOpen.value = false),
    ...run,
    start,
    addUnlisted,
    showListed,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCrawlStore, import.meta.hot));

/** The page a crawl's first page leads to through its redirects (as many as the crawl followed), or that page. */
function landingPage(pages: readonly CrawledPage[]): CrawledPage | null {
  let page = pages[0];
  for (let hops = 0; page?.notIndexable === 'redirect' && page.redirectedTo !== null && hops < 20; hops += 1) {
    const target = page.redirectedTo;
    const next = pages.find((candidate) => candidate.url === target);
    if (next === undefined) break;
    page = next;
  }
  return page ?? null;
}
