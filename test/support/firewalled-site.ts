import type { IncomingMessage, ServerResponse } from 'node:http';
import { startServer, type TestServer } from './http-server';
import { SITEMAP_NS } from './sitemap-xml';

/** The one-URL sitemap the firewalled site gives a browser. */
export const FIREWALLED_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>\n`;

/**
 * A site behind a firewall that challenges Googlebot (403, Cloudflare's challenge header and page) and
 * serves browsers the sitemap, the way a misconfigured CDN does. /old-sitemap.xml redirects to it on
 * the same host, /moved.xml to another host; robots.txt keeps everyone from /private/; /hang.xml
 * never answers (for cancelling).
 */
export function firewalledSite(request: IncomingMessage, response: ServerResponse): void {
  const googlebot = /Googlebot/.test(request.headers['user-agent'] ?? '');
  if (request.url === '/robots.txt') return void response.end('User-agent: *\nDisallow: /private/\n');
  if (request.url === '/hang.xml') return;
  if (request.url === '/old-sitemap.xml') return void response.writeHead(301, { location: '/sitemap.xml' }).end();
  if (request.url === '/moved.xml')
    return void response.writeHead(302, { location: 'http://elsewhere.invalid/sitemap.xml' }).end();
  if (googlebot)
    return void response
      .writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge', server: 'cloudflare' })
      .end('<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>');
  response.writeHead(200, { 'content-type': 'application/xml' }).end(FIREWALLED_SITEMAP);
}

/** The firewalled site on 127.0.0.1 (its paths only; others answer 404), closed with its hanging requests. */
export function serveFirewalledSite(): Promise<TestServer> {
  const paths = ['/robots.txt', '/hang.xml', '/old-sitemap.xml', '/moved.xml', '/sitemap.xml', '/private/sitemap.xml'];
  return startServer(Object.fromEntries(paths.map((path) => [path, firewalledSite])));
}
