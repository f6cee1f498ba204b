import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ExportedFileReport } from '../../../shared/export-types';
import type { BuiltFile } from './build-export';
import { isGzip } from '../sniff-kind';

/** Counts the entries of a file this exporter wrote: every entry starts a line. */
function countEntries(text: string, kind: BuiltFile['kind']): number {
  if (kind === 'robots') return 0;
  if (kind === 'index') return text.match(/^<sitemap>/gm)?.length ?? 0;
  return text.startsWith('<?xml') ? (text.match(/^<url>/gm)?.length ?? 0) : text.split('\n').filter(Boolean).length;
}

/**
 * Reads every written file back from disk and checks it is what was built: the same bytes, URL
 * count and size, within the limit. Returns the report; throws when anything differs.
 */
export async function verifyWritten(
  folder: string,
  files: readonly BuiltFile[],
  maxBytes: number,
): Promise<ExportedFileReport[]> {
  const reports: ExportedFileReport[] = [];
  for (const file of files) {
    const written = await readFile(join(folder, file.name));
    if (!written.equals(file.bytes)) throw new Error(`${file.name} was not written as built.`);
    const gzip = isGzip(written);
    const content = gzip ? gunzipSync(written) : written;
    const urlCount = countEntries(content.toString('utf8'), file.kind);
    if (content.length !== file.uncompressedBytes || urlCount !== file.urlCount) {
      throw new Error(
        `${file.name} reads back as ${urlCount} entries in ${content.length} bytes, not ${file.urlCount} in ${file.uncompressedBytes}.`,
      );
    }
    if (file.kind !== 'robots' && content.length > maxBytes) throw new Error(`${file.name} is over the byte limit.`);
    reports.push({
      name: file.name,
      kind: file.kind,
      table: file.table,
      urlCount,
      uncompressedBytes: content.length,
      writtenBytes: written.length,
      gzip,
    });
  }
  return reports;
}
