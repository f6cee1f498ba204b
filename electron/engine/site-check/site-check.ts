import { Agent } from 'undici';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { checkPage, type CheckPageOptions } from './check-page';
import { startCheckJob, type CheckJob, type CheckJobOptions } from './check-job';
import { siteCheckUserAgent } from './polite-agent';

export interface SiteCheckOptions extends Omit<CheckJobOptions, 'checkOne' | 'dispatcher' | 'userAgent'> {
  /** Limits of each request (redirects, head bytes, deadline); checkPage's defaults when absent. */
  page?: Pick<CheckPageOptions, 'maxRedirects' | 'headByteCap' | 'deadlineMs'>;
}

/**
 * A site check as the app and the CLI run it: the polite job (check-job.ts) asking each URL with
 * checkPage, robots.txt and pages through one connection pool, closed when the job ends.
 */
export function startSiteCheck(options: SiteCheckOptions): CheckJob {
  const { page, ...job } = options;
  // Connections per origin: as many as the job lets run at one host, kept open between requests.
  const perHost = options.settings?.perHostConcurrency;
  const dispatcher = new Agent({ connections: perHost && perHost > 0 ? perHost : null, keepAliveTimeout: 10_000 });
  const userAgent = siteCheckUserAgent();
  const checkOne = (url: string, signal: AbortSignal): Promise<PageCheck> =>
    checkPage(url, { ...page, dispatcher, userAgent, signal });
  const started = startCheckJob({ ...job, checkOne, dispatcher, userAgent });
  const close = (): void => void dispatcher.close().catch(() => undefined);
  started.done.then(close, close);
  return started;
}
