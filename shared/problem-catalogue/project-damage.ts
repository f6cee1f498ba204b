import { formatCount } from '../format';
import type { ShapeFault } from '../shape-facts';
import { shapeFaultText } from './shape-fault';

/*
 * Why a project file cannot be opened, as facts: each language words them (English here, Dutch in
 * dutch/project-damage.ts).
 */

/** A JSON or gzip reader's refusal: JSON's own words (and where, when it says), or zlib's code. */
export type ReaderFault =
  | { fault: 'json'; words: string; position: number | null }
  | { fault: 'gzip'; code: string; words: string }
  | { fault: 'other'; words: string };

/** What is wrong with one record of a streamed project (version 2 or 3). */
export type RecordFault =
  | ReaderFault
  | { fault: 'not-object' }
  | { fault: 'too-long'; limit: number }
  /** `table`: the record's table as written (any JSON). */
  | { fault: 'table-order'; table: string; due: number }
  | { fault: 'row-order'; from: string; due: number }
  | { fault: 'checks-early'; due: number }
  | { fault: 'check-order'; from: string; due: number }
  | { fault: 'checks-beyond'; count: number }
  /** The records of site-check results hold more than `limit` bytes in all. */
  | { fault: 'checks-too-large'; limit: number }
  /** `size`: how many the record's list holds; null when it holds no list. */
  | { fault: 'list-size'; size: number | null; of: 'rows' | 'checks' };

/** Where reading had come when a record went wrong. */
export type ReadingPlace =
  { at: 'table'; table: string; row: number } | { at: 'checks'; after: number } | { at: 'end' };

export type ProjectDamage =
  | { damage: 'rows-short'; table: string; rows: number; of: number }
  | { damage: 'checks-short'; checks: number; of: number }
  /** `at`: the line and place, for a record after the header. */
  | { damage: 'record'; fault: RecordFault; at: { line: number; place: ReadingPlace } | null }
  /** A value of the document (or of a record, on `line`) that is not what belongs there. */
  | { damage: 'shape'; fault: ShapeFault; line: number | null };

/** A reader's error as facts: a JSON SyntaxError, a zlib error (by its code), or its words. */
export function readerFault(error: unknown): ReaderFault {
  const words = error instanceof Error ? error.message : String(error);
  if (error instanceof SyntaxError) {
    const position = /at position (\d+)/.exec(words);
    return { fault: 'json', words, position: position ? Number(position[1]) : null };
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('Z_')) return { fault: 'gzip', code, words };
  return { fault: 'other', words };
}

function recordFaultText(f: RecordFault): string {
  switch (f.fault) {
    case 'json':
    case 'gzip':
    case 'other':
      return f.words;
    case 'not-object':
      return 'a record is not an object';
    case 'too-long':
      return `a record is longer than ${formatCount(f.limit)} bytes`;
    case 'table-order':
      return `a record of table ${f.table} came where table ${f.due} was due`;
    case 'row-order':
      return `a record from row ${f.from} came where row ${f.due} was due`;
    case 'checks-early':
      return `a record of site-check results came where table ${f.due} was due`;
    case 'check-order':
      return `a record from site-check result ${f.from} came where result ${f.due} was due`;
    case 'checks-beyond':
      return `a record of site-check results came after the ${formatCount(f.count)} the header counts`;
    case 'checks-too-large':
      return `the site-check results are larger than ${formatCount(f.limit)} bytes in all`;
    case 'list-size':
      return `a record holds ${f.size ?? 'no list of'} ${f.of === 'rows' ? 'rows' : 'site-check results'}`;
  }
}

function placeText(place: ReadingPlace): string {
  switch (place.at) {
    case 'table':
      return `at table "${place.table}", after row ${formatCount(place.row)}`;
    case 'checks':
      return `at the site-check results, after result ${formatCount(place.after)}`;
    case 'end':
      return 'after the last row';
  }
}

/** A project file's damage as a sentence after its name, in English. */
export function projectDamageText(file: string, d: ProjectDamage): string {
  switch (d.damage) {
    case 'rows-short':
      return `${file} is damaged and cannot be opened: it ends early: table "${d.table}" has ${formatCount(d.rows)} of its ${formatCount(d.of)} rows.`;
    case 'checks-short':
      return `${file} is damaged and cannot be opened: it ends early: it has ${formatCount(d.checks)} of its ${formatCount(d.of)} site-check results.`;
    case 'record': {
      const where = d.at ? ` (line ${d.at.line}, ${placeText(d.at.place)})` : '';
      return `${file} is damaged and cannot be opened: ${recordFaultText(d.fault)}${where}.`;
    }
    case 'shape':
      return `${file} is damaged at ${d.line === null ? '' : `line ${d.line}, `}${shapeFaultText(d.fault)}.`;
  }
}
