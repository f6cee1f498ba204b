/** Where the exported sitemaps will be published: the scheme, host and port, and the directory URLs must be under. */
export interface PublishBase {
  href: string;
  protocol: string;
  host: string;
  port: string;
  /** Always ends with "/". */
  directory: string;
}

export type BaseUrlResult = { ok: true; base: PublishBase } | { ok: false; reason: string };

/**
 * Reads the base URL a person typed. "https://example.com/sitemaps/index.xml" (a file) and
 * "https://example.com/sitemaps" (a folder) both publish under /sitemaps/.
 */
export function parseBaseUrl(text: string): BaseUrlResult {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: `"${text}" is not an absolute URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `sitemaps are published over http or https, not ${url.protocol}` };
  }
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

/** Why a URL may not be listed by sitemaps published at `base`, in words; null when it may. */
export function outsideBaseReason(url: URL, base: PublishBase): string | null {
  if (url.protocol !== base.protocol) {
    return `it uses ${url.protocol.slice(0, -1)}, but the sitemaps are published on ${base.protocol.slice(0, -1)} (${base.href})`;
  }
  if (url.hostname !== base.host) return `it is on ${url.hostname}, but the sitemaps are published on ${base.host}`;
  if (url.port !== base.port) {
    const describe = (port: string): string => (port === '' ? 'the default port' : `port ${port}`);
    return `it is on ${describe(url.port)}, but the sitemaps are published on ${describe(base.port)}`;
  }
  if (!url.pathname.startsWith(base.directory)) {
    return `it is not under ${base.directory}, where the sitemaps are published (${base.href})`;
  }
  return null;
}
