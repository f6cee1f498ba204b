/**
 * A CSV or TSV text's line ends as LF, outside quoted cells: each CR LF pair and each CR alone, as
 * Python's csv reader and this app's text sitemaps take them. papaparse splits records at one line
 * break for the whole file, so a CR alone in a file of LF lines (or a header ended by CR) glued the
 * rows after it into one cell, without a word. A quoted cell's own line breaks are its text, and
 * kept. The text comes in pieces: a CR last in one is held back until the next tells whether an LF
 * follows, and whether a quote is open carries over.
 */
export class TableLineEnds {
  private quoted = false;
  private heldCr = false;

  /** The next piece, its line ends outside quotes made LF (a CR last held back for the next piece or `end`). */
  normalize(piece: string): string {
    let text = this.heldCr ? `\r${piece}` : piece;
    this.heldCr = text.endsWith('\r');
    if (this.heldCr) text = text.slice(0, -1);
    return this.outsideQuotes(text);
  }

  /** What is held back once the text has ended: a CR last in it, a line end unless a quote is open. */
  end(): string {
    const held = this.heldCr ? this.outsideQuotes('\r') : '';
    this.heldCr = false;
    return held;
  }

  /**
   * `text` with CR LF and CR made LF wherever no quote is open. Every quote turns quoting on or off:
   * a doubled one inside a quoted cell turns it off and on again, and a stray one inside an unquoted
   * cell (a fault papaparse reports) leaves line ends as they are written up to the next quote.
   */
  private outsideQuotes(text: string): string {
    if (!text.includes('\r')) {
      this.quoted = quotedAfter(text, this.quoted);
      return text;
    }
    let out = '';
    let from = 0;
    for (let at = 0; at < text.length; at++) {
      const char = text.charCodeAt(at);
      if (char === QUOTE) this.quoted = !this.quoted;
      else if (char === CR && !this.quoted) {
        out += `${text.slice(from, at)}\n`;
        if (text.charCodeAt(at + 1) === LF) at += 1;
        from = at + 1;
      }
    }
    return out + text.slice(from);
  }
}

/** Whether a quote is open after `text`, given whether one was before it. */
function quotedAfter(text: string, quoted: boolean): boolean {
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) quoted = !quoted;
  return quoted;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
