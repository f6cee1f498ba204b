import { checkPage } from '../../../../electron/engine/site-check/check-page';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { useFixtureSite } from '../../../support/fixture-checks';

/** Fixture paths a table lists in the grid's site check tests: a page, redirects, 4xx, noindex, a canonical elsewhere, a PDF with Last-Modified. */
export const CHECKED_PATHS = [
  '/page/1',
  '/redirect/301',
  '/chain/0',
  '/status/404',
  '/retry/429',
  '/noindex/header',
  '/canonical/elsewhere',
  '/status/410',
  '/files/report.pdf',
] as const;

/**
 * The fixture site for a test file, and real checks of CHECKED_PATHS made by the engine against it
 * (the results a check in the app hands the project store).
 */
export function useFixtureChecks(): { url: (path: string) => string; checks: () => Promise<PageCheck[]> } {
  const fixture = useFixtureSite({ pages: 20 });
  let made: Promise<PageCheck[]> | null = null;
  const checks = (): Promise<PageCheck[]> =>
    (made ??= Promise.all(
      CHECKED_PATHS.map((path) =>
        checkPage(fixture.site().url(path), { dispatcher: fixture.agent(), userAgent: 'SitemapStudioTest/1.0' }),
      ),
    ));
  return { url: (path) => fixture.site().url(path), checks };
}
