import type { Problem, ProblemCode, Severity } from '../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import type { NamedRows } from '../../../shared/validation/validate-rows';

/**
 * How tables travel to the validation worker and problems come back. Structured-cloning a
 * million row objects would hold the main thread for about a second, so the four fields go as
 * joined strings, a few slices per field (the separator and the null mark are control characters no
 * URL holds), and
 * only the few rows with extension data go as objects.
 */
const SEP = '\u0001';
const NULL = '\u0002';

export interface WireTable {
  name: string;
  count: number;
  /** Each field as slices of joined values, in row order (slices are never joined: that would copy them all again). */
  loc: string[];
  lastmod: string[];
  changefreq: string[];
  priority: string[];
  extensions: { index: number; row: Pick<UrlRow, 'images' | 'videos' | 'alternates' | 'news'> }[];
}

/** One stretch of rows in wire form: each field joined, and the rows with extension data. */
function encodeRange(rows: readonly UrlRow[], start: number, end: number) {
  const slice = rows.slice(start, end);
  const join = (field: 'loc' | 'lastmod' | 'changefreq' | 'priority'): string =>
    slice.map((row) => row[field] ?? NULL).join(SEP);
  const extensions: WireTable['extensions'] = [];
  slice.forEach((row, offset) => {
    if (row.images.length > 0 || row.videos.length > 0 || row.alternates.length > 0 || row.news) {
      extensions.push({
        index: start + offset,
        row: { images: row.images, videos: row.videos, alternates: row.alternates, news: row.news },
      });
    }
  });
  return {
    loc: join('loc'),
    lastmod: join('lastmod'),
    changefreq: join('changefreq'),
    priority: join('priority'),
    extensions,
  };
}

function assemble(name: string, count: number, parts: ReturnType<typeof encodeRange>[]): WireTable {
  const field = (key: 'loc' | 'lastmod' | 'changefreq' | 'priority'): string[] => parts.map((part) => part[key]);
  return {
    name,
    count,
    loc: field('loc'),
    lastmod: field('lastmod'),
    changefreq: field('changefreq'),
    priority: field('priority'),
    extensions: parts.flatMap((part) => part.extensions),
  };
}

export function encodeTable(name: string, rows: readonly UrlRow[]): WireTable {
  return assemble(name, rows.length, rows.length === 0 ? [] : [encodeRange(rows, 0, rows.length)]);
}

/** Rows encoded per task: small enough that a slice takes a few milliseconds. */
export const ROWS_PER_SLICE = 25_000;

/**
 * encodeTable in slices, giving the event loop back between them, so typing and scrolling stay
 * smooth while a million rows are prepared for the worker. Null when `stale()` says a newer check
 * has begun (the rows changed meanwhile).
 */
export async function encodeTableInSlices(
  name: string,
  rows: readonly UrlRow[],
  stale: () => boolean,
): Promise<WireTable | null> {
  const parts: ReturnType<typeof encodeRange>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    parts.push(encodeRange(rows, start, Math.min(rows.length, start + ROWS_PER_SLICE)));
    await new Promise((resolve) => setTimeout(resolve));
    if (stale()) return null;
  }
  return assemble(name, rows.length, parts);
}

export function decodeTable(wire: WireTable): NamedRows & { rows: UrlRow[] } {
  const split = (slices: string[]): (string | null)[] =>
    slices.flatMap((slice) => slice.split(SEP)).map((value) => (value === NULL ? null : value));
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
  codes: ProblemCode[];
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
