// A CSV or TSV table's name, apart from table-text.ts so that what loads before the CLI's modules
// (electron/cli/early-workers.ts) tells one without loading a CSV parser.

export type TableTextFormat = 'csv' | 'tsv';

/** "pages.csv", "pages.TSV", "pages.csv.gz" → the format; null for any other name. */
export function tableTextFormat(name: string): TableTextFormat | null {
  const match = /\.(csv|tsv)(\.gz)?$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as TableTextFormat) : null;
}
