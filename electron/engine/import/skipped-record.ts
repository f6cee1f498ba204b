import { TableLineEnds } from './table-line-ends';

/**
 * A record too long to be a row, read on to where papaparse ends it: the first line end outside its
 * quoted cells. Its quotes are read as TableLineEnds reads them, so a quoted cell later in the record
 * (`x…x,"a⏎b",c`) holds its line ends, as in papaparse; the next LF alone ended the record there and
 * read the rest of that cell as rows. Its text comes with its line ends outside quoted cells made LF.
 */
export class SkippedRecord {
  private readonly quotes: TableLineEnds;
  /** The line breaks its quoted cells hold (CR LF, CR or LF), read so far: the next record starts that many lines further. */
  breaks = 0;

  /** `start`: the record from its first character, as far as it was read; it holds no line end of its own. */
  constructor(delimiter: string, start: string) {
    this.quotes = new TableLineEnds(delimiter);
    // Read for its quotes and line breaks: papaparse left it unfinished, so no line end of its ends it.
    this.endIn(start);
  }

  /** Whether a quoted cell is open where the record was read to: it may hold the rest of the file. */
  get inQuotedCell(): boolean {
    return this.quotes.inQuotedCell;
  }

  /** Whether the text, ending where the record was read to, leaves its quoted cell open (TableLineEnds.openAtEnd). */
  get openAtEnd(): boolean {
    return this.quotes.openAtEnd;
  }

  /** Where in `text`, the record's next text, the record ends, past its line end; -1 when it goes on past `text`. */
  endIn(text: string): number {
    let from = 0;
    for (let lf = text.indexOf('\n'); lf !== -1; lf = text.indexOf('\n', from)) {
      this.read(text.slice(from, lf));
      if (!this.quotes.inQuotedCell) {
        this.breaks += loneCrs(text.slice(0, lf + 1));
        return lf + 1;
      }
      this.quotes.normalize('\n');
      this.breaks += 1;
      from = lf + 1;
    }
    this.read(text.slice(from));
    this.breaks += loneCrs(text);
    return -1;
  }

  private read(text: string): void {
    if (text !== '') this.quotes.normalize(text);
  }
}

/**
 * A quoted cell's line breaks written as a CR alone: every CR in the text is in one (outside quoted
 * cells they were made LF), and one before an LF is counted with it. TableLineEnds holds a CR last
 * in a piece back till it knows what follows, so no CR LF is cut: only the text's very end may end
 * in a CR, a lone one.
 */
function loneCrs(text: string): number {
  let crs = 0;
  for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1))
    if (text.charCodeAt(at + 1) !== LF) crs++;
  return crs;
}

const LF = 0x0a;
