import { isUtf8 } from 'node:buffer';
import { formatCount } from '../../../shared/format';
import { CHANGEFREQ_CODEC } from '../../../shared/columnar/changefreq-codec';
import type { CodedSlice, TextCodec } from '../../../shared/columnar/coded-column';
import { LASTMOD_CODEC, lastmodFits } from '../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../shared/columnar/priority-codec';
import type { RowExtensions } from '../../../shared/columnar/row-extensions';
import type { SparsePack } from '../../../shared/columnar/sparse-pack';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { readUtf8, utf8Bytes } from '../../../shared/columnar/utf8-text';
import { filledMembers, ShapeError, text, type Shape } from '../../../shared/json-shape';
import { rowExtensionsShape } from '../../../shared/project-shape';

/*
 * What sliceFault leaves unchecked in a column member read from a file: the values themselves. A
 * slice whose offsets are whole can still hold a code no codec gives (it reads back as ''), a
 * lastmod instant its shape cannot render, or sparse JSON that is not a row's extensions or not a
 * text; each would open and fail later (an export's TypeError), so the member is refused instead.
 * So is an original text kept for a field that is absent: a column never keeps one there, and
 * opening would drop it without a word (the row reads as absent). So are text bytes that are not
 * UTF-8: the table would read U+FFFD while an export copied the loc's bytes into a sitemap as they are.
 */

/** A row of the member's slice as its messages name it: the table's row, counted from 1 ("20,008"). */
type RowName = (row: number) => string;

/**
 * The first row whose bytes in `bytes` (each row's ending at `ends[i]`, row `rowAt(i)`) are not
 * UTF-8, or null when all are. The whole being UTF-8 is not enough (a character cut between two rows
 * leaves both rows broken and the whole whole), so then no row may start on a continuation byte; the
 * rows are searched one by one only when one of the two fails.
 */
function utf8Fault(
  named: RowName,
  bytes: Uint8Array,
  ends: Uint32Array,
  rowAt: (i: number) => number,
  name: string,
): string | null {
  if (isUtf8(bytes) && !startsOnContinuation(bytes, ends)) return null;
  let from = 0;
  let i = 0;
  while (i < ends.length - 1 && isUtf8(bytes.subarray(from, ends[i]))) from = ends[i++]!;
  return `${name} of row ${named(rowAt(i))} is not UTF-8`;
}

/** Whether a row after the first starts inside a character: on a byte 10xxxxxx. */
function startsOnContinuation(bytes: Uint8Array, ends: Uint32Array): boolean {
  for (let i = 0; i < ends.length - 1; i++) {
    const at = ends[i]!;
    if (at < bytes.length && (bytes[at]! & 0xc0) === 0x80) return true;
  }
  return false;
}

/** A pack's entries as read, and, when asked and an entry reads as other JSON (a member left out, filled), the pack of what they read as. */
interface ReadPack<T> {
  values: T[];
  asRead: SparsePack | null;
}

/**
 * Each entry of a pack parsed as JSON and read by `shape`, in the pack's order; or where the first
 * that is not is (`name`, its row, and what is wrong). With `repack`, an entry the shape filled in is
 * written again, so a reader that parses the bytes again (appendSlice) gets what a version-4 line of
 * the same text gives.
 */
function readPack<T>(
  named: RowName,
  pack: SparsePack,
  shape: Shape<T>,
  name: string,
  repack = false,
): ReadPack<T> | string {
  const notUtf8 = utf8Fault(named, pack.bytes, pack.ends, (i) => pack.rows[i]!, name);
  if (notUtf8 !== null) return notUtf8;
  const values: T[] = [];
  const filled = new Map<number, Uint8Array>(); // entry → its JSON as read, where it was filled
  let from = 0;
  for (let i = 0; i < pack.rows.length; i++) {
    const to = pack.ends[i]!;
    try {
      const json = readUtf8(pack.bytes.subarray(from, to));
      const before = filledMembers();
      const value = shape.read(JSON.parse(json));
      values.push(value);
      if (repack && filledMembers() !== before) filled.set(i, utf8Bytes(JSON.stringify(value)));
    } catch (error) {
      const why = !(error instanceof ShapeError) ? 'not JSON' : error.path.length > 0 ? error.problem : error.message;
      return `${name} of row ${named(pack.rows[i]!)}: ${why}`;
    }
    from = to;
  }
  return { values, asRead: filled.size > 0 ? repacked(pack, filled) : null };
}

