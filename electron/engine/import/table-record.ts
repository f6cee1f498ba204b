import type { TableTextFault } from '../../../shared/problem-catalogue';

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

/**
 * A record longer than this is not a row of URLs (a URL and three short fields, a few more columns
 * left out). Its text is dropped as it comes, up to its end: the first line end outside its quoted
 * cells, or the text's end. One that is the header tells no columns: the read stops there.
 */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;

export const NO_FAULTS: readonly TableTextFault[] = Object.freeze([]);
export const UNTERMINATED: readonly TableTextFault[] = Object.freeze([{ quote: 'unterminated' }]);

/** Whether a record's faults say a quoted cell in it was never closed: it holds the rest of the text. */
export const quoteLeftOpen = (faults: readonly TableTextFault[]): boolean =>
  faults.some((fault) => 'quote' in fault && fault.quote === 'unterminated');
