/**
 * Spreadsheet formula injection (OWASP, "CSV Injection"): Excel, LibreOffice and Google Sheets run a
 * cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a sitemap
 * value such as `=HYPERLINK(…)` would run on the computer of whoever opens our CSV or pastes our
 * copy. Such a cell is written after a single quote, which spreadsheets read as "this is text".
 *
 * To tell that quote from one the value really starts with, a value that is quotes followed by one
 * of those characters gets one quote more. Writing adds a quote exactly to the values matching
 * NEEDS_QUOTE; reading takes one off exactly the values matching WAS_QUOTED (a subset of what writing
 * produces, and of nothing else it leaves alone), so every string comes back as it was.
 */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;
const WAS_QUOTED = /^'+[=+\-@\t\r]/;
const APOSTROPHE = 0x27;

/** The cell as a spreadsheet may safely read it: a single quote before anything it would run. */
export function neutraliseFormula(cell: string): string {
  return NEEDS_QUOTE.test(cell) ? `'${cell}` : cell;
}

/** The value a neutralised cell was written from (any other cell is its own value). */
export function restoreFormula(cell: string): string {
  // The quote looked for first: most cells have none, and a regular expression's test costs a call.
  return cell.charCodeAt(0) === APOSTROPHE && WAS_QUOTED.test(cell) ? cell.slice(1) : cell;
}
