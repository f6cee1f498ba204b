import type { BaseUrlFault, OutsideBase } from '../problem-catalogue/settings-faults';

/** Where the exported sitemaps will be published: the scheme, host and port, and the directory URLs must be under. */
export interface PublishBase {
  href: string;
  protocol: string;
  host: string;
  port: string;
  /** Always ends with "/". */
  directory: string;
}

export type BaseUrlResult = { ok: true; base: PublishBase } | { ok: false; reason: BaseUrlFault };

/**
 * Reads the base URL a person typed. "https://example.com/sitemaps/index.xml" (a file) and
 * "https://example.com/sitemaps" (a folder) both publish under /sitemaps/.
 */
export function parseBaseUrl(text: string): BaseUrlResult {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: { fault: 'not-absolute', text } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: { fault: 'scheme', scheme: url.protocol.slice(0, -1) } };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: { fault: 'credentials' } };
  if (url.search !== '' || url.hash !== '')
    return { ok: false, reason: { fault: 'query', part: url.search + url.hash } };
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const directory = lastSegment.includes('.')
    ? url.pathname.slice(0, url.pathname.length - lastSegment.length)
    : url.pathname.endsWith('/')
      ? url.pathname
      : `${url.pathname}/`;
  return {
    ok: true,
    base: { href: `${url.origin}${directory}`, protocol: url.protocol, host: url.hostname, port: url.port, directory },
  };
}

/**
 * The URL the file `name` is published under at `base`: its name percent-encoded as a path segment,
 * as a file name may hold what a URL may not (a space, '#', '%', a letter past ASCII): written raw,
 * `s 1.xml` is no URL, `s#1.xml` names another file, and `#` starts a robots.txt comment.
 */
export const publishedUrl = (base: PublishBase, name: string): string => `${base.href}${encodeURIComponent(name)}`;

/** The base's host as `URL.host` gives it: with its port when not the default. */
export const baseHost = (base: PublishBase): string => (base.port === '' ? base.host : `${base.host}:${base.port}`);

/** True when a loc is outside the base because it is on another host (or port): what allowOtherHosts accepts. */
export const isOtherHost = (reason: OutsideBase): boolean => reason.fault === 'host' || reason.fault === 'port';

/** Why a URL may not be listed by sitemaps published at `base`; null when it may. */
export function outsideBaseReason(url: URL, base: PublishBase): OutsideBase | null {
  // Another host first: a URL on another site is told so (and allowOtherHosts may accept it), whatever its scheme.
  if (url.hostname !== base.host) return { fault: 'host', host: url.hostname, baseHost: base.host };
  if (url.port !== base.port) return { fault: 'port', port: url.port, basePort: base.port };
  if (url.protocol !== base.protocol) {
    return {
      fault: 'scheme',
      scheme: url.protocol.slice(0, -1),
      baseScheme: base.protocol.slice(0, -1),
      base: base.href,
    };
  }
  if (!url.pathname.startsWith(base.directory)) {
    return { fault: 'directory', directory: base.directory, base: base.href };
  }
  return null;
}
