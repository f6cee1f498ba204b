/**
 * A web address as typed into the import dialog: `example.com/sitemap.xml` gets `https://`; anything
 * that is still not an http(s) URL with a host is refused with the reason, so nothing is guessed silently.
 */
export function typedAddress(text: string): { url: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Type a web address first.' };
  // "ftp://…" and "mailto:…" keep their scheme (and are refused below); "example.com:8080" is a host and port.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?:\/\/|[^\d])/i.test(trimmed);
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`;
  const url = URL.canParse(withScheme) ? new URL(withScheme) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { error: `"${trimmed}" is not a web address: only http:// and https:// addresses can be imported.` };
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('[')) {
    return { error: `"${trimmed}" has no domain name (such as example.com).` };
  }
  return { url: url.href };
}
