/**
 * Which URL of the fixture site is which case: the one table the server answers from and the tests
 * and benches assert against. Paths only; the site's origin is known once it listens.
 */

export type FixtureKind =
  /** `/`: links to the first page and to every linked case. */
  | 'home'
  /** `/page/<i>`: a plain page with a canonical to itself, linking to two others. */
  | 'page'
  /** Linked from pages but missing from the sitemap (what a crawl should find). */
  | 'unlisted'
  /** In the sitemap, linked from nowhere. */
  | 'orphan'
  /** One redirect (its status in `redirects`) to a page. */
  | 'redirect'
  | 'redirect-chain'
  | 'redirect-loop'
  | 'too-many-redirects'
  /** A redirect to an ftp: URL (in `target`). */
  | 'redirect-ftp'
  | 'not-found'
  | 'gone'
  | 'server-error'
  /** 503 with Retry-After the first `failTimes` times it is asked for, then the page. */
  | 'unavailable'
  /** 429 with Retry-After the first `failTimes` times, then the page. */
  | 'rate-limited'
  | 'noindex-header'
  | 'noindex-meta'
  /** `X-Robots-Tag: googlebot: noindex`: noindex for Googlebot only. */
  | 'noindex-googlebot'
  /** `X-Robots-Tag: otherbot: noindex`: indexable for Googlebot. */
  | 'noindex-otherbot'
  | 'canonical-elsewhere'
  /** A relative canonical under `<base href>`. */
  | 'canonical-base'
  /** Under a robots.txt Disallow for every crawler. */
  | 'disallowed'
  /** Under a robots.txt Disallow for Googlebot only. */
  | 'disallowed-googlebot'
  /** Answers after `slowMs`. */
  | 'slow'
  /** A complete head, then a body that never ends. */
  | 'endless'
  /** Headers, then nothing at all, for ever. */
  | 'stalled'
  | 'pdf'
  | 'image'
  /** A large PDF (8 MiB, Content-Length sent): a check must not read it. */
  | 'large-pdf'
  /**
   * The charset cases live at a path with letters beyond ASCII (escaped as UTF-8, CHARSET_PATHS)
   * and name it as their canonical unescaped, in their own charset: read right, it is the page itself.
   * windows-1252: `<meta charset>`, no charset in the header ("café").
   */
  | 'windows-1252'
  /** `charset=Shift_JIS` in the header ("ページ"). */
  | 'shift-jis'
  /** A UTF-8 byte order mark and no declaration ("ünï"). */
  | 'utf8-bom'
  /** A head of `hugeHeadBytes` (MBs) with a canonical at its start and a noindex at its end. */
  | 'huge-head'
  /** A page and its sitemap entry naming the same hreflang alternates. */
  | 'hreflang'
  /** A page whose hreflang links differ from its sitemap entry's alternates. */
  | 'hreflang-mismatch';

export interface FixtureAlternate {
  hreflang: string;
  path: string;
}

export interface FixtureCase {
  path: string;
  kind: FixtureKind;
  /** In the site's sitemap. */
  listed: boolean;
  /** Reachable by links from the home page. */
  linked: boolean;
  /** The status of the last response the first time it is asked for. */
  status: number | null;
  /** The statuses of the redirects on the way, in order. */
  redirects: number[];
  /** Where the redirects end (a path on the site), or where they point when not followed (loop, too many, ftp:). */
  target: string | null;
  /** The canonical the page the check ends at names, as a path; null when it is no HTML page. */
  canonical: string | null;
  /** For hreflang cases: the alternates the sitemap lists (the page's own are in `pageAlternates`). */
  alternates: FixtureAlternate[];
  pageAlternates: FixtureAlternate[];
  /** `<html lang>` of an HTML page, or null. */
  lang: string | null;
}

export interface FixtureSettings {
  pages: number;
  /** How many times 503 and 429 cases fail before they answer. */
  failTimes: number;
  retryAfterSeconds: number;
  slowMs: number;
  crawlDelaySeconds: number;
  hugeHeadBytes: number;
}

export const FIXTURE_DEFAULTS: FixtureSettings = {
  pages: 3000,
  failTimes: 2,
  retryAfterSeconds: 1,
  slowMs: 1500,
  crawlDelaySeconds: 1,
  hugeHeadBytes: 4 * 1024 * 1024,
};

/** Redirects in the too-many case before it reaches a page: more than a checker's default ten. */
export const TOO_MANY_REDIRECTS = 12;
/** The statuses of the redirect chain, one of each. */
export const CHAIN_STATUSES = [301, 302, 307, 308];
/** Every hundredth page links to an unlisted one. */
export const UNLISTED_EVERY = 100;
export const ORPHANS = 3;
/**
 * Paths only a nofollow leads to, so a crawl must never ask for them: the home page's one link with
 * rel=nofollow, and the one link of each unlisted page, whose robots meta says nofollow.
 */
export const NOFOLLOW_TARGETS = { link: '/nofollow/by-link', meta: '/nofollow/by-meta' } as const;
export const FTP_TARGET = 'ftp://127.0.0.1/files/report.txt';

