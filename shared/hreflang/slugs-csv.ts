import Papa from 'papaparse';
import { isKnownHreflang } from '../validation/field-rules';

/** A line of a CSV of translated slugs: its number in the file (1-based; the header is line 1) and its values. */
export interface SlugsLine {
  line: number;
  cells: string[];
}

/** A CSV of translated slugs as read: the header's codes, and each later line that is not empty. */
export interface SlugsCsv {
  codes: string[];
  lines: SlugsLine[];
}

/** Why a CSV of slugs cannot be read at all, and where: line and column (1-based, in characters). */
export interface SlugsCsvFault {
  reason: 'empty' | 'no-languages' | 'unclosed-quote' | 'stray-quote' | 'not-text';
  line: number;
  column: number;
}

/**
 * Reads a CSV of translated slugs: a header of language codes (`en,nl,de`), then one line per
 * content (commas, or the semicolons or tabs a spreadsheet writes). A quote left open or closed in
 * the middle of a value, an empty file or a header that names no language Google takes is a fault
 * with its place; lines that are read but do not fit are the pairing's to tell.
 */
export function readSlugsCsv(text: string): SlugsCsv | { fault: SlugsCsvFault } {
  const csv = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lineStarts = lineStartsOf(csv);
  const placeOf = (index: number): { line: number; column: number } => {
    let line = 0;
    for (let step = 1 << 30; step > 0; step >>= 1)
      if (line + step < lineStarts.length && lineStarts[line + step]! <= index) line += step;
    return { line: line + 1, column: index - lineStarts[line]! + 1 };
  };
  // A NUL, or a byte UTF-8 decoding replaced: a binary file, or text in another encoding, is no CSV to pair by.
  const binary = Math.min(...['\u0000', '\uFFFD'].map((char) => csv.indexOf(char) >>> 0));
  if (binary !== 0xffffffff) return { fault: { reason: 'not-text', ...placeOf(binary) } };
  const rows: SlugsLine[] = [];
  let fault: SlugsCsvFault | null = null;
  let start = 0;
  Papa.parse<string[]>(csv, {
    delimiter: delimiterOf(csv),
    step: ({ data, errors, meta }) => {
      const quote = errors.find((error) => error.type === 'Quotes');
      if (quote && fault === null) {
        // Papa places a quote's error just past the quote that opens the value.
        const opening = Math.max(start, (quote.index ?? start + 1) - 1);
        fault =
          quote.code === 'InvalidQuotes'
            ? { reason: 'stray-quote', ...placeOf(closingQuote(csv, opening)) }
            : { reason: 'unclosed-quote', ...placeOf(opening) };
      }
      if (data.some((cell) => cell.trim() !== '')) rows.push({ line: placeOf(start).line, cells: data });
      start = meta.cursor;
    },
  });
  if (fault !== null) return { fault };
  const [header, ...lines] = rows;
  if (header === undefined) return { fault: { reason: 'empty', line: 1, column: 1 } };
  const codes = header.cells.map((code) => code.trim());
  if (!codes.some(isPairingCode)) return { fault: { reason: 'no-languages', line: header.line, column: 1 } };
  return { codes, lines };
}

/** The message that words a fault, with `file` and the fault's `line` and `column`. */
export const slugsCsvFaultKey = (fault: SlugsCsvFault) => {
  const keys = {
    empty: 'languages.pair.csvFault.empty',
    'no-languages': 'languages.pair.csvFault.noLanguages',
    'unclosed-quote': 'languages.pair.csvFault.unclosedQuote',
    'stray-quote': 'languages.pair.csvFault.strayQuote',
    'not-text': 'languages.pair.csvFault.notText',
  } as const satisfies Record<SlugsCsvFault['reason'], string>;
  return keys[fault.reason];
};

/** A column's code pairing takes: one Google takes, and a language (x-default names no language version). */
export const isPairingCode = (code: string | undefined): code is string =>
  code !== undefined && isKnownHreflang(code) && !isXDefaultColumn(code);

/** A column headed x-default: a page for no language, which a CSV of languages does not pair (Complete all sets it). */
export const isXDefaultColumn = (code: string): boolean => code.trim().toLowerCase() === 'x-default';

/** The header's delimiter: the one of comma, semicolon and tab its first line holds most of (a comma when none). */
function delimiterOf(csv: string): string {
  const header = /[^\r\n]*\S[^\r\n]*/.exec(csv)?.[0] ?? '';
  const count = (delimiter: string): number => header.split(delimiter).length;
  return [',', ';', '\t'].reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

/** Where the quoted value opened at `opening` closes: the next quote that is not doubled. */
function closingQuote(csv: string, opening: number): number {
  let at = csv.indexOf('"', opening + 1);
  while (at >= 0 && csv[at + 1] === '"') at = csv.indexOf('"', at + 2);
  return at < 0 ? opening : at;
}

/** Where each line of `text` starts, in characters. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  // CR LF, LF, or CR alone (an old Mac's, which the CSV reader takes as a line break too).
  for (const { index } of text.matchAll(/\r\n?|\n/g)) {
    const at = index + (text[index] === '\r' && text[index + 1] === '\n' ? 2 : 1);
    starts.push(at);
  }
  return starts;
}
