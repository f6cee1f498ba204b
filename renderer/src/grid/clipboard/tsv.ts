import Papa from 'papaparse';
import { neutraliseFormula, restoreFormula } from '../../../../shared/spreadsheet-cell';

/**
 * The clipboard's table formats. Excel and Google Sheets put TSV on the clipboard, quoting a cell
 * that holds a tab, a newline or a quote; papaparse reads and writes that dialect. A cell a
 * spreadsheet would run as a formula is copied after a single quote, and pasted back without it
 * (shared/spreadsheet-cell.ts).
 */

/**
 * TSV text as rows of cells; the line break Excel adds after the last row makes no extra row, nor do
 * empty lines after a block of several columns (a row of its empty cells would hold tabs): each
 * would have cleared a row's cell below the block.
 */
export function parseTsv(text: string): string[][] {
  if (text === '') return [['']];
  const body = text.replace(/(?:\r\n?|\n)$/, '');
  // papaparse tells the line ending by the breaks outside quoted cells: a cell may hold either kind.
  let result = Papa.parse<string[]>(body, { delimiter: '\t' });
  // A quote opening a cell that never closes as a spreadsheet closes it (text from an editor) takes
  // every cell after it into one: such text has no quoting, and is read as it is written, by its lines.
  if (result.errors.some(({ type }) => type === 'Quotes')) {
    const newline = body.includes('\r\n') ? '\r\n' : body.includes('\n') ? '\n' : '\r';
    result = Papa.parse<string[]>(body, { delimiter: '\t', quoteChar: '\u0000', newline });
  }
  const rows = result.data.map((row) => row.map(restoreFormula));
  const wide = rows.some((row) => row.length > 1);
  while (wide && rows.length > 1 && rows.at(-1)!.length === 1 && rows.at(-1)![0] === '') rows.pop();
  return rows.length === 0 ? [['']] : rows;
}

/** Rows of cells as TSV, quoting only the cells that need it, as the spreadsheets do. */
export function serializeTsv(cells: readonly (readonly string[])[]): string {
  return Papa.unparse(neutralised(cells), { delimiter: '\t', newline: '\n', quotes: false });
}

const neutralised = (cells: readonly (readonly string[])[]): string[][] =>
  cells.map((row) => row.map(neutraliseFormula));

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** Rows of cells as an HTML table, for a rich paste into a document or a spreadsheet. */
export function serializeHtml(cells: readonly (readonly string[])[]): string {
  const body = neutralised(cells)
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table>${body}</table>`;
}