/** The pack with entries replaced by `entries` (by their place in it). */
function repacked(pack: SparsePack, entries: Map<number, Uint8Array>): SparsePack {
  const parts = Array.from(
    pack.ends,
    (end, i) => entries.get(i) ?? pack.bytes.subarray(i === 0 ? 0 : pack.ends[i - 1], end),
  );
  const ends = new Uint32Array(parts.length);
  let size = 0;
  parts.forEach((part, i) => (ends[i] = size += part.length));
  const bytes = new Uint8Array(size);
  parts.forEach((part, i) => bytes.set(part, i === 0 ? 0 : ends[i - 1]));
  return { rows: pack.rows, bytes, ends };
}

/** The first row with an original text kept although its field is absent (a saved column keeps none there). */
function keptTextFault(named: RowName, { codes, texts }: CodedSlice, codec: TextCodec, name: string): string | null {
  const row = texts.rows.find((at) => codes[at] === codec.absent);
  return row === undefined ? null : `${name} text of row ${named(row)} is kept for a ${name} that is absent`;
}

/**
 * The first row whose code the codec never gives: one whose canonical text encodes back to another
 * code. The codes a slice holds are marked in one pass, then each is tried once (there are few).
 */
function codeFault(named: RowName, codes: CodedSlice['codes'], codec: TextCodec, name: string): string | null {
  const held = new Uint8Array(codes instanceof Uint8Array ? 0x100 : 0x10000);
  const distinct: number[] = [];
  for (let row = 0; row < codes.length; row++) {
    const code = codes[row]!;
    if (held[code] === 0) distinct.push(code);
    held[code] = 1;
  }
  const wrong = distinct.find((code) => code !== codec.absent && codec.encode(codec.decode(code, NaN)).code !== code);
  if (wrong === undefined) return null;
  return `${name} of row ${named(codes.indexOf(wrong))} has code ${wrong}, which no ${name} is written as`;
}

function lastmodFault(named: RowName, { codes, values, texts }: CodedSlice): string | null {
  let kept = 0; // the next row with a kept text is texts.rows[kept] (its rows run in order)
  for (let row = 0; row < codes.length; row++) {
    const hasText = texts.rows[kept] === row;
    if (hasText) kept++;
    if (!lastmodFits(codes[row]!, values![row]!, hasText))
      return `lastmod of row ${named(row)} has shape ${codes[row]!} and instant ${values![row]!}, which no lastmod is written as`;
  }
  return null;
}

/**
 * A slice's values as checked: what is wrong with them, or the extensions they hold, parsed (see
 * ColumnValues), and the slice's extensions pack again when an entry had members left out.
 */
export type ColumnValues = { fault: string } | { extensions: RowExtensions[]; filledPack: SparsePack | null };

/**
 * What is wrong with a whole slice's values (run sliceFault first), naming the table's rows (the
 * slice's first is row `first` of its table, counted from 0); else its extensions, each entry
 * parsed once here (in the order of `slice.extensions.rows`), for a reader to take instead of
 * parsing them again.
 */
export function columnValues(slice: UrlColumnsSlice, first: number): ColumnValues {
  const named: RowName = (row) => formatCount(first + row + 1);
  const fault =
    utf8Fault(named, slice.locs.bytes, slice.locs.ends, (row) => row, 'loc') ??
    lastmodFault(named, slice.lastmods) ??
    codeFault(named, slice.changefreqs.codes, CHANGEFREQ_CODEC, 'changefreq') ??
    codeFault(named, slice.priorities.codes, PRIORITY_CODEC, 'priority') ??
    keptTextFault(named, slice.lastmods, LASTMOD_CODEC, 'lastmod') ??
    keptTextFault(named, slice.changefreqs, CHANGEFREQ_CODEC, 'changefreq') ??
    keptTextFault(named, slice.priorities, PRIORITY_CODEC, 'priority');
  if (fault !== null) return { fault };
  const texts = [
    [slice.locs.strings, 'loc'],
    [slice.lastmods.texts, 'lastmod text'],
    [slice.changefreqs.texts, 'changefreq text'],
    [slice.priorities.texts, 'priority text'],
  ] as const;
  for (const [pack, name] of texts) {
    const read = readPack(named, pack, text, name);
    if (typeof read === 'string') return { fault: read };
  }
  const read = readPack(named, slice.extensions, rowExtensionsShape, 'extensions', true);
  return typeof read === 'string' ? { fault: read } : { extensions: read.values, filledPack: read.asRead };
}
