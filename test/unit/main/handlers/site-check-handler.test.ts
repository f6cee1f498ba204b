import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { CHECK_RESULTS_BATCH } from '../../../../electron/main/handlers/site-check-handler';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { JobProgress } from '../../../../shared/app-types';
import type { EmitEvent, EventContract, InvokeHandlers } from '../../../../shared/ipc-contract';
import { statusClassOf, emptyStatusCounts } from '../../../../shared/site-check/check-job-report';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { sendRows } from '../../../../shared/transfer/send-rows';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { useFixtureSite } from '../../../support/fixture-checks';
import { startFixtureSite } from '../../../support/fixture-site';
import { expectedCounts } from '../../../support/fixture-status-classes';
import { quietHandlerDeps } from '../../../support/handler-deps';

/** Fast fixture answers: no Crawl-delay, one failure before a 503 or 429 answers, a short slow page, a small huge head. */
const FAST = { crawlDelaySeconds: 0, failTimes: 1, retryAfterSeconds: 0, slowMs: 50, hugeHeadBytes: 600_000 };
/** No waits of our own: the job as fast as the site lets it, each URL given a second. */
const QUICK = { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, retryBaseMs: 0 };

/** main's handlers with every event they send kept, and a hook to act on each results batch. */
function handlersWithEvents() {
  const progress: JobProgress[] = [];
  const batches: EventContract['siteCheckResults'][] = [];
  const onBatch: Array<(batch: EventContract['siteCheckResults']) => void> = [];
  const emit: EmitEvent = (name, payload) => {
    if (name === 'jobProgress') progress.push(payload as JobProgress);
    if (name === 'siteCheckResults') {
      const batch = payload as EventContract['siteCheckResults'];
      batches.push(batch);
      onBatch.forEach((listen) => listen(batch));
    }
  };
  let next = 0;
  const handlers = createHandlers(quietHandlerDeps({ emit, newJobId: () => `job-${++next}` }));
  const results = (): PageCheck[] => batches.flatMap((batch) => batch.checks);
  return { handlers, progress, batches, results, onBatch };
}

const upload = (handlers: InvokeHandlers, locs: readonly string[]) =>
  sendRows(UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))), handlers);

