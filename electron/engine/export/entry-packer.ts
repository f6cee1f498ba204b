import type { FileFormat } from './file-format';

export interface PackLimits {
  maxBytes: number;
  maxEntries: number;
}

/** One finished file: its exact bytes and which entries it holds. */
export interface PackedFile {
  /** Valid only during the onFile call: the packer reuses the memory for the next file (copy to keep). */
  bytes: Buffer;
  /** Index of the first entry (as counted by `add`) and how many. */
  first: number;
  count: number;
  namespaces: number;
}

/** An entry that is larger than a file may be, even alone. */
export class EntryTooLargeError extends Error {
  override readonly name = 'EntryTooLargeError';
  constructor(
    readonly entry: number,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`Entry ${entry + 1} needs ${bytes} bytes, more than a whole file may have (${limit}).`);
  }
}

/** A partial write stops at a character boundary, at most 3 bytes short of the space it had. */
const MAX_UTF8_TAIL = 4;

/**
 * Packs serialised entries into files that never break the limits, counting the exact UTF-8 bytes
 * of each file as written: header (with the namespaces its entries use), entries, footer. Entries
 * are written once into one reused buffer, and each finished file is framed in a second one: no fresh
 * file-sized buffers, which with a million rows on the heap would each start a full garbage collection.
 */
export class EntryPacker {
  private readonly body: Buffer;
  private readonly frame: Buffer;
  private offset = 0;
  private count = 0;
  private first = 0;
  private namespaces = 0;
  private next = 0;
  private readonly headerBytes = new Map<number, number>();
  private readonly footerBytes: number;

  constructor(
    private readonly format: FileFormat,
    private readonly limits: PackLimits,
    private readonly onFile: (file: PackedFile) => void,
  ) {
    this.body = Buffer.allocUnsafeSlow(limits.maxBytes);
    this.frame = Buffer.allocUnsafeSlow(limits.maxBytes);
    this.footerBytes = Buffer.byteLength(format.footer);
  }

  /** Adds the next entry, starting a new file first when it would not fit in this one. */
  add(entry: string, namespaces = 0): void {
    const index = this.next++;
    if (this.count > 0 && this.count < this.limits.maxEntries && this.tryAppend(entry, namespaces)) return;
    if (this.count > 0) this.flush();
    this.first = index;
    if (!this.tryAppend(entry, namespaces)) {
      throw new EntryTooLargeError(index, Buffer.byteLength(entry) + this.fixedBytes(namespaces), this.limits.maxBytes);
    }
  }

  /** Finishes the last file (if any entry is pending). */
  finish(): void {
    if (this.count > 0) this.flush();
  }

  private tryAppend(entry: string, namespaces: number): boolean {
    const space = this.body.length - this.offset;
    const written = this.body.write(entry, this.offset);
    const complete = space - written >= MAX_UTF8_TAIL || Buffer.byteLength(entry) === written;
    const all = this.namespaces | namespaces;
    if (!complete || this.offset + written + this.fixedBytes(all) > this.limits.maxBytes) return false;
    this.offset += written;
    this.namespaces = all;
    this.count += 1;
    return true;
  }

  private fixedBytes(namespaces: number): number {
    let header = this.headerBytes.get(namespaces);
    if (header === undefined) {
      header = Buffer.byteLength(this.format.header(namespaces));
      this.headerBytes.set(namespaces, header);
    }
    return header + this.footerBytes;
  }

  private flush(): void {
    const header = this.format.header(this.namespaces);
    const bytes = this.frame.subarray(0, this.fixedBytes(this.namespaces) + this.offset);
    let at = bytes.write(header, 0);
    at += this.body.copy(bytes, at, 0, this.offset);
    bytes.write(this.format.footer, at);
    this.onFile({ bytes, first: this.first, count: this.count, namespaces: this.namespaces });
    this.offset = 0;
    this.count = 0;
    this.namespaces = 0;
  }
}