export const CHARSET_PATHS = {
  'windows-1252': '/charset/caf%C3%A9',
  'shift-jis': '/charset/%E3%83%9A%E3%83%BC%E3%82%B8',
  'utf8-bom': '/charset/%C3%BCn%C3%AF',
} as const;

const HREFLANG_SET: FixtureAlternate[] = [
  { hreflang: 'en', path: '/hreflang/en' },
  { hreflang: 'de', path: '/hreflang/de' },
  { hreflang: 'fr', path: '/hreflang/fr' },
  { hreflang: 'x-default', path: '/hreflang/en' },
];

/** Every case of a site of `pages` plain pages, in a fixed order: special cases, then the pages. */
export function fixtureCases(pages: number): FixtureCase[] {
  const at = (index: number): string => `/page/${index % pages}`;
  const cases: FixtureCase[] = [];
  const add = (path: string, kind: FixtureKind, facts: Partial<FixtureCase> = {}): void => {
    const status = facts.status ?? 200;
    const redirects = facts.redirects ?? [];
    const target = facts.target ?? null;
    const page = status === 200 && !NO_PAGE.has(kind);
    cases.push({
      path,
      kind,
      listed: true,
      linked: true,
      status,
      redirects,
      target,
      canonical: page ? (redirects.length > 0 ? target : path) : null,
      alternates: [],
      pageAlternates: [],
      lang: page ? 'en' : null,
      ...facts,
    });
  };
  add('/', 'home');
  for (const status of [301, 302, 307, 308]) add(`/redirect/${status}`, 'redirect', redirect([status], at(status)));
  add('/redirect/relative', 'redirect', redirect([301], at(7)));
  add('/chain/0', 'redirect-chain', redirect(CHAIN_STATUSES, at(5)));
  add('/loop/a', 'redirect-loop', { status: 302, redirects: [301, 302], target: '/loop/a' });
  add('/too-many/0', 'too-many-redirects', redirect(Array<number>(TOO_MANY_REDIRECTS).fill(301), at(6)));
  add('/redirect/ftp', 'redirect-ftp', { status: 301, redirects: [301], target: FTP_TARGET });
  add('/status/404', 'not-found', { status: 404 });
  add('/status/410', 'gone', { status: 410 });
  add('/status/500', 'server-error', { status: 500 });
  add('/retry/503', 'unavailable', { status: 503 });
  add('/retry/429', 'rate-limited', { status: 429 });
  add('/noindex/header', 'noindex-header');
  add('/noindex/meta', 'noindex-meta');
  add('/noindex/googlebot', 'noindex-googlebot');
  add('/noindex/otherbot', 'noindex-otherbot');
  add('/canonical/elsewhere', 'canonical-elsewhere', { canonical: at(8) });
  add('/canonical/base', 'canonical-base', { canonical: at(9) });
  add('/private/1', 'disallowed');
  add('/no-google/1', 'disallowed-googlebot');
  add('/slow', 'slow');
  add('/endless', 'endless');
  add('/stalled', 'stalled');
  add('/files/report.pdf', 'pdf');
  add('/files/logo.png', 'image');
  add('/files/large.pdf', 'large-pdf');
  for (const [kind, path] of Object.entries(CHARSET_PATHS) as [FixtureKind, string][]) {
    add(path, kind, kind === 'shift-jis' ? { lang: 'ja' } : {});
  }
  add('/huge-head', 'huge-head');
  for (const { hreflang, path } of HREFLANG_SET.slice(0, 3)) {
    add(path, 'hreflang', { lang: hreflang, alternates: HREFLANG_SET, pageAlternates: HREFLANG_SET });
  }
  add('/hreflang/mismatch', 'hreflang-mismatch', {
    alternates: [
      { hreflang: 'en', path: '/hreflang/mismatch' },
      { hreflang: 'de', path: '/hreflang/de' },
    ],
    pageAlternates: [
      { hreflang: 'en', path: '/hreflang/mismatch' },
      { hreflang: 'fr', path: '/hreflang/fr' },
    ],
  });
  for (let orphan = 0; orphan < ORPHANS; orphan++) add(`/orphan/${orphan}`, 'orphan', { linked: false });
  for (let page = 0; page < pages; page++) {
    add(`/page/${page}`, 'page');
    if (page % UNLISTED_EVERY === 0) add(`/unlisted/${page / UNLISTED_EVERY}`, 'unlisted', { listed: false });
  }
  return cases;
}

/** The cases whose last answer, though 200, is no HTML page read to its head. */
const NO_PAGE = new Set<FixtureKind>(['stalled', 'pdf', 'image', 'large-pdf']);

function redirect(statuses: number[], target: string): Partial<FixtureCase> {
  return { redirects: statuses, target };
}

/** The pages a plain page links to: the next one, one further away, and every hundredth an unlisted page. */
export function pageLinks(page: number, pages: number): string[] {
  const links = [`/page/${(page + 1) % pages}`, `/page/${(page * 7 + 3) % pages}`];
  if (page % UNLISTED_EVERY === 0) links.push(`/unlisted/${page / UNLISTED_EVERY}`);
  return links;
}
