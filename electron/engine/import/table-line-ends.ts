import Papa from 'papaparse';

/**
 * A CSV or TSV text's line ends as LF, outside quoted cells: each CR LF pair and each CR alone, as
 * Python's csv reader and this app's text sitemaps take them. papaparse splits records at one line
 * break for the whole file, so a CR alone in a file of LF lines (or a header ended by CR) glued the
 * rows after it into one cell, without a word. A quoted cell's own line breaks are its text, and
 * kept. The text comes in pieces: a CR last in one is held back until the next tells whether an LF
 * follows, and whether a quote is open carries over.
 *
 * Quotes are read as papaparse reads them. A quote opens a quoted cell only where a cell begins (the
 * text's start, after the delimiter or a line end): one inside an unquoted cell (`5" screen`) is text,
 * and papaparse says nothing of it. In a quoted cell, a doubled quote is one quote, and a quote ends
 * the cell only where the delimiter or a line end follows it, white space between allowed; after any
 * other character (`"a"b`) the cell goes on (papaparse's InvalidQuotes). Every quote counted as opening
 * or closing a cell left the CR LF line ends after a stray one as written, a CR ending each record's
 * last cell, and every line named after it ran ahead.
 */
export class TableLineEnds {
  private quoted = false;
  /**
   * A quote in a quoted cell, with nothing or only white space after it yet: what comes next tells
   * whether it ended the cell (`after-quote`: a quote straight after it is an escaped one).
   */
  private ending: 'no' | 'after-quote' | 'after-space' = 'no';
  /** The next character begins a cell (read outside quoted cells only). */
  private cellStart = true;
  private heldCr = false;
  private readonly delimiter: number;

  /** `delimiter`: the table's (tableTextDelimiter); one papaparse cannot split at is a comma, there and here. */
  constructor(delimiter: string) {
    this.delimiter = (Papa.BAD_DELIMITERS.includes(delimiter) ? ',' : delimiter).charCodeAt(0);
  }

  /**
   * Whether a line end next would be a quoted cell's text: a quote opened one, and no quote since may
   * have ended it.
   */
  get inQuotedCell(): boolean {
    return this.quoted && this.ending === 'no';
  }

  /**
   * Whether the text, ending here, leaves a quoted cell open: a quote last ends it, but one that only
   * white space follows does not (papaparse says MissingQuotes).
   */
  get openAtEnd(): boolean {
    return this.quoted && this.ending !== 'after-quote';
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
   * `text` with CR LF and CR made LF wherever no quoted cell is open, read at its quotes and CRs (and
   * what follows a quote in a quoted cell): of the characters between them, only the last tells
   * whether a cell begins next.
   */
  private outsideQuotes(text: string): string {
    const crs = text.includes('\r');
    let out = '';
    let from = 0;
    let after = this.ending === 'no' ? 0 : this.endOfCell(text, 0);
    for (let at = nextMark(text, after, crs); at !== -1; at = nextMark(text, after, crs)) {
      if (at > after) this.other(text.charCodeAt(at - 1));
      after = at + 1;
      if (text.charCodeAt(at) === QUOTE) {
        if (this.quoted) {
          this.ending = 'after-quote';
          after = this.endOfCell(text, after);
        } else {
          this.quoted = this.cellStart;
          this.cellStart = false;
        }
      } else if (!this.quoted) {
        out += `${text.slice(from, at)}\n`;
        if (text.charCodeAt(after) === LF) after += 1;
        from = after;
        this.cellStart = true;
      }
    }
    if (text.length > after) this.other(text.charCodeAt(text.length - 1));
    return from === 0 ? text : out + text.slice(from);
  }

  /**
   * Whether the quote before `at` ended its quoted cell (`ending`), read from `at` on: the place to
   * read on from. Undecided at the text's end (nothing after it yet, or only white space), it waits
   * for the next piece.
   */
  private endOfCell(text: string, at: number): number {
    if (this.ending === 'after-quote' && text.charCodeAt(at) === QUOTE) {
      this.ending = 'no';
      return at + 1; // a doubled quote: the cell goes on
    }
    let next = at;
    // White space up to the delimiter (a tab, in a TSV, is one).
    while (next < text.length && text.charCodeAt(next) !== this.delimiter && isSpace(text.charCodeAt(next))) next++;
    if (next === text.length) {
      if (next > at) this.ending = 'after-space';
      return next;
    }
    this.ending = 'no';
    const char = text.charCodeAt(next);
    // Ended by the delimiter or a line end (a CR is read as one next); after anything else the cell goes on.
    if (char === this.delimiter || char === LF || char === CR) this.quoted = false;
    return next;
  }

  /** Any character but a quote or a CR, the last of a run: whether a cell begins after it. */
  private other(char: number): void {
    if (!this.quoted) this.cellStart = char === this.delimiter || char === LF;
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

/** White space papaparse allows between a closing quote and the delimiter or line end (trim's), but CR and LF. */
const isSpace = (char: number): boolean => char !== CR && char !== LF && SPACE.test(String.fromCharCode(char));
const SPACE = /\s/;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
