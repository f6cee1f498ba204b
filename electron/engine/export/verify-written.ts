import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportedFileReport } from '../../../shared/export-types';
import { isGzip } from '../sniff-kind';
import type { BuiltFile } from './build-export';
import type { FileCodec } from './file-codec';

/** The marker that starts each entry's line, per kind of file (text sitemaps: every line is a URL). */
function entryMarker(file: BuiltFile, text: boolean): string {
  if (file.kind === 'index') return '<sitemap>';
  return text ? '' : '<url>';
}

/**
 * Reads every written file back from disk and checks it is what was built: the same bytes, and, once
 * inflated, the same size and entry count, within the limit. Returns the report; throws when anything differs.
 */
export async function verifyWritten(
  folder: string,
  files: readonly BuiltFile[],
  options: { maxBytes: number; text: boolean; codec: FileCodec },
): Promise<ExportedFileReport[]> {
  return Promise.all(
    files.map(async (file) => {
      const written = await readFile(join(folder, file.name));
      if (!written.equals(file.bytes)) throw new Error(`${file.name} was not written as built.`);
      const gzip = isGzip(written);
      if (file.kind === 'robots') {
        return {
          name: file.name,
          kind: file.kind,
          table: null,
          urlCount: 0,
          uncompressedBytes: written.length,
          writtenBytes: written.length,
          gzip,
        };
      }
      const { uncompressedBytes, entries } = await options.codec.inspect(
        written,
        entryMarker(file, options.text && file.kind === 'sitemap'),
      );
      // Every entry starts a line, and a text sitemap's every line is a URL ending in "\\n".
      const urlCount = entries;
      if (uncompressedBytes !== file.uncompressedBytes || urlCount !== file.urlCount) {
        throw new Error(
          `${file.name} reads back as ${urlCount} entries in ${uncompressedBytes} bytes, not ${file.urlCount} in ${file.uncompressedBytes}.`,
        );
      }
      if (uncompressedBytes > options.maxBytes) throw new Error(`${file.name} is over the byte limit.`);
      return {
        name: file.name,
        kind: file.kind,
        table: file.table,
        urlCount,
        uncompressedBytes,
        writtenBytes: written.length,
        gzip,
      };
    }),
  );
}
