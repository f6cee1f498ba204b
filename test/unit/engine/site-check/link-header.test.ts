import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { linkHeaderCanonical } from '../../../../electron/engine/site-check/link-header';
import { notIndexableReason } from '../../../../shared/site-check/page-indexable';
import { serveForTest } from '../../../support/serve-for-test';

const PAGE = 'https://example.com/files/a.pdf';

describe('linkHeaderCanonical', () => {
  it('reads the link whose rel names canonical, quoted or not, among others, absolute against the page', () => {
    expect(linkHeaderCanonical('<https://example.com/a>; rel="canonical"', PAGE)).toBe('https://example.com/a');
    expect(linkHeaderCanonical('</b.html>; rel=canonical', PAGE)).toBe('https://example.com/b.html');
    expect(
      linkHeaderCanonical('<https://cdn.example/x.css>; rel="preload"; as=style, <c>; rel="alternate CANONICAL"', PAGE),
    ).toBe('https://example.com/files/c');
    expect(linkHeaderCanonical('<https://example.com/x>; rel="preload"', PAGE)).toBeNull();
    expect(linkHeaderCanonical('<javascript:alert(1)>; rel="canonical"', PAGE)).toBeNull();
    expect(linkHeaderCanonical(null, PAGE)).toBeNull();
  });
});

// The check probe: a PDF's `Link: <…>; rel="canonical"`, which Google reads, was ignored.
describe('a canonical in a Link header', () => {
  it('is the canonical of a file without a head, and of a page whose head names none; a head that names one wins', async () => {
    const pdf = { 'content-type': 'application/pdf', link: '<https://example.com/guide.html>; rel="canonical"' };
    const html = { 'content-type': 'text/html', link: '</other>; rel="canonical"' };
    const server = await serveForTest({
      '/guide.pdf': { headers: pdf, body: '%PDF-1.4' },
      '/plain': { headers: html, body: '<html><head><title>t</title></head><body>x</body></html>' },
      '/own': { headers: html, body: '<html><head><link rel="canonical" href="/own"></head><body>x</body></html>' },
    });
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const check = (path: string) => checkPage(`${server.origin}${path}`, { dispatcher, userAgent: 'test' });

    const guide = await check('/guide.pdf');
    expect(guide.canonical).toBe('https://example.com/guide.html');
    expect(notIndexableReason(guide, 'Googlebot')).toBe('not-html');
    expect((await check('/plain')).canonical).toBe(`${server.origin}/other`);
    expect((await check('/own')).canonical).toBe(`${server.origin}/own`);
  });
});
