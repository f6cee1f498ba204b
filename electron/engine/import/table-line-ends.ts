/**
 * A CSV or TSV text's line ends as LF, outside quoted cells: each CR LF pair and each CR alone, as
 * Python's csv reader and this app's text sitemaps take them. papaparse splits records at one line
 * break for the whole file, so a CR alone in a file of LF lines (or a header ended by CR) glued the
 * rows after it into one cell, without a word. A quoted cell's own line breaks are its text, and
 * kept. The text comes in pieces: a CR last in one is held back until the next tells whether an LF
 * follows, and whether a quote is open carries over.
 *
 * A quote opens a quoted cell only where a cell begins (the text's start, after the delimiter or a
 * line end), as papaparse reads it: one inside an unquoted cell (`5" screen`) is text, and papaparse
 * says nothing of it. Counted as opening a cell, it left the CR LF line ends after it as written, a
 * CR ending each record's last cell, and every line named after it ran ahead.
 */
export class TableLineEnds {
  private quoted = false;
  /** The last character was a quote that closed a quoted cell: one straight after it is escaped, the cell goes on. */
  private closed = false;
  /** The next character begins a cell. */
  private cellStart = true;
  private heldCr = false;
  private readonly delimiter: number;

  /** `delimiter`: the table's (tableTextDelimiter), one character. */
  constructor(delimiter = ',') {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The next piece, its line ends outside quotes made LF (a CR last held back for the next piece or `end`). */
  normalize(piece: string): string {
    let text = this.heldCr ? `\r${piece}` : piece;
    this.heldCr = text.endsWith('\r');
    if (this.heldCr) text = text.slice(0, -1);
    return this.outsideQuotes(text);
  }

  /** What is held back once the text has ended: a line end unless a quote is open. */
  end(): string {
    const held = this.heldCr ? this.outsideQuotes('\r') : '';
    this.heldCr = false;
    return held;
  }

  /**
   * `text` with CR LF and CR made LF wherever no quoted cell is open, read at its quotes and CRs only:
   * of the characters between them (text, delimiters, LFs), only the last tells whether a cell begins next.
   */
  private outsideQuotes(text: string): string {
    const crs = text.includes('\r');
    let out = '';
    let from = 0;
    let after = 0;
    for (let at = nextMark(text, 0, crs); at !== -1; at = nextMark(text, after, crs)) {
      if (at > after) this.other(text.charCodeAt(at - 1));
      after = at + 1;
      if (text.charCodeAt(at) === QUOTE) this.quote();
      else if (!this.quoted) {
        out += `${text.slice(from, at)}\n`;
        if (text.charCodeAt(after) === LF) after += 1;
        from = after;
        this.closed = false;
        this.cellStart = true;
      }
    }
    if (text.length > after) this.other(text.charCodeAt(text.length - 1));
    return from === 0 ? text : out + text.slice(from);
  }

  private quote(): void {
    if (this.quoted) {
      this.quoted = false;
      this.closed = true;
    } else {
      // An escaped quote after the one that closed the cell, or one that opens a cell.
      this.quoted = this.closed || this.cellStart;
      this.closed = false;
    }
    this.cellStart = false;
  }

  /**
   * Any character but a quote or a CR; only the last of a run matters, as only it tells whether a
   * cell begins next (a quote closing a cell is followed by it, so the cell is done).
   */
  private other(char: number): void {
    if (this.quoted) return;
    this.closed = false;
    this.cellStart = char === this.delimiter || char === LF;
  }
}

/** The next quote or CR from `from` (`crs`: whether the text holds any), or -1. */
function nextMark(text: string, from: number, crs: boolean): number {
  if (!crs) return text.indexOf('"', from);
  for (let at = from; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === QUOTE || char === CR) return at;
  }
  return -1;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