describe('checkSite', () => {
  const fixture = useFixtureSite({ pages: 60, ...FAST });
  const listed = () =>
    fixture
      .site()
      .cases.filter((entry) => entry.listed)
      .map((entry) => fixture.site().url(entry.path));
  const host = () => new URL(fixture.site().origin).host;

  it('checks every uploaded URL once, sends the results in bounded batches and the rate with the progress', async () => {
    const { handlers, progress, batches, results } = handlersWithEvents();
    const site = fixture.site();
    const locs = listed();
    const id = await upload(handlers, locs);
    const answer = await handlers.checkSite({
      upload: id,
      ownHosts: [host()],
      settings: QUICK,
      timeoutMs: 5000, // at 1 s, a redirect chain timed out on a loaded machine (2 of 3 runs)
      jobId: 'check-1',
    });

    expect(answer.jobId).toBe('check-1');
    expect(answer.results).toBe(locs.length);
    expect(answer.summary.cancelled).toBe(false);
    expect(
      results()
        .map((check) => check.url)
        .sort(),
    ).toEqual([...locs].sort());
    expect(batches.every((batch) => batch.jobId === 'check-1' && batch.checks.length <= CHECK_RESULTS_BATCH)).toBe(
      true,
    );
    const counts = emptyStatusCounts();
    for (const check of results()) counts[statusClassOf(check)] += 1;
    expect(counts).toEqual(expectedCounts(site));
    expect(answer.summary.counts).toEqual(counts);
    // Plain pages no redirect ends at were asked once each; robots.txt once for the job.
    const targets = new Set(site.cases.map((entry) => entry.target));
    const plain = site.ofKind('page').filter((page) => page.listed && !targets.has(page.path));
    expect(plain.length).toBeGreaterThan(40);
    for (const entry of plain) expect(site.hits(entry.path)).toBe(1);
    expect(site.hits('/robots.txt')).toBe(1);

    const last = progress.at(-1)!;
    expect(last).toMatchObject({ jobId: 'check-1', done: locs.length, total: locs.length, finished: true });
    expect(last.perSecond).toBeGreaterThan(0);
    expect(last.etaMs).toBe(0);
    // The upload was read and let go.
    expect(await handlers.dropTransfers({ ids: [id] })).toEqual({ dropped: 0 });
  });

  it('pauses: no new request starts until it resumes, and the check ends with every URL asked once', async () => {
    const site = await startFixtureSite({ pages: 30, ...FAST });
    try {
      const { handlers, progress, results, onBatch } = handlersWithEvents();
      const locs = site
        .ofKind('page')
        .filter((entry) => entry.listed)
        .map((entry) => site.url(entry.path));
      const id = await upload(handlers, locs);
      let atPause = -1;
      let paused: Promise<{ changed: boolean }> | null = null;
      onBatch.push(() => {
        if (paused === null && results().length >= 5) {
          paused = handlers.setJobPaused({ jobId: 'check-p', paused: true });
          atPause = results().length;
        }
      });
      const running = handlers.checkSite({
        upload: id,
        ownHosts: [new URL(site.origin).host],
        // One at a time, slowly enough that a batch goes out (every 250 ms) long before the end.
        settings: { ...QUICK, concurrency: 1, perHostConcurrency: 1, ratePerSecond: 20 },
        jobId: 'check-p',
      });
      await until(() => paused !== null);
      expect(await paused!).toEqual({ changed: true });
      await until(() => progress.some((event) => event.paused === true));
      // Whatever was in flight at the pause finishes; then nothing more comes while paused.
      const asked = (): number => locs.reduce((sum, url) => sum + site.hits(new URL(url).pathname), 0);
      // Until nothing more is asked for 400 ms (a pause that does not hold keeps asking, and the test times out).
      let whilePaused = asked();
      for (let before = -1; before !== whilePaused; whilePaused = asked()) {
        before = whilePaused;
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(asked()).toBe(whilePaused);
      expect(whilePaused).toBeLessThan(locs.length);
      expect(atPause).toBeGreaterThan(0);

      expect(await handlers.setJobPaused({ jobId: 'check-p', paused: false })).toEqual({ changed: true });
      const answer = await running;
      expect(answer.results).toBe(locs.length);
      expect(
        results()
          .map((check) => check.url)
          .sort(),
      ).toEqual([...locs].sort());
      for (const url of locs) expect(site.hits(new URL(url).pathname)).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('cancels: the answer says so, and the results sent are those checked before the cancel', async () => {
    const { handlers, results, onBatch } = handlersWithEvents();
    const locs = listed();
    const id = await upload(handlers, locs);
    let cancelled: Promise<{ cancelled: boolean }> | null = null;
    onBatch.push(() => void (cancelled ??= handlers.cancelJob({ jobId: 'check-c' })));
    const answer = await handlers.checkSite({
      upload: id,
      ownHosts: [host()],
      settings: { ...QUICK, concurrency: 1, perHostConcurrency: 1, ratePerSecond: 20 },
      jobId: 'check-c',
    });
    expect(await cancelled).toEqual({ cancelled: true });
    expect(answer.summary.cancelled).toBe(true);
    expect(answer.results).toBe(results().length);
    expect(results().length).toBeLessThan(locs.length);
    expect(new Set(results().map((check) => check.url)).size).toBe(results().length);
  });

  it('fails with why when its upload is not held, and pausing answers false for jobs that cannot pause', async () => {
    const { handlers } = handlersWithEvents();
    await expect(handlers.checkSite({ upload: 'gone', ownHosts: [], settings: {} })).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
    expect(await handlers.setJobPaused({ jobId: 'nobody', paused: true })).toEqual({ changed: false });
  });
});

/** Resolves once `condition` holds, checked after each turn of the event loop's I/O. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
