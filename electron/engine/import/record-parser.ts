import Papa from 'papaparse';
import type { TableTextFault } from '../../../shared/problem-catalogue';
import { declaredDelimiter } from '../../../shared/table-text-format';
import { MAX_RECORD_CHARS, NO_FAULTS, quoteLeftOpen, UNTERMINATED, type TableRecord } from './table-record';
import type { TableTextPieces } from './table-text-pieces';

/**
 * papaparse over a table text's pieces (their line ends made LF), a parse at a time: each parse takes
 * the record the last one left unfinished and the text since, and each record is given the line it
 * starts on, so the records, their faults and their lines are those of parsing the whole text at once.
 */
export class RecordParser {
  private parser: Papa.Parser | null = null;
  /** The line the next record starts on. */
  line = 1;
  /** A record was parsed whole: the header, which a record too long to be a row cannot then be. */
  recordsRead = false;

  /** `text`: the pieces parsed, whose first line names the delimiter. */
  constructor(private readonly text: TableTextPieces) {}

  /** Whether a parse has begun: the first line had ended, and the delimiter was read from it. */
  get started(): boolean {
    return this.parser !== null;
  }

  /**
   * The records `pending` holds, and how many of its characters they took: the last record, maybe
   * cut, is left for the next parse unless `final`.
   */
  parse(pending: string, final: boolean): { records: TableRecord[]; used: number } {
    let passed = 0;
    if (!this.parser) {
      this.parser = new Papa.Parser({ delimiter: this.text.delimiter, newline: '\n' });
      const head = /^[^\r\n]*/.exec(pending)![0];
      // Excel's `sep=;` ahead of the header names the delimiter: a line of no record, passed over.
      if (this.text.format === 'csv' && declaredDelimiter(head) !== null) {
        passed = Math.min(head.length + 1, pending.length);
        this.line += 1;
      }
    }
    const parsed = passed === 0 ? pending : pending.slice(passed);
    const { data, errors, meta } = this.parser.parse(parsed, 0, !final) as Papa.ParseResult<string[]>;
    this.recordsRead ||= data.length > 0;
    const faults = new Map<number, TableTextFault[]>();
    // A fault in the record left for the next parse is found again there.
    for (const error of errors)
      if (error.row !== undefined && error.row < data.length) faultsOf(faults, error.row).push(tableTextFault(error));
    // Without a quote or a CR in the text, no cell holds a line break: not looked for cell by cell.
    const breaking = parsed.includes('"') || parsed.includes('\r');
    const records = data.map((cells, index): TableRecord => {
      const breaks = breaking ? lineBreaksIn(cells) : 0;
      // Parsed whole before the reader saw it past the limit: where it ends is known.
      if (charactersOf(cells) > MAX_RECORD_CHARS) return this.leftOut(breaks, leftOpen(faults.get(index)));
      const record: TableRecord = { cells, line: this.line, breaks, faults: faults.get(index) ?? NO_FAULTS };
      this.line += 1 + breaks;
      return record;
    });
    return { records, used: final ? pending.length : passed + meta.cursor };
  }

  /** A record too long to be a row, holding `breaks` line breaks in its quoted cells: left out, its lines counted. */
  leftOut(breaks: number, faults: readonly TableTextFault[]): TableRecord {
    const record: TableRecord = { cells: [], line: this.line, breaks, faults, tooLong: true };
    this.line += 1 + breaks;
    return record;
  }
}

/** papaparse's quote faults by their codes; any other in its own words. */
export function tableTextFault({ code, message }: Papa.ParseError): TableTextFault {
  if (code === 'MissingQuotes') return { quote: 'unterminated' };
  if (code === 'InvalidQuotes') return { quote: 'malformed' };
  return { parser: message };
}

function faultsOf(faults: Map<number, TableTextFault[]>, row: number): TableTextFault[] {
  let list = faults.get(row);
  if (!list) faults.set(row, (list = []));
  return list;
}

/** A record too long to be a row says of its faults only whether a quoted cell was left open (where a skipped one can tell). */
function leftOpen(faults: readonly TableTextFault[] = NO_FAULTS): readonly TableTextFault[] {
  return quoteLeftOpen(faults) ? UNTERMINATED : NO_FAULTS;
}

/** A record's characters as written, but for the quotes around its cells: theirs, and a delimiter between each two. */
function charactersOf(cells: readonly string[]): number {
  let characters = cells.length - 1;
  for (const value of cells) characters += value.length;
  return characters;
}

/** The line breaks a record's quoted cells hold, as they are written: each CR LF, CR or LF. */
function lineBreaksIn(cells: readonly string[]): number {
  let breaks = 0;
  // Matched only where a break may be: a match per cell made garbage for every row of a table.
  for (const value of cells)
    if (value.includes('\n') || value.includes('\r')) breaks += value.match(LINE_BREAKS)?.length ?? 0;
  return breaks;
}

const LINE_BREAKS = /\r\n|\r|\n/g;
