// Apart from sources.ts (which words source kinds through the catalogues) so that what loads before
// the CLI's modules (electron/cli/early-workers.ts) names a source without loading them.

/** What a person recognises a location by: a URL's last path segment (or its host), a path's last name. */
export function nameOfLocation(location: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    try {
      const url = new URL(location);
      return url.pathname.length > 1 ? (url.pathname.split('/').filter(Boolean).pop() ?? url.host) : url.host;
    } catch {
      return location;
    }
  }
  return location.split(/[\\/]/).filter(Boolean).pop() ?? location;
}
