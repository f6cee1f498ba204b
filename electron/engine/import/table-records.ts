import Papa from 'papaparse';
import type { TableTextFault } from '../../../shared/problem-catalogue';
import { declaredDelimiter, tableTextDelimiter, type TableTextFormat } from '../../../shared/table-text-format';
import { SkippedRecord } from './skipped-record';
import { TableLineEnds } from './table-line-ends';

/** One record of a CSV or TSV table: its cells, the line it starts on, and what the parser found wrong in it. */
export interface TableRecord {
  cells: string[];
  line: number;
  /** The line breaks its quoted cells hold: the next record starts that many lines further. */
  breaks: number;
  /** What the parser found wrong (usually nothing). */
  faults: readonly TableTextFault[];
  /**
   * A record of more than MAX_RECORD_CHARS characters, not a row of URLs: its `cells` empty. Once its
   * end is known it is left out, the records after it read on; one whose quoted cell never closed
   * (`faults` say unterminated) held the rest of the text.
   */
  tooLong?: true;
}

export interface RecordReading {
  /** Text parsed at a time, at least (a test makes it small to cut records across parses). */
  parseChars?: number;
  /**
   * Whether the text ended by a failure (the size cap, a broken download), asked once it has ended:
   * its last record, cut where the bytes stopped, is then left out, as a text sitemap's last line is
   * (a loc of 606 of its 1,026 characters was kept as a row).
   */
  cutShort?: () => boolean;
}

/**
 * Text parsed at a time, at least: a parse takes the pieces read since the last (a file's reads are
 * 256 KiB). A parse's records live until its rows are made from them: at 1 MiB (some 9,000 records)
 * V8's scavenges copied them and promoted most. A shop CSV of 1M rows, read in pieces of 64 KiB into
 * columns (rows in batches of 256, TABLE_ROWS_PER_BATCH): parsed a megabyte at a time, its scavenges
 * paused 405 ms, promoting 305 MB; 64 KiB at a time, 125 ms and 9 MB (16 KiB at a time no less).
 */
const PARSE_CHARS = 64 * 1024;
/**
 * A record longer than this is not a row of URLs (a URL and three short fields, a few more columns
 * left out). Its text is dropped as it comes, up to its end: the first line end outside its quoted
 * cells, or the text's end. One that is the header tells no columns: the read stops there.
 */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;
const NO_FAULTS: readonly TableTextFault[] = Object.freeze([]);
const UNTERMINATED: readonly TableTextFault[] = Object.freeze([{ quote: 'unterminated' }]);

/**
 * A header line of more than MAX_RECORD_CHARS characters, starting on `line`, which stops the read
 * (`unclosed`: a quoted cell in it was open there). How long it is, is not known: the read stops once
 * it is past the limit, so no more than the limit is ever said.
 */
export class RecordTooLongError extends Error {
  override readonly name = 'RecordTooLongError';
  constructor(
    readonly line: number,
    readonly kind: 'unclosed' | 'header',
  ) {
    super(`The record starting on line ${line} is longer than ${MAX_RECORD_CHARS} characters.`);
  }
}

/**
 * The records of a CSV or TSV text that arrives in pieces, a parse's worth at a time, as papaparse's
 * own streamers read a file: each parse takes the record the last one left unfinished plus the new
 * text, and leaves its last record (maybe cut) to the next, so the records, their faults and their
 * lines are those of parsing the whole text at once. The delimiter comes from the header line, or
 * from Excel's `sep=` line before it.
 */
