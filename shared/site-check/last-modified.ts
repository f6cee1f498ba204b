/**
 * A `Last-Modified` header (an HTTP-date, RFC 9110: "Tue, 07 May 2024 10:00:00 GMT") as a sitemap
 * lastmod: a W3C datetime in UTC to the second ("2024-05-07T10:00:00Z"); null when it is no date.
 */
export function lastModifiedAsLastmod(header: string): string | null {
  const instant = Date.parse(header);
  if (!Number.isFinite(instant)) return null;
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
