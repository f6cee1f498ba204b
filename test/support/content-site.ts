import { startServer, type TestServer } from './http-server';

/**
 * A site on 127.0.0.1 for the content check: pages whose content really changes when the site is
 * changed (`change()`: main text, JSON-LD, links, title), pages where only the frame or a volatile
 * token moves (footer, a sidebar date, a CSRF token, an ad slot, a view counter and a relative time),
 * changing on every request as well as on `change()`, and a page whose main content differs on
 * every request. Its sitemap lists them all with one old lastmod.
 */
export interface ContentSite {
  origin: string;
  /** The pages by what a second check should find of them. */
  paths: { real: readonly string[]; noise: readonly string[]; unstable: readonly string[] };
  url(path: string): string;
  /** The site's next edition: the real pages change, the others only in their frame and tokens. */
  change(): void;
  /** The sitemap's URL. */
  sitemap: string;
  /** The path of every request so far, in order. */
  requests(): string[];
  close(): Promise<void>;
}

/** The lastmod every page has in the sitemap. */
export const CONTENT_SITE_LASTMOD = '2026-01-05';

const REAL = ['/real/text', '/real/json-ld', '/real/links', '/real/title'] as const;
const NOISE = ['/noise/footer', '/noise/sidebar-date', '/noise/csrf', '/noise/ad', '/noise/views'] as const;
const UNSTABLE = ['/unstable/quote'] as const;

type Page = (typeof REAL)[number] | (typeof NOISE)[number] | (typeof UNSTABLE)[number];

/** One page's HTML in `edition`, for request number `visit`. */
function html(path: Page, edition: number, visit: number): string {
  const token = `${visit.toString(36)}x${(visit * 7919).toString(16)}`;
  const title = path === '/real/title' ? `Boots, edition ${edition}` : 'Boots';
  const price = path === '/real/json-ld' ? 80 + edition : 80;
  const related = path === '/real/links' ? `/shoes/${edition}` : '/shoes/1';
  const lines: string[] = [
    '<p>Walking boots of waxed leather, with a sole that grips on wet rock.</p>',
    `<p>See also <a href="${related}?v=${token}">our shoes</a>.</p>`,
  ];
  if (path === '/real/text') lines.push(`<p>Now in ${['brown', 'black', 'green', 'red'][edition % 4]}.</p>`);
  if (path === '/noise/views') lines.push(`<p>${1200 + visit} views · updated ${visit} minutes ago</p>`);
  if (path === '/noise/csrf')
    lines.push(
      `<form method="post"><input type="hidden" name="csrf" value="${token}"><button>Buy</button></form>`,
      `<p><a href="/cart?_token=${token}">cart</a></p>`,
    );
  if (path === '/noise/ad')
    lines.push(
      `<div role="complementary" class="ad-slot">Sponsored: offer ${visit}<iframe src="/ads/${visit}"></iframe></div>`,
    );
  if (path === '/unstable/quote') lines.push(`<p>Quote of the moment: number ${visit * 31 + edition}.</p>`);
  const sidebar = path === '/noise/sidebar-date' ? `<aside>Today is day ${edition * 1000 + visit}</aside>` : '';
  const footer = path === '/noise/footer' ? `© Boots Ltd, build ${edition}.${visit}` : '© Boots Ltd';
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Boots', price });
  return (
    `<!doctype html><html><head><title>${title}</title><meta name="csrf-token" content="${token}">` +
    `<script type="application/ld+json">${jsonLd}</script></head>` +
    `<body><header><nav><a href="/">Home</a> visit ${visit}</nav></header>${sidebar}` +
    `<main><h1>Boots</h1>${lines.join('')}</main><footer>${footer}</footer></body></html>`
  );
}

export async function startContentSite(): Promise<ContentSite> {
  let edition = 1;
  let visit = 0;
  let origin = '';
  const pages = [...REAL, ...NOISE, ...UNSTABLE];
  const routes: Parameters<typeof startServer>[0] = {
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
    '/sitemap.xml': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      const urls = pages.map(
        (path) => `<url><loc>${origin}${path}</loc><lastmod>${CONTENT_SITE_LASTMOD}</lastmod></url>`,
      );
      response.end(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
    },
  };
  for (const path of pages)
    routes[path] = (_request, response) => {
      visit += 1;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html(path, edition, visit));
    };
  const server: TestServer = await startServer(routes);
  origin = server.origin;
  return {
    origin,
    paths: { real: REAL, noise: NOISE, unstable: UNSTABLE },
    url: (path) => `${origin}${path}`,
    change: () => void (edition += 1),
    sitemap: `${origin}/sitemap.xml`,
    requests: () => server.requests.map((request) => request.path),
    close: () => server.close(),
  };
}
