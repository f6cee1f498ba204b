import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import { serveForTest } from '../../../../support/serve-for-test';

// The check probe: a redirect to "http://[::zz/" read "answers 301 … without saying where to", as one with no Location.
describe('a redirect whose Location is no URL', () => {
  it('is said as one, apart from a redirect with no Location', async () => {
    const server = await serveForTest({
      '/bad': { status: 301, headers: { location: 'http://[::zz/' } },
      '/none': { status: 301 },
    });
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const said = async (path: string) => {
      const check = await checkPage(`${server.origin}${path}`, { dispatcher, userAgent: 'test' });
      return checkFindings(check, { loc: check.url, alternates: [] }).map(({ message }) => message);
    };
    expect(await said('/bad')).toEqual([
      'The URL answers 301 (a redirect) to a Location that is not a URL: it leads nowhere.',
    ]);
    expect(await said('/none')).toEqual(['The URL answers 301 (a redirect) without saying where to.']);
  });
});
