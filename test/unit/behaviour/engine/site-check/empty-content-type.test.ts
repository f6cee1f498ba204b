import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import { notIndexableReason } from '../../../../../shared/site-check/page-indexable';
import { serveForTest } from '../../../../support/serve-for-test';

// The check probe: "Content-Type:" with no value gave "The URL is , not an HTML page".
describe('a page answered with an empty Content-Type', () => {
  it('is read as a page with no type given, as a browser sniffs it: its head read, no "not HTML"', async () => {
    const server = await serveForTest({
      '/empty': {
        headers: { 'content-type': '' },
        body: '<!DOCTYPE html><html><head><meta name="robots" content="noindex"></head><body></body></html>',
      },
    });
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const check = await checkPage(`${server.origin}/empty`, { dispatcher, userAgent: 'test' });
    expect([check.status, check.contentType]).toEqual([200, null]);
    const codes = checkFindings(check, { loc: check.url, alternates: [] }).map(({ code }) => code);
    expect(codes).toEqual(['check-noindex']);
    expect(notIndexableReason(check, 'Googlebot')).toBe('noindex');
  });
});
