import { RecordParser } from './record-parser';
import { SkippedRecord } from './skipped-record';
import { MAX_RECORD_CHARS, NO_FAULTS, UNTERMINATED, type TableRecord } from './table-record';
import type { TableTextPieces } from './table-text-pieces';

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
 * from Excel's `sep=` line before it: `text` names it once the first record is parsed.
 */
export async function* tableRecords(
  pieces: AsyncIterable<string>,
  text: TableTextPieces,
  reading: RecordReading = {},
): AsyncGenerator<TableRecord[]> {
  const parseChars = reading.parseChars ?? PARSE_CHARS;
  const parser = new RecordParser(text);
  /** Text not parsed yet: the record left unfinished, then what came since. */
  let pending = '';
  let fresh = 0;
  let headerEnded = false;
  /** A record too long to be a row, its text dropped as it comes, up to its end. */
  let skipped: SkippedRecord | null = null;
  /**
   * Where the skipped record ends in the next text, if it does: the record, left out, and the text
   * after it. At the text's end (`last`) it ends there, a quoted cell it opened left unterminated.
   */
  const pastSkipped = (next: string, last = false): { leftOut: TableRecord; rest: string } | null => {
    const record = skipped!;
    const end = record.endIn(next);
    if (end < 0 && !last) return null;
    skipped = null;
    const faults = end < 0 && record.openAtEnd ? UNTERMINATED : NO_FAULTS;
    return { leftOut: parser.leftOut(record.breaks, faults), rest: end < 0 ? '' : next.slice(end) };
  };
  const parse = (final: boolean): TableRecord[] => {
    const { records, used } = parser.parse(pending, final);
    pending = pending.slice(used);
    fresh = 0;
    return records;
  };
  for await (const written of pieces) {
    let piece = text.normalize(written);
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
    const ready = parser.started ? 2 * fresh >= pending.length : headerEnded;
    if (ready && fresh >= parseChars) {
      const records = parse(false);
      if (records.length > 0) yield records;
    }
    // What a parse left unfinished, or a header line not yet ended.
    const unfinished = parser.started ? pending.length - fresh : pending.length;
    if (unfinished > MAX_RECORD_CHARS) {
      skipped = new SkippedRecord(text.delimiter, pending.slice(0, unfinished));
      // The header (its first line may have ended in a quoted cell): no column is known, nothing is read on.
      if (!parser.recordsRead) throw new RecordTooLongError(parser.line, skipped.inQuotedCell ? 'unclosed' : 'header');
      const past = pastSkipped(pending.slice(unfinished));
      pending = past?.rest ?? '';
      fresh = pending.length;
      if (past) yield [past.leftOut];
    }
  }
  // A text of one line, never ended, is read whole now.
  const rest = text.end();
  if (skipped) {
    const past = pastSkipped(rest, true)!;
    yield [past.leftOut];
    pending += past.rest;
  } else pending += rest;
  if (pending !== '' || parser.started) {
    const records = parse(!(reading.cutShort?.() ?? false));
    if (records.length > 0) yield records;
  }
}
