import type { ExportedFileReport } from '../../../shared/export-types';
import { isGzip } from '../sniff-kind';
import type { BuiltFile } from './build-export';

/**
 * The check after writing, for a file the disk was found to hold byte for byte (StagedFolder.write):
 * what those bytes hold, inflated again from the gzip itself, must be the size and entry count the
 * build meant, within the limit. Returns the file's report; throws when anything differs.
 */
export function verifyWritten(file: BuiltFile, maxBytes: number): ExportedFileReport {
  // A file a worker wrote and read back itself (file.staged) has left its bytes there.
  const writtenBytes = file.staged?.writtenBytes ?? file.bytes.length;
  const report = {
    name: file.name,
    kind: file.kind,
    table: file.table,
    urlCount: file.urlCount,
    uncompressedBytes: writtenBytes,
    writtenBytes,
    gzip: file.staged?.gzip ?? isGzip(file.bytes),
  };
  if (file.holds === null) return report; // robots.txt: its bytes are all there is to check
  const { uncompressedBytes, entries } = file.holds;
  if (uncompressedBytes !== file.uncompressedBytes || entries !== file.urlCount) {
    throw new Error(
      `${file.name} reads back as ${entries} entries in ${uncompressedBytes} bytes, not ${file.urlCount} in ${file.uncompressedBytes}.`,
    );
  }
  if (uncompressedBytes > maxBytes) throw new Error(`${file.name} is over the byte limit.`);
  return { ...report, urlCount: entries, uncompressedBytes };
}
