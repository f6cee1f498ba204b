import { setMaxListeners } from 'node:events';
import type { Dispatcher } from 'undici';
import {
  emptyStatusCounts,
  statusClassOf,
  type CheckProgress,
  type CheckSummary,
  type RobotsReport,
} from '../../../shared/site-check/check-job-report';
import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../../shared/site-check/check-job-settings';
import {
  DEFAULT_SEARCH_ENGINES,
  SEARCH_ENGINE_AGENTS,
  type SearchEngineAgent,
} from '../../../shared/site-check/search-engines';
import { blockedCheck, failedCheck } from '../../../shared/site-check/empty-check';
import type { CheckFailure, PageCheck, RetrySkip, RobotsRefusal } from '../../../shared/site-check/page-check';
import { RateMeter } from './check-rate-meter';
import { takeIn, type IntakeRules, type UrlSource } from './check-job-intake';
import { readHostRobots, type HostRobots } from './host-robots';
import { HostSchedule, type QueuedUrl } from './host-schedule';
import { siteCheckUserAgent } from './polite-agent';
import { createHttpAgent } from '../http/unpaused-agent';
import { ROBOTS_MAX_BYTES } from '../../../shared/robots/robots-lines';
import { isRetryableStatus, planRetry } from './polite-retry';
import { MAX_TIMER_MS } from '../timer-limit';
import { steadyNow } from '../steady-now';

/** Checks one URL (checkPage in the app; anything that answers a PageCheck in tests). */
/**
 * Asks whether a redirect to `target` may be followed, as a listed URL would be: the host rule, and
 * robots.txt of the target's origin (read first when the job has not read it yet). Null when it may.
 */
export type RedirectGate = (target: string) => Promise<CheckFailure | null>;

export type CheckOne = (url: string, signal: AbortSignal, redirectGate: RedirectGate) => Promise<PageCheck>;

export interface CheckJobOptions {
  urls: UrlSource;
  /** The table's own hosts, as `URL.host` gives them; other hosts are skipped unless the settings allow them. */
  ownHosts: Iterable<string>;
  checkOne: CheckOne;
  settings?: Partial<CheckJobSettings>;
  /** Sent for robots.txt (checkOne sends its own); siteCheckUserAgent() when absent. */
  userAgent?: string;
  /** Results of an earlier run of the same check, by URL: those URLs are not asked again. */
  previous?: ReadonlyMap<string, PageCheck>;
  /** Each URL's result as it comes (not those of the earlier run, nor requests a cancel cut off). */
  onResult?: (check: PageCheck) => void;
  /** For robots.txt requests; a pool of the job's own (createHttpAgent), closed when it ends, when absent. */
  dispatcher?: Dispatcher;
  /** Results to be fetched once more before they count; absent: one fetch each. */
  secondFetch?: SecondFetch;
}

/**
 * A second fetch of a URL whose first result is not to be trusted alone (its content differs from
 * what was known: a change, or a page that differs on every request). It waits its turn as any
 * request does (robots.txt, Crawl-delay, per-host limits), and the two results settle into one.
 */
export interface SecondFetch {
  needed(first: PageCheck): boolean;
  settle(first: PageCheck, second: PageCheck): PageCheck;
}

export interface CheckJob {
  /** No new request starts; those in flight finish and report. */
  pause(): void;
  resume(): void;
  /** Aborts the requests in flight and ends the job; resolves once they have let go. */
  cancel(): Promise<void>;
  progress(): CheckProgress;
  /** The summary, once every URL has a result or the job was cancelled; rejects if onResult throws. */
  done: Promise<CheckSummary>;
}

/**
 * Starts checking every listed URL, politely (see CheckJobSettings). URLs are read from the source
 * only as the queue has room, so memory does not grow with the length of the list.
 */
export function startCheckJob(options: CheckJobOptions): CheckJob {
  return new PoliteCheckJob(options);
}

/** URLs read ahead of the requests: enough to keep every host busy, few enough to cost nothing. */
const QUEUE_AHEAD = 1024;

type JobState = 'running' | 'paused' | 'cancelled' | 'finished';

