import type { Problem, Severity } from '../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import type { NamedRows } from '../../../shared/validation/validate-rows';

/**
 * How tables travel to the validation worker and problems come back. Structured-cloning a
 * million row objects would hold the main thread for about a second, so the four fields go as
 * one string each (the separator and the null mark are control characters no URL holds), and
 * only the few rows with extension data go as objects.
 */
const SEP = '\u0001';
const NULL = '\u0002';

export interface WireTable {
  name: string;
  count: number;
  loc: string;
  lastmod: string;
  changefreq: string;
  priority: string;
  extensions: { index: number; row: Pick<UrlRow, 'images' | 'videos' | 'alternates' | 'news'> }[];
}

const join = (rows: readonly UrlRow[], field: 'loc' | 'lastmod' | 'changefreq' | 'priority'): string =>
  rows.map((row) => row[field] ?? NULL).join(SEP);

export function encodeTable(name: string, rows: readonly UrlRow[]): WireTable {
  const extensions: WireTable['extensions'] = [];
  rows.forEach((row, index) => {
    if (row.images.length > 0 || row.videos.length > 0 || row.alternates.length > 0 || row.news) {
      extensions.push({
        index,
        row: { images: row.images, videos: row.videos, alternates: row.alternates, news: row.news },
      });
    }
  });
  return {
    name,
    count: rows.length,
    loc: join(rows, 'loc'),
    lastmod: join(rows, 'lastmod'),
    changefreq: join(rows, 'changefreq'),
    priority: join(rows, 'priority'),
    extensions,
  };
}

export function decodeTable(wire: WireTable): NamedRows {
  const split = (text: string): (string | null)[] =>
    wire.count === 0 ? [] : text.split(SEP).map((value) => (value === NULL ? null : value));
  const loc = split(wire.loc);
  const lastmod = split(wire.lastmod);
  const changefreq = split(wire.changefreq);
  const priority = split(wire.priority);
  const rows: UrlRow[] = new Array<UrlRow>(wire.count);
  for (let i = 0; i < wire.count; i += 1) {
    const row = emptyRow(loc[i] ?? '');
    row.lastmod = lastmod[i] ?? null;
    row.changefreq = changefreq[i] ?? null;
    row.priority = priority[i] ?? null;
    rows[i] = row;
  }
  for (const { index, row } of wire.extensions) Object.assign(rows[index]!, row);
  return { name: wire.name, rows };
}

/** Problems found by the worker, column by column (row numbers are 1-based, as in a Problem's place). */
export interface WireProblems {
  tables: Uint16Array;
  rows: Int32Array;
  severities: Severity[];
  codes: string[];
  messages: string[];
  fields: string[];
}

export function encodeProblems(problems: readonly Problem[], tableNames: readonly string[]): WireProblems {
  const index = new Map(tableNames.map((name, i) => [name, i]));
  return {
    tables: Uint16Array.from(problems, (item) => index.get(item.place.table ?? '') ?? 0),
    rows: Int32Array.from(problems, (item) => item.place.row ?? 0),
    severities: problems.map((item) => item.severity),
    codes: problems.map((item) => item.code),
    messages: problems.map((item) => item.message),
    fields: problems.map((item) => item.place.field ?? ''),
  };
}