export async function* tableRecords(
  pieces: AsyncIterable<string>,
  format: TableTextFormat,
  reading: RecordReading = {},
): AsyncGenerator<TableRecord[]> {
  const parseChars = reading.parseChars ?? PARSE_CHARS;
  let parser: Papa.Parser | null = null;
  /** Made once the first line has ended: which quotes open a cell depends on the delimiter it names. */
  let lineEnds: TableLineEnds | null = null;
  /** The delimiter the first line names (the header, or a `sep=` line): the line ends and the records are read by it. */
  let delimiter = ',';
  const readLineEnds = (first: string): TableLineEnds => {
    delimiter = tableTextDelimiter(format, first);
    return (lineEnds = new TableLineEnds(delimiter));
  };
  /** The text before the first line end, held as written till then. */
  let firstLine = '';
  /** A piece with its line ends made LF; null while the first line is held. */
  const normalized = (written: string): string | null => {
    if (lineEnds) return lineEnds.normalize(written);
    // Only the new text is searched: a first line held in many pieces is not read again for each.
    const endInPiece = written.search(/[\r\n]/);
    const end = endInPiece < 0 ? -1 : firstLine.length + endInPiece;
    firstLine += written;
    // Never held past the longest record: the check below then tells of it.
    if (end < 0 && firstLine.length <= MAX_RECORD_CHARS) return null;
    const held = firstLine;
    firstLine = '';
    return readLineEnds(end < 0 ? held : held.slice(0, end)).normalize(held);
  };
  /** Text not parsed yet: the record left unfinished, then what came since. */
  let pending = '';
  let fresh = 0;
  let line = 1;
  let headerEnded = false;
  /** A record was parsed whole: the header, which a record too long to be a row cannot then be. */
  let recordsRead = false;
  /** A record too long to be a row, its text dropped as it comes, up to its end. */
  let skipped: SkippedRecord | null = null;
  /**
   * Where the skipped record ends in the next text, if it does: the record, left out, and the text
   * after it. At the text's end (`last`) it ends there, a quoted cell it opened left unterminated.
   */
  const pastSkipped = (text: string, last = false): { leftOut: TableRecord; rest: string } | null => {
    const record = skipped!;
    const end = record.endIn(text);
    if (end < 0 && !last) return null;
    const faults = end < 0 && record.openAtEnd ? UNTERMINATED : NO_FAULTS;
    const leftOut: TableRecord = { cells: [], line, breaks: record.breaks, faults, tooLong: true };
    line += 1 + record.breaks;
    skipped = null;
    return { leftOut, rest: end < 0 ? '' : text.slice(end) };
  };
  const parse = (final: boolean): TableRecord[] => {
    if (!parser) {
      const head = /^[^\r\n]*/.exec(pending)![0];
      parser = new Papa.Parser({ delimiter, newline: '\n' });
      // Excel's `sep=;` ahead of the header names the delimiter: a line of no record, passed over.
      if (format === 'csv' && declaredDelimiter(head) !== null) {
        pending = pending.slice(head.length + 1);
        line += 1;
      }
    }
    const { data, errors, meta } = parser.parse(pending, 0, !final) as Papa.ParseResult<string[]>;
    recordsRead ||= data.length > 0;
    const faults = new Map<number, TableTextFault[]>();
    // A fault in the record left for the next parse is found again there.
    for (const error of errors)
      if (error.row !== undefined && error.row < data.length) faultsOf(faults, error.row).push(tableTextFault(error));
    // Without a quote or a CR in the text, no cell holds a line break: not looked for cell by cell.
    const breaking = pending.includes('"') || pending.includes('\r');
    const records = data.map((cells, index): TableRecord => {
      const breaks = breaking ? lineBreaksIn(cells) : 0;
      // Parsed whole before the check below saw it past the limit: where it ends is known.
      const record: TableRecord =
        charactersOf(cells) > MAX_RECORD_CHARS
          ? { cells: [], line, breaks, faults: leftOpen(faults.get(index)), tooLong: true }
          : { cells, line, breaks, faults: faults.get(index) ?? NO_FAULTS };
      line += 1 + breaks;
      return record;
    });
    pending = final ? '' : pending.slice(meta.cursor);
    fresh = 0;
    return records;
  };
  for await (const written of pieces) {
    let piece = normalized(written);
    if (piece === null) continue;
    if (skipped) {
      const past = pastSkipped(piece);
      if (!past) continue;
      yield [past.leftOut];
      piece = past.rest;
    }
    pending += piece;
    fresh += piece.length;
    headerEnded ||= /[\r\n]/.test(piece);
    // Each parse takes at least as much new text as it carries over, so a long record is not parsed
    // again and again; the first waits for the header line (its delimiter is read from it).
    const ready = parser ? 2 * fresh >= pending.length : headerEnded;
    if (ready && fresh >= parseChars) {
      const records = parse(false);
      if (records.length > 0) yield records;
    }
    // What a parse left unfinished, or a header line not yet ended.
    const unfinished = parser ? pending.length - fresh : pending.length;
    if (unfinished > MAX_RECORD_CHARS) {
      skipped = new SkippedRecord(delimiter, pending.slice(0, unfinished));
      // The header (its first line may have ended in a quoted cell): no column is known, nothing is read on.
      if (!recordsRead) throw new RecordTooLongError(line, skipped.inQuotedCell ? 'unclosed' : 'header');
      const past = pastSkipped(pending.slice(unfinished));
      pending = past?.rest ?? '';
      fresh = pending.length;
      if (past) yield [past.leftOut];
    }
  }
  // A text of one line, never ended, is read whole now.
  lineEnds ??= readLineEnds(firstLine);
  const rest = lineEnds.normalize(firstLine) + lineEnds.end();
  if (skipped) {
    const past = pastSkipped(rest, true)!;
    yield [past.leftOut];
    pending += past.rest;
  } else pending += rest;
  if (pending !== '' || parser) {
    const records = parse(!(reading.cutShort?.() ?? false));
    if (records.length > 0) yield records;
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

/** Whether a record's faults say a quoted cell in it was never closed: it holds the rest of the text. */
export const quoteLeftOpen = (faults: readonly TableTextFault[]): boolean =>
  faults.some((fault) => 'quote' in fault && fault.quote === 'unterminated');

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