class PoliteCheckJob implements CheckJob {
  readonly done: Promise<CheckSummary>;
  private settle!: { resolve(summary: CheckSummary): void; reject(error: unknown): void };
  private readonly settings: CheckJobSettings;
  private readonly rules: IntakeRules;
  private readonly rateGapMs: number;
  private readonly userAgent: string;
  private readonly dispatcher: Dispatcher;
  private readonly controller = new AbortController();
  private readonly meter = new RateMeter(steadyNow());
  private readonly hosts = new Map<string, HostSchedule>();
  /** Hosts with URLs queued, in the order they first had some. */
  private readonly waiting = new Set<HostSchedule>();
  private readonly robotsReports: RobotsReport[] = [];
  private readonly counts = emptyStatusCounts();
  private state: JobState = 'running';
  private failure: { error: unknown } | null = null;
  private cursor = 0;
  private queued = 0;
  private inFlight = 0;
  private robotsInFlight = 0;
  private finished = 0;
  private retries = 0;
  /** The rate's gate over all hosts. */
  private nextStartAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: CheckJobOptions) {
    this.settings = normalised({ ...DEFAULT_CHECK_JOB_SETTINGS, ...options.settings });
    this.rules = {
      previous: options.previous,
      ownHosts: new Set([...options.ownHosts].map((host) => host.toLowerCase())),
      allowOtherHosts: this.settings.allowOtherHosts,
    };
    this.rateGapMs = this.settings.ratePerSecond > 0 ? 1000 / this.settings.ratePerSecond : 0;
    this.userAgent = options.userAgent ?? siteCheckUserAgent();
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    this.dispatcher = options.dispatcher ?? this.ownPool();
    // Each request in flight listens for the cancel (RequestStop): as many as the concurrency allows.
    setMaxListeners(0, this.controller.signal);
    // After the caller holds the handle, so onResult may already pause or cancel it.
    queueMicrotask(() => this.pump());
  }

  /** Never undici's global pool, which a server closing the connection can crash (engine/http/unpaused-agent.ts). */
  private ownPool(): Dispatcher {
    const pool = createHttpAgent({
      connections: null,
      maxResponseBytes: ROBOTS_MAX_BYTES * 4,
      connectTimeoutMs: this.settings.robotsTimeoutMs,
    });
    const close = (): void => void pool.destroy().catch(() => undefined);
    this.done.then(close, close);
    return pool;
  }

  pause(): void {
    if (this.state !== 'running') return;
    this.state = 'paused';
    this.clearTimer();
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'running';
    this.pump();
  }

  cancel(): Promise<void> {
    if (this.state !== 'finished' && this.state !== 'cancelled') {
      this.state = 'cancelled';
      this.clearTimer();
      for (const host of this.waiting) host.queue.length = 0;
      this.waiting.clear();
      this.queued = 0;
      this.controller.abort();
      this.endIfCancelled();
    }
    return this.done.then(
      () => undefined,
      () => undefined,
    );
  }

  progress(): CheckProgress {
    const now = steadyNow();
    const total = this.options.urls.count;
    const perSecond = this.meter.perSecond(now);
    const left = total - this.finished;
    const etaMs = left === 0 ? 0 : perSecond > 0 ? Math.round((left / perSecond) * 1000) : null;
    return { done: this.finished, total, perSecond, etaMs };
  }

  /** Reads URLs into the queue, starts every request the limits allow, and sets a timer for the next. */
  private pump(): void {
    const now = steadyNow();
    let wakeAt: number;
    // Again while the queue made room (URLs blocked by robots.txt leave it without a request).
    do {
      if (this.state !== 'running') return;
      this.readAhead();
      wakeAt = Infinity;
      for (const host of this.waiting) {
        if (this.state !== 'running' || this.inFlight >= this.settings.concurrency) break;
        if (host.robots !== undefined) wakeAt = Math.min(wakeAt, this.startReady(host, now));
      }
    } while (this.queued < QUEUE_AHEAD && this.cursor < this.options.urls.count);
    this.wakeAt(wakeAt, now);
    this.endIfFinished();
  }

  private readAhead(): void {
    const { urls } = this.options;
    while (this.state === 'running' && this.queued < QUEUE_AHEAD && this.cursor < urls.count) {
      const url = urls.urlAt(this.cursor++);
      const intake = takeIn(url, this.rules);
      if (intake.kind === 'known') {
        if (intake.fromEarlierRun) this.count(intake.check);
        else this.report(intake.check);
        continue;
      }
      const host = this.hostFor(intake.origin);
      host.queue.push({ url, attempt: 0, waitedMs: 0 });
      this.queued += 1;
      this.waiting.add(host);
    }
  }

  /** Starts what `host` may start now; answers when it may start the next (Infinity: when a request ends). */
  private startReady(host: HostSchedule, now: number): number {
    while (host.queue.length > 0 && this.state === 'running') {
      const refusal = host.robots?.refusal(host.queue[0]!.url) ?? null;
      if (refusal !== null) {
        const { url } = this.dequeue(host);
        this.report(blockedCheck(url, refusal, host.robots!.blocks(url)));
        continue;
      }
      if (this.inFlight >= this.settings.concurrency || host.inFlight >= this.settings.perHostConcurrency) {
        return Infinity;
      }
      const startAt = Math.max(host.nextStartAt, this.nextStartAt);
      if (startAt > now) return startAt;
      // The gap runs from this start, not from the pump's `now`: the URLs read ahead since took time.
      const startedAt = steadyNow();
      host.started(startedAt);
      this.nextStartAt = startedAt + this.rateGapMs;
      void this.run(host, this.dequeue(host));
    }
    if (host.queue.length === 0) this.waiting.delete(host);
    return Infinity;
  }

  private dequeue(host: HostSchedule): QueuedUrl {
    this.queued -= 1;
    return host.queue.shift()!;
  }

  private async run(host: HostSchedule, item: QueuedUrl): Promise<void> {
    this.inFlight += 1;
    host.inFlight += 1;
    let check: PageCheck | null;
    try {
      check = await this.options.checkOne(item.url, this.controller.signal, (target) => this.redirectRefusal(target));
    } catch (error) {
      // checkPage answers failures as values; a throw is a cancel, or a fault worth showing on the URL.
      check = this.controller.signal.aborted
        ? null
        : failedCheck(
            item.url,
            'connection',
            `check failed: ${error instanceof Error ? error.message : String(error)}`,
          );
    }
    this.inFlight -= 1;
    host.inFlight -= 1;
    if (this.state === 'cancelled' || check === null) return this.endIfCancelled();
    const refused = check.failure === null && isRetryableStatus(check.status);
    let skipped: RetrySkip | null = null;
    if (refused) {
      const now = steadyNow();
      const breaker = (host.refused?.urls ?? 0) >= this.settings.hostBreakerUrls ? host.refused : null;
      // The wall clock reads a Retry-After given as a date; the wait it makes is paced on the steady one.
      const plan = planRetry(check.retryAfter, item, this.settings, Date.now(), breaker && { ...breaker });
      if (plan.retry) {
        host.rest(now, plan.waitMs);
        this.retries += 1;
        host.queue.unshift({ ...item, attempt: item.attempt + 1, waitedMs: item.waitedMs + plan.waitMs });
        this.queued += 1;
        this.waiting.add(host);
        return this.pump();
      }
      host.rest(now, plan.restMs);
      skipped = plan.skipped;
    }
    if (check.failure?.kind !== 'blocked-by-robots') host.ended(check.status, refused);
    const again = this.options.secondFetch;
    if (again && item.first === undefined && !refused && again.needed(check)) {
      host.queue.unshift({ url: item.url, attempt: 0, waitedMs: 0, first: check });
      this.queued += 1;
      this.waiting.add(host);
      return this.pump();
    }
    if (again && item.first !== undefined) check = again.settle(item.first, check);
    this.meter.record(steadyNow());
    this.report({ ...check, ...retryFacts(item, refused, skipped), robotsBlocks: this.searchBlocks(host, check) });
    this.pump();
  }

  /**
   * The search engines robots.txt blocks from a fetched URL: from the listed URL itself (then they never
   * see where it redirects), else from the redirect target the checker's own group stopped it at.
   */
  private searchBlocks(host: HostSchedule, check: PageCheck): RobotsRefusal[] {
    const listed = host.robots?.blocks(check.url) ?? [];
    const target = check.failure?.kind === 'blocked-by-robots' ? check.hops.at(-1)?.location : null;
    if (listed.length > 0 || !target) return listed;
    const origin = URL.parse(target)?.origin;
    return (origin && this.hosts.get(origin)?.robots?.blocks(target)) || [];
  }

  private hostFor(origin: string): HostSchedule {
    let host = this.hosts.get(origin);
    if (host) return host;
    host = new HostSchedule(origin, this.rateGapMs);
    this.hosts.set(origin, host);
    if (this.settings.obeyRobots) this.readRobots(host);
    else host.robots = null;
    return host;
  }

  /**
   * Why a redirect to `target` is not followed, or null: each hop is held to the rules a listed URL
   * is (another host only when the settings allow, robots.txt of its origin), so a redirect cannot
   * carry the check off the site or past a Disallow.
   */
  private async redirectRefusal(target: string): Promise<CheckFailure | null> {
    const intake = takeIn(target, { ...this.rules, previous: undefined });
    if (intake.kind === 'known') return intake.check.failure;
    const robots = await this.hostFor(intake.origin).robotsKnown;
    const refusal = robots?.refusal(target) ?? null;
    return refusal === null ? null : blockedCheck(target, refusal).failure;
  }

  /** robots.txt is the first request to a host: the next waits its gap from this one's start. */
  private readRobots(host: HostSchedule): void {
    const startedAt = steadyNow();
    this.nextStartAt = Math.max(this.nextStartAt, startedAt + this.rateGapMs);
    this.robotsInFlight += 1;
    let known: (robots: HostRobots | null) => void = () => undefined;
    host.robotsKnown = new Promise((resolve) => (known = resolve));
    readHostRobots(
      host.origin,
      this.settings.robotsAgent,
      {
        userAgent: this.userAgent,
        timeoutMs: this.settings.robotsTimeoutMs,
        signal: this.controller.signal,
        dispatcher: this.dispatcher,
      },
      this.settings.searchEngines,
    )
      .then(
        (robots) => {
          host.robots = robots;
          host.started(startedAt);
          this.robotsReports.push(robots.report);
          known(robots);
        },
        (error: unknown) => {
          known(null);
          if (!this.controller.signal.aborted) this.fail(error);
        },
      )
      .finally(() => {
        this.robotsInFlight -= 1;
        if (this.state === 'cancelled') this.endIfCancelled();
        else this.pump();
      });
  }

  private count(check: PageCheck): void {
    this.counts[statusClassOf(check)] += 1;
    this.finished += 1;
  }

  private report(check: PageCheck): void {
    this.count(check);
    try {
      this.options.onResult?.(check);
    } catch (error) {
      this.fail(error);
    }
  }

  /** A fault the job cannot go on from (onResult threw): stop, and reject `done` with it. */
  private fail(error: unknown): void {
    this.failure ??= { error };
    void this.cancel();
  }

  private wakeAt(at: number, now: number): void {
    this.clearTimer();
    if (at === Infinity) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.pump();
      },
      // a longer wait (a huge Crawl-delay) wakes early and waits again
      Math.min(MAX_TIMER_MS, Math.max(0, Math.ceil(at - now))),
    );
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private endIfFinished(): void {
    const allRead = this.cursor >= this.options.urls.count;
    if (this.state !== 'running' || !allRead || this.queued > 0 || this.inFlight > 0 || this.robotsInFlight > 0) {
      return;
    }
    this.state = 'finished';
    this.clearTimer();
    this.settle.resolve(this.summary());
  }

  private endIfCancelled(): void {
    if (this.state !== 'cancelled' || this.inFlight > 0 || this.robotsInFlight > 0) return;
    if (this.failure) this.settle.reject(this.failure.error);
    else this.settle.resolve(this.summary());
  }

  private summary(): CheckSummary {
    return {
      counts: { ...this.counts },
      retries: this.retries,
      cancelled: this.state === 'cancelled',
      robots: [...this.robotsReports],
    };
  }
}

