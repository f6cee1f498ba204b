import { formatCount } from '../format';
import type { ShapeFault } from '../shape-facts';
import { shapeFaultWords } from './shape-fault';
import { part, type Part, type Words } from './wording';

/*
 * Why a project file cannot be opened, as facts: the catalogues word them (`problems.project-corrupt`,
 * `problemParts.projectRecord`, `.readingPlace`).
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
  /** The stream ends inside a record whose length its start told (a column member's, read as one stream). */
  | { fault: 'cut' }
  | { fault: 'too-long'; limit: number }
  /** `table`: the record's table as written (any JSON). */
  | { fault: 'table-order'; table: string; due: number }
  | { fault: 'row-order'; from: string; due: number }
  | { fault: 'checks-early'; due: number }
  | { fault: 'check-order'; from: string; due: number }
  | { fault: 'checks-beyond'; count: number }
  /** The records of site-check results hold more than `limit` bytes in all. */
  | { fault: 'checks-too-large'; limit: number }
  /** The records of the last export's URLs past the bytes their count allows (mostExportedBytes). */
  | { fault: 'exported-too-large'; limit: number }
  /** `size`: how many the record's list holds; null when it holds no list. */
  | { fault: 'list-size'; size: number | null; of: 'rows' | 'checks' | 'exported' }
  /** A record of the URLs the last export wrote came before the rows and results were all read. */
  | { fault: 'exported-early' }
  | { fault: 'exported-order'; from: string; due: number }
  | { fault: 'exported-beyond'; count: number };

/** Where reading had come when a record went wrong. */
export type ReadingPlace =
  { at: 'table'; table: string; row: number } | { at: 'checks'; after: number } | { at: 'end' };

export type ProjectDamage =
  | { damage: 'rows-short'; table: string; rows: number; of: number }
  | { damage: 'checks-short'; checks: number; of: number }
  | { damage: 'exported-short'; urls: number; of: number }
  /**
   * `at`, for a record after the header: the line (JSON lines) or the gzip member (rows as columns,
   * which have no lines), and the place reading had reached.
   */
  | {
      damage: 'record';
      fault: RecordFault;
      at: { line: number; place: ReadingPlace } | { member: number; place: ReadingPlace } | null;
    }
  /** A value of the document (or of a record, on `line`) that is not what belongs there. */
  | { damage: 'shape'; fault: ShapeFault; line: number | null };

// eslint-disable-next-line no-control-regex -- escaping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A reader's error as facts: a JSON SyntaxError, a zlib error (by its code), or its words. */
export function readerFault(error: unknown): ReaderFault {
  // The reader quotes what it met, which in a damaged file may be any byte: a control character is
  // shown as its escape (\u0000), never written raw into a dialog or a terminal.
  const words = (error instanceof Error ? error.message : String(error)).replace(
    CONTROL,
    (found) => `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (error instanceof SyntaxError) {
    const position = /at position (\d+)/.exec(words);
    return { fault: 'json', words, position: position ? Number(position[1]) : null };
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('Z_')) return { fault: 'gzip', code, words };
  return { fault: 'other', words };
}

const GZIP: Record<string, string> = { Z_BUF_ERROR: 'gzipTruncated', Z_DATA_ERROR: 'gzipCorrupt' };
const KEY = 'problemParts.projectRecord';

function recordFaultWords(f: RecordFault): Part {
  switch (f.fault) {
    case 'json':
      return f.position === null
        ? part(`${KEY}.json`, { words: f.words })
        : part(`${KEY}.jsonAt`, { words: f.words, position: String(f.position) });
    case 'gzip':
      return part(`${KEY}.${GZIP[f.code] ?? 'gzipUnreadable'}`, { words: f.words, code: f.code });
    case 'other':
      return part(`${KEY}.other`, { words: f.words });
    case 'not-object':
      return part(`${KEY}.notObject`);
    case 'cut':
      return part(`${KEY}.cut`);
    case 'too-long':
      return part(`${KEY}.tooLong`, { limit: formatCount(f.limit) });
    case 'table-order':
      // -1: every table's rows were read, and more came.
      return f.due === -1
        ? part(`${KEY}.tableAfterAll`, { table: f.table })
        : part(`${KEY}.tableOrder`, { table: f.table, due: String(f.due) });
    case 'row-order':
      return part(`${KEY}.rowOrder`, { from: f.from, due: String(f.due) });
    case 'checks-early':
      return part(`${KEY}.checksEarly`);
    case 'check-order':
      return part(`${KEY}.checkOrder`, { from: f.from, due: String(f.due) });
    case 'checks-beyond':
      return part(`${KEY}.checksBeyond`, { count: formatCount(f.count) });
    case 'checks-too-large':
      return part(`${KEY}.checksTooLarge`, { limit: formatCount(f.limit) });
    case 'exported-too-large':
      return part(`${KEY}.exportedTooLarge`, { limit: formatCount(f.limit) });
    case 'exported-early':
      return part(`${KEY}.exportedEarly`);
    case 'exported-order':
      return part(`${KEY}.exportedOrder`, { from: f.from, due: String(f.due) });
    case 'exported-beyond':
      return part(`${KEY}.exportedBeyond`, { count: formatCount(f.count) });
    case 'list-size': {
      const of = part(`${KEY}.listOf.${f.of}`);
      return f.size === null
        ? part(`${KEY}.noList`, { of })
        : part(`${KEY}.listSize`, { size: formatCount(f.size), of });
    }
  }
}

function placeWords(place: ReadingPlace): Part {
  switch (place.at) {
    case 'table':
      return part('problemParts.readingPlace.table', { table: place.table, row: formatCount(place.row) });
    case 'checks':
      return part('problemParts.readingPlace.checks', { after: formatCount(place.after) });
    case 'end':
      return part('problemParts.readingPlace.end');
  }
}

/** A project file's damage as the words of `project-corrupt`: which of its messages, and the facts. */
export function projectDamageWords(file: string, d: ProjectDamage): Words {
  switch (d.damage) {
    case 'rows-short':
      return {
        variant: 'rowsShort',
        values: { file, table: d.table, rows: formatCount(d.rows), of: formatCount(d.of) },
      };
    case 'checks-short':
      return { variant: 'checksShort', values: { file, checks: formatCount(d.checks), of: formatCount(d.of) } };
    case 'exported-short':
      return { variant: 'exportedShort', values: { file, urls: formatCount(d.urls), of: formatCount(d.of) } };
    case 'record':
      if (d.at === null) return { variant: 'record', values: { file, fault: recordFaultWords(d.fault) } };
      return 'member' in d.at
        ? {
            variant: 'recordInMember',
            values: {
              file,
              fault: recordFaultWords(d.fault),
              member: String(d.at.member),
              place: placeWords(d.at.place),
            },
          }
        : {
            variant: 'recordAt',
            values: { file, fault: recordFaultWords(d.fault), line: String(d.at.line), place: placeWords(d.at.place) },
          };
    case 'shape':
      return d.line === null
        ? { variant: 'shape', values: { file, fault: shapeFaultWords(d.fault) } }
        : { variant: 'shapeAt', values: { file, fault: shapeFaultWords(d.fault), line: String(d.line) } };
  }
}
