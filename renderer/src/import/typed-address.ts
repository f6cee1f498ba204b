import { t } from '../i18n';

/**
 * A web address as typed into the import dialog: `example.com/sitemap.xml` gets `https://`; anything
 * that is still not an http(s) URL with a host is refused with the reason, so nothing is guessed silently.
 */
export function typedAddress(text: string): { url: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: t('import.address.empty') };
  // "ftp://…" and "mailto:…" keep their scheme (and are refused below); "example.com:8080" is a host and port.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?:\/\/|[^\d])/i.test(trimmed);
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`;
  const url = URL.canParse(withScheme) ? new URL(withScheme) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { error: t('import.address.notWeb', { text: trimmed }) };
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('[')) {
    return { error: t('import.address.noDomain', { text: trimmed }) };
  }
  return { url: url.href };
}