/** What a URL's retries were, on its result: only where a 429 or 503 was answered on the way. */
function retryFacts(item: QueuedUrl, refused: boolean, skipped: RetrySkip | null): Partial<PageCheck> {
  if (!refused && item.attempt === 0) return {};
  const facts: Partial<PageCheck> = { retries: item.attempt, waitedMs: item.waitedMs };
  if (skipped !== null) facts.retrySkipped = skipped;
  return facts;
}

/** Settings a person typed: whole numbers of at least one request at a time, no negative waits. */
function normalised(settings: CheckJobSettings): CheckJobSettings {
  return {
    ...settings,
    concurrency: Math.max(1, Math.floor(settings.concurrency)),
    perHostConcurrency: Math.max(1, Math.floor(settings.perHostConcurrency)),
    ratePerSecond: Math.max(0, settings.ratePerSecond),
    maxRetries: Math.max(0, Math.floor(settings.maxRetries)),
    retryBaseMs: Math.max(0, settings.retryBaseMs),
    maxRetryWaitMs: Math.max(0, settings.maxRetryWaitMs),
    hostBreakerUrls: Math.max(1, Math.floor(settings.hostBreakerUrls)),
    searchEngines: knownSearchEngines(settings.searchEngines),
  };
}

/** The search engines asked for that the check knows, each once; Googlebot alone when none is left. */
function knownSearchEngines(engines: unknown): readonly SearchEngineAgent[] {
  const known = Array.isArray(engines) ? SEARCH_ENGINE_AGENTS.filter((agent) => engines.includes(agent)) : [];
  return known.length > 0 ? known : DEFAULT_SEARCH_ENGINES;
}
