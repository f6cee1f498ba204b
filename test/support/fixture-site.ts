import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FIXTURE_DEFAULTS,
  FTP_TARGET,
  fixtureCases,
  type FixtureCase,
  type FixtureKind,
  type FixtureSettings,
} from './fixture-cases';
import {
  casePage,
  charsetPage,
  CHARSET_CANONICALS,
  endlessStart,
  hugeHeadPage,
  PDF_BYTES,
  PNG_BYTES,
} from './fixture-pages';
import { fixtureRobotsTxt, fixtureSitemap } from './fixture-sitemap';

export type { FixtureCase, FixtureKind, FixtureSettings } from './fixture-cases';

export interface FixtureSite {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  settings: FixtureSettings;
  /** Every case, in a fixed order (special cases first, then the plain pages). */
  cases: readonly FixtureCase[];
  /** The absolute URL of a path on the site. */
  url(path: string): string;
  /** The cases of one kind. */
  ofKind(kind: FixtureKind): FixtureCase[];
  /** How many requests a path has had (redirect steps and robots.txt included), so retries can be counted. */
  hits(path: string): number;
  close(): Promise<void>;
}

const HTML = { 'content-type': 'text/html; charset=utf-8' };

/**
 * A generated site on 127.0.0.1 with every case a site check meets (fixture-cases.ts lists them),
 * answering deterministically; 503 and 429 cases fail a fixed number of times per URL first.
 */
export async function startFixtureSite(options: Partial<FixtureSettings> = {}): Promise<FixtureSite> {
  const settings: FixtureSettings = { ...FIXTURE_DEFAULTS, ...options };
  const cases = fixtureCases(settings.pages);
  const byPath = new Map(cases.map((entry) => [entry.path, entry]));
  const linked = cases.filter((entry) => entry.linked && entry.kind !== 'page' && entry.kind !== 'home');
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';
  let hugeHead: Buffer | null = null;

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    const entry = byPath.get(path);
    if (entry) return answerCase(entry, count, response);
    if (path === '/robots.txt')
      return send(response, 200, { 'content-type': 'text/plain' }, fixtureRobotsTxt(origin, settings));
    const sitemap = /^\/sitemap(?:-(\d+))?\.xml$/.exec(path);
    if (sitemap) return answerSitemap(sitemap[1], response);
    const step = /^\/(chain|loop|too-many)\/(\w+)$/.exec(path);
    if (step) return answerStep(step[1]!, step[2]!, response);
    send(response, 404, HTML, '<!doctype html><title>Not found</title><h1>Not found</h1>');
  });

  function answerCase(entry: FixtureCase, count: number, response: ServerResponse): void {
    const page = (): void => send(response, 200, HTML, casePage(entry, settings.pages, linked));
    switch (entry.kind) {
      case 'redirect':
        return redirect(
          response,
          entry.redirects[0]!,
          entry.path === '/redirect/relative' ? '../page/7' : entry.target!,
        );
      case 'redirect-chain':
      case 'redirect-loop':
      case 'too-many-redirects':
        return answerStep(entry.path.split('/')[1]!, entry.path.split('/')[2]!, response);
      case 'redirect-ftp':
        return redirect(response, 301, FTP_TARGET);
      case 'not-found':
      case 'gone':
      case 'server-error':
        return send(response, entry.status!, HTML, `<!doctype html><title>${entry.status}</title>`);
      case 'unavailable':
      case 'rate-limited':
        if (count > settings.failTimes) return page();
        return send(
          response,
          entry.status!,
          { ...HTML, 'retry-after': String(settings.retryAfterSeconds) },
          'Try later',
        );
      case 'noindex-header':
        return send(response, 200, { ...HTML, 'x-robots-tag': 'noindex' }, casePage(entry, settings.pages, linked));
      case 'noindex-googlebot':
      case 'noindex-otherbot': {
        const agent = entry.kind === 'noindex-googlebot' ? 'googlebot' : 'otherbot';
        return send(
          response,
          200,
          { ...HTML, 'x-robots-tag': `${agent}: noindex` },
          casePage(entry, settings.pages, linked),
        );
      }
      case 'slow':
        return later(settings.slowMs, page);
      case 'endless':
        return endless(response, entry.path);
      case 'stalled':
        return void response.writeHead(200, HTML).flushHeaders();
      case 'pdf':
        return send(response, 200, { 'content-type': 'application/pdf', 'last-modified': LAST_MODIFIED }, PDF_BYTES);
      case 'image':
        return send(response, 200, { 'content-type': 'image/png' }, PNG_BYTES);
      case 'large-pdf':
        return send(response, 200, { 'content-type': 'application/pdf' }, Buffer.alloc(8 * 1024 * 1024, 0x20));
      case 'windows-1252':
        return send(
          response,
          200,
          { 'content-type': 'text/html' },
          charsetPage(CHARSET_CANONICALS[entry.kind], 'en', 'windows-1252', false),
        );
      case 'shift-jis':
        return send(
          response,
          200,
          { 'content-type': 'text/html; charset=Shift_JIS' },
          charsetPage(CHARSET_CANONICALS[entry.kind], 'ja', null, false),
        );
      case 'utf8-bom':
        return send(
          response,
          200,
          { 'content-type': 'text/html' },
          charsetPage(CHARSET_CANONICALS[entry.kind], 'en', null, true),
        );
      case 'huge-head':
        hugeHead ??= hugeHeadPage(entry.path, settings.hugeHeadBytes);
        return send(response, 200, HTML, hugeHead);
      default:
        return page();
    }
  }

  /** One step of the chain, the loop or the too-many run; step numbers lead to the next. */
  function answerStep(run: string, step: string, response: ServerResponse): void {
    if (run === 'loop') return redirect(response, step === 'a' ? 301 : 302, step === 'a' ? '/loop/b' : '/loop/a');
    const { redirects: statuses, target } = byPath.get(`/${run}/0`)!;
    const index = Number(step);
    if (!(index < statuses.length)) return send(response, 404, HTML, 'No such step');
    redirect(response, statuses[index]!, index + 1 < statuses.length ? `/${run}/${index + 1}` : target!);
  }

  function answerSitemap(chunk: string | undefined, response: ServerResponse): void {
    const listed = cases.filter((entry) => entry.listed);
    const xml = fixtureSitemap(origin, listed, chunk === undefined ? null : Number(chunk));
    if (xml === null) return send(response, 404, HTML, 'No such sitemap');
    send(response, 200, { 'content-type': 'application/xml' }, xml);
  }

  function later(ms: number, work: () => void): void {
    const timer = setTimeout(() => (timers.delete(timer), work()), ms);
    timers.add(timer);
  }

  /** The head at once, then a few bytes of body every 50 ms until the client goes away. */
  function endless(response: ServerResponse, path: string): void {
    response.writeHead(200, HTML);
    response.write(endlessStart(path));
    const timer = setInterval(() => response.write('<p>more</p>'), 50);
    timers.add(timer);
    response.on('close', () => (clearInterval(timer), timers.delete(timer)));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    settings,
    cases,
    url: (path) => `${origin}${path}`,
    ofKind: (kind) => cases.filter((entry) => entry.kind === kind),
    hits: (path) => hits.get(path) ?? 0,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Last-Modified the PDF is sent with. */
export const LAST_MODIFIED = 'Wed, 01 May 2024 10:00:00 GMT';

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  response.end(body);
}

function redirect(response: ServerResponse, status: number, location: string): void {
  send(response, status, { ...HTML, location }, `<!doctype html><title>Moved</title><a href="${location}">here</a>`);
}
