import { urlsetFormat } from '../../electron/engine/export/file-format';
import { serializeUrl } from '../../electron/engine/export/serialize-url';
import type { UrlRow } from '../../shared/url-table';

/**
 * One whole urlset written by the exporter's own serializer, without splitting or gzip: the round
 * trip (import, write back, import again) then checks the real writer against the real reader.
 */
export function serializeUrlset(rows: readonly UrlRow[]): string {
  const entries = rows.map(serializeUrl);
  const namespaces = entries.reduce((all, entry) => all | entry.namespaces, 0);
  const format = urlsetFormat(null);
  return `${format.header(namespaces)}${entries.map((entry) => entry.xml).join('')}${format.footer}`;
}
