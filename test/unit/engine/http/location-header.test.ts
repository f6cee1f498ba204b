import { describe, expect, it, onTestFinished } from 'vitest';
import { diagnoseUrl } from '../../../../electron/engine/diagnose/diagnose-url';
import { locationOf } from '../../../../electron/engine/http/location-header';
import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { importAll } from '../../../support/import-helpers';
import { urlset } from '../../../support/sitemap-xml';
import { serveRawReply } from '../../../support/zoo/raw-reply-server';

/** How undici hands on a header's bytes: each a Latin-1 character. */
const asUndiciHands = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

describe('locationOf', () => {
  it('reads the bytes of a Location as UTF-8 where they are, else as they came; two that differ are none', () => {
    expect(locationOf(asUndiciHands('/café/'))).toBe('/café/');
    expect(locationOf('/caf\u00e9/')).toBe('/caf\u00e9/'); // one byte 0xE9: no UTF-8, kept
    expect(locationOf('/plain')).toBe('/plain');
    expect(locationOf(['/a', '/a'])).toBe('/a');
    expect(locationOf(['/a', '/b'])).toBeNull();
    expect(locationOf(undefined)).toBeNull();
  });
});

// The check probe: nginx's `return 301 /café/` was followed to /caf%C3%83%C2%A9/, a 404 the check
// told as an error, advising to list that garbled URL.
describe('a redirect whose Location holds UTF-8 bytes, as nginx sends them', () => {
  const page = '<!doctype html><html><head><title>Café</title></head><body>ok</body></html>';
  const reply = (path: string): string =>
    path === '/old' || path === '/old.xml'
      ? `HTTP/1.1 301 Moved Permanently\r\nLocation: /café/${path === '/old.xml' ? 'sitemap.xml' : ''}\r\nContent-Length: 0\r\n\r\n`
      : path === '/caf%C3%A9/'
        ? `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${Buffer.byteLength(page)}\r\n\r\n${page}`
        : path === '/caf%C3%A9/sitemap.xml'
          ? `HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(sitemap)}\r\n\r\n${sitemap}`
          : 'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n';
  const sitemap = urlset('https://example.com/a');

  it('is followed to the URL curl and browsers reach: import, site check and diagnose', async () => {
    const { origin } = await serveRawReply(reply);
    const imported = await importAll([`${origin}/old.xml`]);
    expect(imported.problems.filter((item) => item.severity === 'error')).toEqual([]);
    expect(imported.files[0]!.rows.map((row) => row.loc)).toEqual(['https://example.com/a']);

    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const check = await checkPage(`${origin}/old`, { dispatcher, userAgent: 'SitemapStudioTest/1.0' });
    expect(check.status).toBe(200);
    expect(check.finalUrl).toBe(`${origin}/caf%C3%A9/`);

    const diagnosis = await diagnoseUrl(`${origin}/old.xml`, { timeoutMs: 5_000 });
    expect(diagnosis.googlebot).toMatchObject({ status: 200 });
  });
});
