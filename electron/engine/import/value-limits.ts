import { LIMITS } from '../../../shared/protocol';

/** The longest text a field of an entry keeps, as a text sitemap's longest line: no URL or date is near it. */
export const MAX_VALUE_CHARS = 2 * 1024 * 1024;

/**
 * The longest element kept as written: the largest sitemap file may hold no more, so no export
 * could write it back, and a few kilobytes of gzip can unpack to gigabytes of it.
 */
export const MAX_WRITTEN_CHARS = LIMITS.bytesPerFileLarge;

/**
 * A value's text, kept up to MAX_VALUE_CHARS: past that only counted (a loc of 66 MB made a text
 * no column holds, and the whole file was lost in words of its storage).
 */
export class BoundedText {
  value = '';
  /** The characters when they ran past the bound (the text then no longer kept), else 0. */
  overlong = 0;

  add(text: string): void {
    if (this.overlong === 0 && this.value.length + text.length <= MAX_VALUE_CHARS) this.value += text;
    else {
      this.overlong = (this.overlong || this.value.length) + text.length;
      this.value = '';
    }
  }

  clear(): void {
    this.value = '';
    this.overlong = 0;
  }
}
