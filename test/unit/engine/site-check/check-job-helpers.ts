import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import {
  startCheckJob,
  type CheckJob,
  type CheckJobOptions,
  type CheckOne,
} from '../../../../electron/engine/site-check/check-job';
import { urlsFromArray } from '../../../../electron/engine/site-check/check-job-intake';
import type { CheckSummary } from '../../../../shared/site-check/check-job-report';
import { failedCheck } from '../../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import type { Handler } from '../../../support/http-server';

/** A small real check for the job's tests: one GET with undici, the whole body read, no redirects followed. */
export const plainCheck: CheckOne = async (url, signal) => {
  const startedAt = Date.now();
  const response = await request(url, { signal, headers: { 'user-agent': 'check-job-test' } });
  await response.body.text();
  const retryAfter = response.headers['retry-after'];
  const status = response.statusCode;
  return {
    ...failedCheck(url, 'connection', '', startedAt),
    status,
    hops: [{ url, status, location: null }],
    finalUrl: url,
    timeMs: Date.now() - startedAt,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
    failure: null,
  };
};

/**
 * plainCheck, the time the job started each request noted in `starts` (the job calls its checkOne as it
 * starts one): its pacing, which the server's arrival times blur by each request's delivery delay.
 */
export const startsNoted =
  (starts: number[]): CheckOne =>
  (url, signal, redirect) => {
    starts.push(performance.now());
    return plainCheck(url, signal, redirect);
  };

/**
 * A gap a rate's timer keeps, less what noting the starts may take off it: a start is noted as checkOne
 * is called, just after the job took its time, and a pause of the thread between the two (a garbage
 * collection, or another process given the core on a loaded machine) notes one start late, its gap to
 * the next that much short: 7.7 ms in a CI rehearsal, where 2 ms were allowed. A pacing that failed
 * starts requests together, some 200 ms short.
 */
export const RATE_GAP_TOLERANCE_MS = 25;

export interface JobRun {
  job: CheckJob;
  results: PageCheck[];
  done: Promise<CheckSummary>;
}

/** Starts a job over `urls` with plainCheck (unless given another), collecting every result. */
export function runJob(urls: readonly string[], options: Partial<CheckJobOptions> & { ownHosts: string[] }): JobRun {
  const results: PageCheck[] = [];
  const job = startCheckJob({
    checkOne: plainCheck,
    ...options,
    urls: urlsFromArray(urls),
    onResult: (check) => {
      results.push(check);
      options.onResult?.(check);
    },
  });
  return { job, results, done: job.done };
}

/** The job's settings with politeness that would only slow a test down turned off. */
export const quick = { ratePerSecond: 0, retryBaseMs: 10 } as const;

export function hostOf(origin: string): string {
  return new URL(origin).host;
}

/** The server's own clock at each request to a path, as the handler saw it arrive. */
export function stamped(times: number[], then: Handler = (_request, response) => void response.end('ok')): Handler {
  return (request, response) => {
    times.push(performance.now());
    then(request, response);
  };
}

export function gaps(times: readonly number[]): number[] {
  return times.slice(1).map((time, index) => time - times[index]!);
}

/** Waits (polling) until `ready()` holds: for states the server reaches, never to assert a duration. */
export async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
}

export function byUrl(results: readonly PageCheck[]): Map<string, PageCheck> {
  return new Map(results.map((check) => [check.url, check]));
}
