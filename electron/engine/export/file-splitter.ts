import { EntryTooLargeError, type PackLimits } from './entry-packer';
import type { FileFormat } from './file-format';

/** One file's entries, decided from their lengths alone: which rows, how many bytes, which namespaces. */
export interface SplitFile {
  /** The first entry (counted as `add` counts them) and how many. */
  firstEntry: number;
  count: number;
  /** The stored rows the file holds lie in [firstRow, endRow) (rows left out between them are not entries). */
  firstRow: number;
  endRow: number;
  namespaces: number;
  /** The file's exact size: header, entries, footer. */
  bytes: number;
}

/**
 * Decides where files split from each entry's exact serialised length and namespaces, as EntryPacker
 * does while it writes (the same limits, the same header per namespace set, the same too-large
 * error), so the files written from these splits are byte for byte the packer's.
 */
export class FileSplitter {
  private readonly headerBytes = new Map<number, number>();
  private readonly footerBytes: number;
  private entries = 0;
  private open: SplitFile | null = null;

  constructor(
    private readonly format: FileFormat,
    private readonly limits: PackLimits,
  ) {
    this.footerBytes = Buffer.byteLength(format.footer);
  }

  /**
   * Adds the entry of stored row `row`; returns the file it closed, if it starts a new one. Throws
   * EntryTooLargeError (naming the stored row) when it does not fit even alone.
   */
  add(row: number, length: number, namespaces: number): SplitFile | null {
    const entry = this.entries++;
    const open = this.open;
    // Most entries add no namespace to their file: its header stays, so only the sizes are compared.
    if (
      open !== null &&
      (open.namespaces | namespaces) === open.namespaces &&
      open.count < this.limits.maxEntries &&
      open.bytes + length <= this.limits.maxBytes
    ) {
      open.bytes += length;
      open.count += 1;
      open.endRow = row + 1;
      return null;
    }
    if (open && open.count < this.limits.maxEntries && this.fits(open.bytes, open.namespaces, length, namespaces)) {
      open.bytes += length + this.fixedBytes(open.namespaces | namespaces) - this.fixedBytes(open.namespaces);
      open.namespaces |= namespaces;
      open.count += 1;
      open.endRow = row + 1;
      return null;
    }
    if (length + this.fixedBytes(namespaces) > this.limits.maxBytes) {
      throw new EntryTooLargeError(row, length + this.fixedBytes(namespaces), this.limits.maxBytes);
    }
    const bytes = length + this.fixedBytes(namespaces);
    this.open = { firstEntry: entry, count: 1, firstRow: row, endRow: row + 1, namespaces, bytes };
    return open;
  }

  /** The last file, if any entry is in it. */
  finish(): SplitFile | null {
    const open = this.open;
    this.open = null;
    return open;
  }

  /** Whether an entry fits a file of `bytes` (header and footer included) with `namespaces` so far. */
  private fits(bytes: number, namespaces: number, length: number, more: number): boolean {
    const body = bytes - this.fixedBytes(namespaces);
    return body + length + this.fixedBytes(namespaces | more) <= this.limits.maxBytes;
  }

  /** Header (with these namespaces) and footer bytes. */
  fixedBytes(namespaces: number): number {
    let header = this.headerBytes.get(namespaces);
    if (header === undefined) {
      header = Buffer.byteLength(this.format.header(namespaces));
      this.headerBytes.set(namespaces, header);
    }
    return header + this.footerBytes;
  }
}
