import { joinLoc, locParts } from './loc-parts';

/** What a scheme-and-host rewrite sets; each part left out stays as written. */
export interface SchemeHostChange {
  scheme?: 'http' | 'https';
  /** The new host, with a port if one is wanted (`example.com`, `example.com:8080`). */
  host?: string;
  /** Only locs on this host (and port), any case; every absolute loc when left out. */
  fromHost?: string;
}

/** An absolute http(s) loc with its scheme and/or host changed; path, query and fragment stay as written. */
export function withSchemeAndHost(loc: string, change: SchemeHostChange): string {
  const parts = locParts(loc);
  if (!parts) return loc;
  if (change.fromHost !== undefined && parts.authority.toLowerCase() !== change.fromHost.trim().toLowerCase()) {
    return loc;
  }
  const host = change.host?.trim();
  return joinLoc({
    scheme: change.scheme ?? parts.scheme,
    authority: host ? host : parts.authority,
    rest: parts.rest,
  });
}
