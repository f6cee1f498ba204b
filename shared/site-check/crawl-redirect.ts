import type { CrawledPage } from './crawl-report';
import type { PageCheck } from './page-check';
import { offHostRedirect, refreshElsewhere } from './page-indexable';

/**
 * Where a crawled URL leads instead of being a page: where its HTTP redirects ended, else where its
 * meta refresh at once leads (a redirect for search engines, so the report names it as one). A
 * delayed refresh, or one to the page itself, leaves the page where it is.
 */
export function crawlRedirect(check: PageCheck): Pick<CrawledPage, 'redirectedTo' | 'redirectKind'> {
  // Redirected to another host, where the crawl does not follow: it leads there all the same.
  const offHost = offHostRedirect(check);
  if (offHost !== null) return { redirectedTo: offHost, redirectKind: 'http' };
  if (check.failure !== null || check.finalUrl === null) return { redirectedTo: null, redirectKind: null };
  if (check.hops.length > 1) return { redirectedTo: check.finalUrl, redirectKind: 'http' };
  const refresh = refreshElsewhere(check);
  if (refresh?.seconds === 0) return { redirectedTo: refresh.url, redirectKind: 'refresh' };
  return { redirectedTo: null, redirectKind: null };
}
