import type { PageAlternate } from './page-check';
import { pageKey } from './page-key';

/**
 * Where a sitemap's alternates for a URL and the page's own hreflang links differ, each side's
 * extra entries as "hreflang href"; null when they agree, or when either side names none (Google
 * takes hreflang from the sitemap or the page: one of them is enough).
 */
export function hreflangDisagreement(
  inSitemap: readonly PageAlternate[],
  onPage: readonly PageAlternate[],
): { onlyInSitemap: string[]; onlyOnPage: string[] } | null {
  if (inSitemap.length === 0 || onPage.length === 0) return null;
  const sitemap = new Set(inSitemap.map(entry));
  const page = new Set(onPage.map(entry));
  const onlyInSitemap = [...sitemap].filter((alternate) => !page.has(alternate));
  const onlyOnPage = [...page].filter((alternate) => !sitemap.has(alternate));
  return onlyInSitemap.length === 0 && onlyOnPage.length === 0 ? null : { onlyInSitemap, onlyOnPage };
}

const entry = ({ hreflang, href }: PageAlternate): string => `${hreflang.toLowerCase()} ${pageKey(href)}`;
