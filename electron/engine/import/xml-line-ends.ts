/**
 * XML 1.0 §2.11: a parser reads each CR LF pair, and each CR alone, as one LF before it reads the
 * markup, so only a character reference (`&#13;`) puts a CR into a value. sax does not: a title
 * written on two lines of a Windows file held its CR, and `&#13;` could not be told from it. The
 * text comes in chunks, so a pair split between two is remembered.
 */
export class XmlLineEnds {
  /** The last chunk ended with a CR (written as an LF): an LF opening the next is that pair's. */
  private endedWithCr = false;

  normalize(text: string): string {
    if (text === '') return text;
    if (this.endedWithCr && text.charCodeAt(0) === LF) text = text.slice(1);
    this.endedWithCr = text.charCodeAt(text.length - 1) === CR;
    return text.includes('\r') ? text.replace(CR_LINE_ENDS, '\n') : text;
  }
}

const CR = 0x0d;
const LF = 0x0a;
const CR_LINE_ENDS = /\r\n?/g;
