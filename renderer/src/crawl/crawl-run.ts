import { computed, ref, shallowRef, type Ref } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { formatCount } from '../../../shared/format';
import type { EventContract, SitemapStudioApi } from '../../../shared/ipc-contract';
import type { CrawledPage, CrawlSummary } from '../../../shared/site-check/crawl-report';
import { t } from '../i18n';
import type { CheckSettings } from '../check';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import type { CrawlLimitSettings } from './crawl-settings';

/** Where the panel is: choosing, crawling, or done (finished, cancelled, failed). */
export type CrawlStage = 'idle' | 'running' | 'done' | 'failed';

let crawls = 0;

/** What a crawl is asked: where it starts, how far it goes, and how politely. */
interface CrawlAsked {
  home: Ref<string>;
  limits: Ref<CrawlLimitSettings>;
  settings: Ref<CheckSettings>;
}

/** The running crawl in main and the pages it reached, for the crawl store, which hands it its API client and what is asked. */
export function useCrawlRun(
  api: Pick<SitemapStudioApi, 'crawlSite' | 'setJobPaused'>,
  { home, limits, settings }: CrawlAsked,
) {
  const notices = useNoticesStore();
  const jobs = useJobsStore();
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

  /** Lets go of the last crawl's pages and outcome (not of one under way), as if none had been made. */
  function forget(): void {
    if (running.value) return;
    pages = [];
    reached.value = 0;
    summary.value = null;
    failure.value = null;
    stage.value = 'idle';
  }

  async function setPaused(pause: boolean): Promise<void> {
    if (jobId.value === null) return;
    const { changed } = await api.setJobPaused({ jobId: jobId.value, paused: pause });
    if (changed) paused.value = pause;
  }

  return {
    state: { stage, paused, reached, summary, failure, progress, running },
    /** The pages the last crawl reached (not reactive: read `reached` or `summary` with them). */
    crawledPages: (): readonly CrawledPage[] => pages,
    start,
    forget,
    receive,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    cancel: () => void (jobId.value !== null && jobs.cancel(jobId.value)),
  };
}
