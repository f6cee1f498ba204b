import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import type { JobProgress } from '../../../../shared/app-types';
import { serveFirewalledSite } from '../../../support/firewalled-site';
import { quietHandlerDeps } from '../../../support/handler-deps';
import type { TestServer } from '../../../support/http-server';

describe('diagnoseUrl', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await serveFirewalledSite();
  });
  afterAll(() => site.close());

  it('answers the URL as Googlebot and as a browser got it, as a job with the id asked for', async () => {
    const progress: JobProgress[] = [];
    const handlers = createHandlers(
      quietHandlerDeps({ emit: (name, event) => void (name === 'jobProgress' && progress.push(event as JobProgress)) }),
    );
    const url = `${site.origin}/old-sitemap.xml`;
    const { jobId, diagnosis } = await handlers.diagnoseUrl({ url, jobId: 'diagnose-1' });
    expect(jobId).toBe('diagnose-1');
    expect(diagnosis).toMatchObject({
      url,
      googlebot: { status: 403, challenge: { vendor: 'cloudflare' } },
      browser: { status: 200, challenge: null },
      differences: ['status', 'contentType', 'bytes', 'challenge'],
    });
    expect(progress.at(-1)).toMatchObject({ jobId: 'diagnose-1', label: `Diagnosing ${url}`, finished: true });
  });

  it('answers no diagnosis once cancelled', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const answer = handlers.diagnoseUrl({ url: `${site.origin}/hang.xml`, jobId: 'diagnose-2' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await handlers.cancelJob({ jobId: 'diagnose-2' })).toEqual({ cancelled: true });
    expect(await answer).toEqual({ jobId: 'diagnose-2', diagnosis: null });
  });

  it('refuses what is not an absolute http(s) URL, saying so', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    await expect(handlers.diagnoseUrl({ url: 'ftp://example.com/sitemap.xml' })).rejects.toThrow(
      'ftp://example.com/sitemap.xml is not an http or https URL: only a web address can be diagnosed.',
    );
  });
});
