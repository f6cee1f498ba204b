import { SpareArrays } from '../../../shared/spare-arrays';
import { ByteWriter } from './byte-writer';
import type { FileFormat } from './file-format';

/** Writes one item as an entry and returns the extension namespaces it uses (NS_* bits). */
export type EntryWriter<T> = (out: ByteWriter, item: T) => number;

/** File-sized buffers, kept from one export for the next (see SpareArrays). */
const SPARE_BUFFERS = new SpareArrays<Buffer>((length) => Buffer.allocUnsafeSlow(length));

/** An entry that is already text. */
export const writeText: EntryWriter<string> = (out, text) => {
  out.raw(text);
  return 0;
};

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

/**
 * Packs serialised entries into files that never break the limits, counting the exact UTF-8 bytes
 * of each file as written: header (with the namespaces its entries use), entries, footer. Entries
 * are written once, straight into one reused buffer, and each finished file is framed in a second one:
 * no string per entry and no fresh file-sized buffers, which with a million rows on the heap would
 * each start a garbage collection. An entry that does not fit is written again into the next file.
 */
export class EntryPacker {
  private readonly bodyBytes: Buffer;
  private readonly body: ByteWriter;
  private readonly frame: Buffer;
  private finished = false;
  private offset = 0;
  private count = 0;
  private first = 0;
  private namespaces = 0;
  private next = 0;
  /** The namespaces of the entry that did not fit, for the size an error reports. */
  private refused = 0;
  private readonly headerBytes = new Map<number, number>();
  private readonly footerBytes: number;

  constructor(
    private readonly format: FileFormat,
    private readonly limits: PackLimits,
    private readonly onFile: (file: PackedFile) => void,
  ) {
    this.bodyBytes = SPARE_BUFFERS.take(limits.maxBytes);
    this.body = new ByteWriter(this.bodyBytes);
    this.frame = SPARE_BUFFERS.take(limits.maxBytes);
    this.footerBytes = Buffer.byteLength(format.footer);
  }

  /** Adds the next entry, starting a new file first when it would not fit in this one. */
  add<T>(item: T, write: EntryWriter<T>): void {
    if (this.finished) throw new Error('This packer has finished.');
    const index = this.next++;
    if (this.count > 0 && this.count < this.limits.maxEntries && this.tryAppend(item, write)) return;
    if (this.count > 0) this.flush();
    this.first = index;
    if (!this.tryAppend(item, write)) {
      // Alone in a file: the writer counted every byte, even those past the end of the buffer.
      throw new EntryTooLargeError(index, this.body.offset + this.fixedBytes(this.refused), this.limits.maxBytes);
    }
  }

  /** Finishes the last file (if any entry is pending) and gives the packer's memory back: nothing can be added after. */
  finish(): void {
    if (this.finished) return;
    if (this.count > 0) this.flush();
    this.release();
  }

  /** Gives the packer's memory back without finishing a file (after a failure); nothing can be added after. */
  release(): void {
    if (this.finished) return;
    this.finished = true;
    SPARE_BUFFERS.give(this.bodyBytes);
    SPARE_BUFFERS.give(this.frame);
  }

  private tryAppend<T>(item: T, write: EntryWriter<T>): boolean {
    const out = this.body;
    out.offset = this.offset;
    const namespaces = write(out, item);
    const all = this.namespaces | namespaces;
    if (out.overflowed || out.offset + this.fixedBytes(all) > this.limits.maxBytes) {
      this.refused = namespaces;
      return false;
    }
    this.offset = out.offset;
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
    bytes.set(this.bodyBytes.subarray(0, this.offset), at);
    at += this.offset;
    bytes.write(this.format.footer, at);
    this.onFile({ bytes, first: this.first, count: this.count, namespaces: this.namespaces });
    this.offset = 0;
    this.count = 0;
    this.namespaces = 0;
  }
}
