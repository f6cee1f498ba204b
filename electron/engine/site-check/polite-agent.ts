import { SITE_CHECK_ROBOTS_AGENT } from '../../../shared/site-check/check-job-settings';
import { packageVersion } from '../app-info';

let agent: string | null = null;

/**
 * The User-Agent of the site check (robots.txt and pages alike): its product token first, so a
 * site's robots.txt can address it, then the version and where to read about it, so a site's logs
 * say who asked. Always ours, whichever robots.txt group the person has the check obey.
 */
export function siteCheckUserAgent(): string {
  agent ??= `${SITE_CHECK_ROBOTS_AGENT}/${packageVersion()} (site check; +https://github.com/sitemap-studio/sitemap-studio)`;
  return agent;
}
