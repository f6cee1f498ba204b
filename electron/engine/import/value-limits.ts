import { DEFAULT_IMPORT_OPTIONS } from '../../../shared/import-options';
import { finding, type Finding } from '../../../shared/problem-catalogue';
import { LIMITS } from '../../../shared/protocol';

/** The longest text a field of an entry keeps, as a text sitemap's longest line: no URL or date is near it. */
export const MAX_VALUE_CHARS = 2 * 1024 * 1024;

/**
 * The longest element kept as written: the largest sitemap file may hold no more, so no export
 * could write it back, and a few kilobytes of gzip can unpack to gigabytes of it.
 */
export const MAX_WRITTEN_CHARS = LIMITS.bytesPerFileLarge;

/**
 * What the elements one file's entries keep as written may hold in all: as much as a file unpacks to
 * by default (a larger cap given to an import does not raise it).
 * Written back they grow (an apostrophe in their text is `&apos;`, six characters): a 96 MB file of
 * apostrophes in eleven elements, each within the bound, kept 576 million characters and took 2 GB.
 */
export const MAX_WRITTEN_CHARS_PER_FILE = DEFAULT_IMPORT_OPTIONS.maxDecompressedBytes;

/**
 * What one file may still keep as written: each element within MAX_WRITTEN_CHARS, all within
 * MAX_WRITTEN_CHARS_PER_FILE. What an entry left out had kept is given back when it ends.
 */
export class WrittenBudget {
  private spent = 0;
  private spentInEntry = 0;

  /** The most the next element may hold. */
  limit(): number {
    return Math.min(MAX_WRITTEN_CHARS, MAX_WRITTEN_CHARS_PER_FILE - this.spent);
  }

  spend(chars: number): void {
    this.spent += chars;
    this.spentInEntry += chars;
  }

  /** The entry being read ends: what it kept stays spent if it is kept itself. */
  endEntry(kept: boolean): void {
    if (!kept) this.spent -= this.spentInEntry;
    this.spentInEntry = 0;
  }

  /** What is said of element `element`, `chars` long as written, past the limit it was given: its entry is left out. */
  tooLong(element: string, chars: number): Finding {
    return chars > MAX_WRITTEN_CHARS
      ? finding('value-too-long', { element, chars, max: MAX_WRITTEN_CHARS, kept: 'written' })
      : finding('value-too-long', { element, chars, max: MAX_WRITTEN_CHARS_PER_FILE, kept: 'file' });
  }
}

/**
 * A value's text, kept up to MAX_VALUE_CHARS: past that only counted (a loc of 66 MB made a text
 * no column holds, and the whole file was lost in words of its storage).
 */
export class BoundedText {
  private text = '';
  private pastBound = 0;

  /** The text kept; empty once it ran past the bound. */
  get value(): string {
    return this.text;
  }

  /** The characters when they ran past the bound (the text then no longer kept), else 0. */
  get overlong(): number {
    return this.pastBound;
  }

  add(text: string): void {
    if (this.pastBound === 0 && this.text.length + text.length <= MAX_VALUE_CHARS) this.text += text;
    else {
      this.pastBound = (this.pastBound || this.text.length) + text.length;
      this.text = '';
    }
  }

  clear(): void {
    this.text = '';
    this.pastBound = 0;
  }
}
