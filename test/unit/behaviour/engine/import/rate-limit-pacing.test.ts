import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  FILE_REFUSALS_AT_CAP,
  stepsToCap,
  stepsToGiveUp,
  type Backoff,
} from '../../../../../electron/engine/import/refusal-backoff';
import type { ImportOptions, ImportResult } from '../../../../../shared/import-types';
import type { Handler } from '../../../../support/http-server';
import { codes, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { whole } from '../../../../support/zoo/hostile-handlers';
import { serveRateLimitedNginx } from '../../../../support/zoo/rate-limited-nginx';
import { serveRateLimited, type LoggedRequest, type Refusal } from '../../../../support/zoo/rate-limited-server';

const CONNECTIONS = 4;
const names = (count: number): string[] => Array.from({ length: count }, (_, at) => `/s-${at + 1}.xml`);
/** /index.xml listing `paths`, each a sitemap of two URLs. */
function indexed(paths: readonly string[]): Record<string, string> {
  const index = sitemapIndex(...paths.map((path) => `{origin}${path}`));
  return Object.fromEntries([['/index.xml', index], ...paths.map((path) => [path, numberedUrlset(2)])]);
}
/** The python server refusing every one of `paths` as `refusal` says, and listing them in /index.xml. */
const refusingEach = (paths: readonly string[], refusal: Refusal): ReturnType<typeof serveRateLimited> =>
  serveRateLimited({ files: indexed(paths), refuse: Object.fromEntries(paths.map((path) => [path, refusal])) });
const sitemaps = (log: LoggedRequest[]): LoggedRequest[] =>
  log.filter((item) => item.path !== '/index.xml').sort((one, other) => one.at - other.at);

/**
 * The requests made after the first ones sent together (the host's limit, before any answer) each
 * arrived once every request before it had its answer: one at a time.
 */
function expectOneAtATime(log: LoggedRequest[]): void {
  const requests = sitemaps(log);
  expect(requests.slice(0, CONNECTIONS).some((item) => item.status !== 200)).toBe(true);
  for (let next = CONNECTIONS; next < requests.length; next++) {
    const answered = Math.max(...requests.slice(0, next).map((item) => item.sent));
    expect(requests[next]!.at, `${requests[next]!.path} overlaps`).toBeGreaterThanOrEqual(answered);
  }
}

/** No request arrived during a wait a refusal asked for, but the ones sent with the first before any answer. */
function expectNothingDuringWaits(log: LoggedRequest[]): void {
  const requests = sitemaps(log);
  const paced = requests.slice(CONNECTIONS);
  for (const refusal of requests.filter((item) => item.askAgainAt !== undefined)) {
    const during = paced.filter((item) => item.at > refusal.sent && item.at < refusal.askAgainAt!);
    expect(
      during.map((item) => item.path),
      `during the wait ${refusal.path} asked at ${refusal.sent}`,
    ).toEqual([]);
  }
}

/**
 * Each request after the first ones sent together came, after a refusal, no sooner than the host's
 * pause: the first pause doubled per refusal in a row up to the cap, from the last answer before it
 * (the server's clock). A request let through starts the count again.
 */
function expectBackoff(log: LoggedRequest[], backoff: Backoff): void {
  const requests = sitemaps(log);
  let step = requests.slice(0, CONNECTIONS).some((item) => item.status !== 200) ? 1 : 0;
  for (let next = CONNECTIONS; next < requests.length; next++) {
    const answered = Math.max(...requests.slice(0, next).map((item) => item.sent));
    const pause = step === 0 ? 0 : backoffMs(step, backoff) / 1000;
    expect(requests[next]!.at - answered, `${requests[next]!.path} after ${step} refusals`).toBeGreaterThanOrEqual(
      pause,
    );
    step = requests[next]!.status === 200 ? 0 : step + 1;
  }
}

/** The server's waits are real seconds: one a refusal, a few in a row. */
const WAITS_MS = 30_000;

/** Imports /index.xml of `origin` as the app does (four requests a host at most), and checks it was paced. */
async function importPaced(
  origin: string,
  log: () => LoggedRequest[],
  options: ImportOptions = { retryDelayMs: 10 },
): Promise<ImportResult> {
  const result = await importAll([`${origin}/index.xml`], { ...options, connectionsPerHost: CONNECTIONS });
  expectOneAtATime(log());
  expectNothingDuringWaits(log());
  return result;
}

/** A short backoff for tests: 0.25, 0.5, 1, 1.5 s. */
const SHORT: Backoff = { baseMs: 250, capMs: 1_500 };
const shortOptions = { retryDelayMs: SHORT.baseMs, retryWaitCapMs: SHORT.capMs };

describe('a rate-limited host, from its first refusal', () => {
  it(
    'loses no file behind nginx allowing 2 requests a second (limit_req, 429 with Retry-After: 1)',
    async () => {
      // Four first reads at once: one passes, three are refused; their second reads went together after
      // the wait, and every one but the first was refused again and lost.
      const paths = names(8);
      const { origin, log } = await serveRateLimitedNginx(indexed(paths), { perSecond: 2, retryAfterSeconds: 1 });
      const result = await importPaced(origin, log);

      expect(result.unread).toEqual([]);
      expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, ...paths.map(() => 2)]);
    },
    WAITS_MS,
  );

  it(
    'reads again a file refused on its second read, after the wait, and says how many reads it took',
    async () => {
      // Three files refused twice each, all three at once: two reads each would lose them all.
      const paths = names(3);
      const { origin, log } = await refusingEach(paths, { status: 429, seconds: 1, times: 2 });
      const result = await importPaced(origin, log);

      expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 2, 2, 2]);
      for (const path of paths) expect(log().filter((item) => item.path === path)).toHaveLength(3);
      const notes = result.problems.filter((item) => item.code === 'read-retried').map((item) => item.message);
      expect(notes).toEqual(
        paths.map(
          (path) =>
            `Reading ${origin}${path} failed (http-status); it took 3 reads, the last after 1 s, as the server asked (Retry-After).`,
        ),
      );
    },
    WAITS_MS,
  );

  // A fixed pause spent a file's reads in its first second, and gave the host up soon after (review finding 5).
  // A 503's second reads failing again once counted as a host down (HostRetries), which ended them too.
  it.each([
    { status: 429 as const, files: 5 },
    { status: 503 as const, files: 3 },
  ])(
    'without Retry-After, letting one request through every 3 s ($status), has every sitemap read: its pause doubles per refusal in a row',
    async ({ status, files }) => {
      const paths = names(files);
      const { origin, log } = await serveRateLimited({ files: indexed(paths), pace: { everySeconds: 3, status } });
      const result = await importPaced(origin, log, shortOptions);

      expect(result.unread).toEqual([]);
      expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, ...paths.map(() => 2)]);
      expectBackoff(log(), SHORT);
      expect(codes(result).filter((code) => code !== 'read-retried')).toEqual([]);
    },
    WAITS_MS,
  );

  it(
    'without Retry-After, refusing every read, is given up once its pause reached the cap: in a bounded number of requests',
    async () => {
      const paths = names(12);
      const { origin, log } = await serveRateLimited({
        files: indexed(paths),
        pace: { everySeconds: 3_600, status: 503 },
      });
      const backoff = { baseMs: 100, capMs: 400 };
      const result = await importPaced(origin, log, { retryDelayMs: backoff.baseMs, retryWaitCapMs: backoff.capMs });

      // The four sent together (one step), then one at a time after 0.1, 0.2, then 0.4 s seven times.
      expect(stepsToGiveUp(backoff)).toBe(9);
      expect(sitemaps(log())).toHaveLength(CONNECTIONS - 1 + stepsToGiveUp(backoff));
      expectBackoff(log(), backoff);
      expect(result.files.map((file) => file.summary.urlCount)).toEqual([0]);
      expect(result.unread.map((item) => item.location)).toEqual(paths.map((path) => `${origin}${path}`));
      const notAsked = result.problems.filter((item) => item.code === 'host-refusing');
      expect(notAsked.length).toBeGreaterThan(0);
      expect(notAsked.at(-1)!.message).toBe(
        `${origin}${paths[paths.length - 1]} was not read: ${new URL(origin).host} refused the last 12 requests in a row (429 or 503), the later ones one at a time after waits growing to 1 s, so the import stopped asking it. Import it again later.`,
      );
    },
    WAITS_MS,
  );

  it(
    'that refuses every read ends soon, every file failed and named, after a bounded number of requests',
    async () => {
      const paths = names(12);
      const { origin, log } = await refusingEach(paths, { status: 429, seconds: 1, times: 1_000 });
      // 0.25, 0.5, 1 s: the cap reached at the third step, each wait as long as asked (1 s).
      const backoff = { baseMs: 250, capMs: 1_000 };
      const result = await importPaced(origin, log, { retryDelayMs: backoff.baseMs, retryWaitCapMs: backoff.capMs });

      // The four sent together, then one at a time after each wait, until three files in a row were refused at the cap.
      const refusals = CONNECTIONS - 1 + stepsToGiveUp(backoff);
      expect(sitemaps(log())).toHaveLength(refusals);
      expect(result.files.map((file) => file.summary.urlCount)).toEqual([0]);
      expect(result.unread.map((item) => item.location)).toEqual(paths.map((path) => `${origin}${path}`));
      const failures = result.problems.filter((item) => item.severity === 'error');
      expect(failures.map((item) => item.place.file)).toEqual(paths.map((path) => `${origin}${path}`));
      expect(failures.filter((item) => item.code === 'http-status').length).toBeGreaterThan(0);
      const notAsked = failures.filter((item) => item.code === 'host-refusing');
      expect(notAsked.length).toBeGreaterThan(0);
      expect(notAsked.at(-1)!.message).toBe(
        `${origin}${paths[paths.length - 1]} was not read: ${new URL(origin).host} refused the last ${refusals} requests in a row (429 or 503), the later ones one at a time after waits growing to 1 s, so the import stopped asking it. Import it again later.`,
      );
    },
    WAITS_MS,
  );

  it('without Retry-After, ends as soon: a file refused twice at the cap fails, and three such files in a row give the host up', async () => {
    const refused: Handler = (_request, response) => void response.writeHead(503).end('unavailable');
    const paths = names(5);
    const routes: Record<string, Handler> = { '/index.xml': whole(sitemapIndex(...paths)) };
    for (const path of paths) routes[path] = refused;
    const { origin, requests } = await serveForTest(routes);
    // 10, 20, 40, 80 ms: the cap reached at the fourth step.
    const backoff = { baseMs: 10, capMs: 80 };
    const options = { retryDelayMs: backoff.baseMs, retryWaitCapMs: backoff.capMs, connectionsPerHost: 1 };
    const result = await importAll([`${origin}/index.xml`], options);

    const asked = (path: string): number => requests.filter((request) => request.path === path).length;
    expect(stepsToCap(backoff) + FILE_REFUSALS_AT_CAP).toBe(6);
    // One connection: the first file six times (four steps to the cap, two at it), the next two twice (at
    // it): the host is given up.
    expect(paths.map(asked)).toEqual([6, 2, 2, 0, 0]);
    expect(codes(result).filter((code) => code !== 'child-loc-relative')).toEqual([
      ...['read-retried', 'http-status'],
      ...['read-retried', 'http-status'],
      ...['read-retried', 'http-status'],
      'host-refusing',
      'host-refusing',
    ]);
  });

  /** /index.xml of `kinds`, each 'good' (a sitemap of two URLs) or 'bad' (503 for good, no Retry-After); its origin and requests. */
  async function goodAndBad(kinds: readonly ('good' | 'bad')[], answer?: (served: number) => boolean) {
    const paths = kinds.map((kind, at) => `/${kind}-${at}.xml`);
    const refused: Handler = (_request, response) => void response.writeHead(503).end('unavailable');
    const routes: Record<string, Handler> = { '/index.xml': whole(sitemapIndex(...paths)) };
    let served = 0;
    for (const [at, path] of paths.entries()) {
      const good = whole(numberedUrlset(2));
      routes[path] =
        kinds[at] === 'bad'
          ? refused
          : (request, response) =>
              (answer?.(served++) ?? true) ? good(request, response) : refused(request, response);
    }
    return { paths, ...(await serveForTest(routes)) };
  }
  // 10, 20, 40, 80 ms: the cap reached at the fourth step.
  const fast = { retryDelayMs: 10, retryWaitCapMs: 80 };

  it('a host that serves its other files is not given up for two files in a row it refuses for good: every other file is read', async () => {
    for (const connectionsPerHost of [1, CONNECTIONS]) {
      const kinds = ['good', 'bad', 'bad', 'good', 'good', 'good', 'bad', 'good', 'bad', 'bad', 'good'] as const;
      const { paths, origin } = await goodAndBad(kinds);
      const result = await importAll([`${origin}/index.xml`], { ...fast, connectionsPerHost });
      const failed = result.problems.filter((item) => item.severity === 'error');
      expect(codes(result), `${connectionsPerHost} a host`).not.toContain('host-refusing');
      expect(failed.map((item) => item.place.file)).toEqual(
        paths.filter((path) => path.startsWith('/bad')).map((path) => `${origin}${path}`),
      );
      expect(result.files.filter((file) => file.rows.length === 2)).toHaveLength(
        kinds.filter((kind) => kind === 'good').length,
      );
    }
  });

  it('a host that served, then refuses every read (a quota spent), is given up after three files in a row failed', async () => {
    const kinds = Array.from({ length: 12 }, () => 'good' as const);
    // The first two files are served, then every read is refused.
    const { paths, origin, requests } = await goodAndBad(kinds, (served) => served < 2);
    const result = await importAll([`${origin}/index.xml`], { ...fast, connectionsPerHost: 1 });
    const asked = (path: string): number => requests.filter((request) => request.path === path).length;
    const statusOf = (path: string): string | undefined =>
      result.problems.find((item) => item.place.file === `${origin}${path}` && item.severity === 'error')?.code;
    expect(paths.slice(0, 2).map(asked)).toEqual([1, 1]);
    // The third file climbs to the cap (6 reads), the next two are refused twice at it; the rest are not asked.
    expect(paths.slice(2).map(asked)).toEqual([6, 2, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(paths.slice(2).map(statusOf)).toEqual([
      'http-status',
      'http-status',
      'http-status',
      ...Array.from({ length: 7 }, () => 'host-refusing'),
    ]);
  });

  it('files it refuses for good listed first, as many as are asked at once, do not give the host up before a file not yet asked is: every other file is read', async () => {
    // The four asked together are refused, and each is read again first: three of them once gave the host up.
    const kinds = ['bad', 'bad', 'bad', 'bad', 'good', 'good', 'good', 'good'] as const;
    const { paths, origin, requests } = await goodAndBad(kinds);
    const result = await importAll([`${origin}/index.xml`], { ...fast, connectionsPerHost: CONNECTIONS });

    expect(codes(result)).not.toContain('host-refusing');
    const failed = result.problems.filter((item) => item.severity === 'error');
    expect(failed.map((item) => item.place.file)).toEqual(paths.slice(0, 4).map((path) => `${origin}${path}`));
    expect(result.files.filter((file) => file.rows.length === 2)).toHaveLength(4);
    for (const path of paths.slice(4))
      expect(
        requests.filter((request) => request.path === path),
        path,
      ).toHaveLength(1);
  });

  it('refusing every read, with as many asked at once: a file not yet asked is asked once the first fails, and the host is given up as soon', async () => {
    const kinds = Array.from({ length: 8 }, () => 'bad' as const);
    const { paths, origin, requests } = await goodAndBad(kinds);
    const result = await importAll([`${origin}/index.xml`], { ...fast, connectionsPerHost: CONNECTIONS });
    const asked = (path: string): number => requests.filter((request) => request.path === path).length;

    // The four asked together are refused and one of them climbs to the cap; once a file fails at it, a file
    // not yet asked goes next (in what order the files then come depends on the others' second reads).
    expect(paths.slice(4).filter((path) => asked(path) > 0).length).toBeGreaterThan(0);
    // As many requests as before, when the four asked together were read again until the host was given up.
    expect(requests.filter((request) => request.path !== '/index.xml')).toHaveLength(
      CONNECTIONS - 1 + stepsToGiveUp({ baseMs: fast.retryDelayMs, capMs: fast.retryWaitCapMs }),
    );
    expect(result.unread).toHaveLength(kinds.length);
    expect(codes(result)).toContain('host-refusing');
  });
});
