import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITEMAP_NS } from '../sitemap-xml';

export interface HtmlSite {
  /** `${origin}/`, linking every page and the private one. */
  home: string;
  /** The plain pages, `${origin}/page-N.html`, each its own canonical, in English. */
  pages: string[];
  /** Linked from the home page, disallowed by robots.txt. */
  blocked: string;
  /** A page whose head is followed by `largeBytes` of body, linked from nowhere. */
  large: string;
  /** `${origin}/sitemap.xml`: the home page and the plain pages. */
  sitemap: string;
  robots: string;
}

const page = (url: string, title: string, body: string): string =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="canonical" href="${url}"></head>\n<body>${body}</body></html>\n`;

/** Writes a small static site for a server at `origin`: pages, a robots.txt and a sitemap naming them. */
export async function writeHtmlSite(
  dir: string,
  origin: string,
  pages = 5,
  largeBytes = 2 * 1024 * 1024,
): Promise<HtmlSite> {
  const urls = Array.from({ length: pages }, (_, i) => `${origin}/page-${i + 1}.html`);
  const link = (url: string): string => `<a href="${url.slice(origin.length)}">${url}</a>\n`;
  const site: HtmlSite = {
    home: `${origin}/`,
    pages: urls,
    blocked: `${origin}/private/secret.html`,
    large: `${origin}/large.html`,
    sitemap: `${origin}/sitemap.xml`,
    robots: `${origin}/robots.txt`,
  };
  await mkdir(join(dir, 'private'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page(site.home, 'Home', [...urls, site.blocked].map(link).join('')));
  for (const [i, url] of urls.entries()) {
    await writeFile(join(dir, `page-${i + 1}.html`), page(url, `Page ${i + 1}`, link(urls[(i + 1) % pages]!)));
  }
  await writeFile(join(dir, 'private/secret.html'), page(site.blocked, 'Private', ''));
  const filler = `<p>${'Large page text. '.repeat(60)}</p>\n`;
  await writeFile(
    join(dir, 'large.html'),
    page(site.large, 'Large', filler.repeat(Math.ceil(largeBytes / filler.length))),
  );
  await writeFile(join(dir, 'robots.txt'), `User-agent: *\nDisallow: /private/\n\nSitemap: ${site.sitemap}\n`);
  const entries = [site.home, ...urls].map((url) => `<url><loc>${url}</loc></url>\n`).join('');
  await writeFile(
    join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries}</urlset>\n`,
  );
  return site;
}
