// A CSV or TSV table's name and its header line, apart from table-text.ts so that what tells one
// without reading it (electron/cli/early-workers.ts before the CLI's modules load, a folder's walk
// that `export <project>` checks its arguments with) loads no CSV parser.

export type TableTextFormat = 'csv' | 'tsv';

/** "pages.csv", "pages.TSV", "pages.csv.gz" → the format; null for any other name. */
export function tableTextFormat(name: string): TableTextFormat | null {
  const match = /\.(csv|tsv)(\.gz)?$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as TableTextFormat) : null;
}

/**
 * The delimiter of a TSV, or the one a CSV's header line uses (a comma, or a semicolon or tab where a
 * locale wants it), looked for outside quoted cells: Dutch Excel's `loc;lastmod;"Titel, NL"` is
 * semicolons (it was read as commas, and had no loc column).
 */
export function tableTextDelimiter(format: TableTextFormat, headerLine: string): string {
  if (format === 'tsv') return '\t';
  const declared = declaredDelimiter(headerLine);
  if (declared !== null) return declared;
  // Each run of quoted text taken out ("a""b" is two), in one pass: a repeated alternation
  // overflowed V8's stack on a header of millions of quoted characters.
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  if (unquoted.includes(',')) return ',';
  if (unquoted.includes(';')) return ';';
  return unquoted.includes('\t') ? '\t' : ',';
}

/**
 * The delimiter a CSV's first line declares, as Excel reads it ahead of the header: `sep=;` (one
 * character after `sep=`, nothing else on the line); null for any other line.
 */
export const declaredDelimiter = (firstLine: string): string | null => /^sep=(.)$/is.exec(firstLine)?.[1] ?? null;

/** A header cell as the column it names ("  Loc " is loc): the import's reading of a table, and a folder's look at its first line. */
export const headerColumnName = (cell: string): string => cell.trim().toLowerCase();
