import type { TextCodec } from '../../../shared/columnar/coded-column';
import { CHANGEFREQ_CODEC } from '../../../shared/columnar/changefreq-codec';
import { LASTMOD_CODEC } from '../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../shared/columnar/priority-codec';
import { extensionsOf, type RowExtensions } from '../../../shared/columnar/row-extensions';
import { packSparse } from '../../../shared/columnar/sparse-pack';
import { SparseRows } from '../../../shared/columnar/sparse-rows';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { fitsUtf8 } from '../../../shared/columnar/utf8-text';
import type { UrlRow } from '../../../shared/url-table';

/** A row's plain fields, as a project file's record holds most rows (no extensions). */
export type PlainRow = Pick<UrlRow, 'loc' | 'lastmod' | 'changefreq' | 'priority'>;

/** Distinct texts a coded field remembers its code for: changefreq and priority have a few, lastmods often repeat. */
const REMEMBERED_TEXTS = 4096;

/** Rows a run has room for before it grows: about a member's. */
const ROOM = 32_768;

/** Any UTF-16 surrogate: text without one always fits UTF-8 as it is. */
const SURROGATE = /[\uD800-\uDFFF]/;

const encoder = new TextEncoder();

/** One coded field of a run: its codes, instants and kept texts, as CodedColumn.set would leave them. */
class CodedRun {
  private codes: Uint8Array | Uint16Array;
  private values: Float64Array | null;
  private count = 0;
  private readonly texts = new SparseRows<string>();
  /** A text's code, instant, and whether its code renders it (else the text is kept). */
  private readonly known = new Map<string, { code: number; value: number; canonical: boolean }>();
  /** Texts looked up once `known` is full, and how many were there: when few repeat, lookups stop. */
  private lookups = 0;
  private hits = 0;

  constructor(private readonly codec: TextCodec) {
    this.codes = codec.codes(ROOM);
    this.values = codec.valued ? new Float64Array(ROOM) : null;
  }

  add(row: number, text: string | null): void {
    if (this.count === this.codes.length) this.grow();
    const at = this.count++;
    if (text === null) {
      this.codes[at] = this.codec.absent;
      if (this.values) this.values[at] = NaN;
      return;
    }
    const coded = this.coded(text);
    this.codes[at] = coded.code;
    if (this.values) this.values[at] = coded.value;
    if (!coded.canonical) this.texts.set(row, text);
  }

  slice(rows: number): UrlColumnsSlice['lastmods'] {
    return {
      codes: this.codes.slice(0, rows),
      values: this.values?.slice(0, rows) ?? null,
      texts: packSparse(this.texts, 0, rows),
    };
  }

  private coded(text: string): { code: number; value: number; canonical: boolean } {
    const full = this.known.size >= REMEMBERED_TEXTS;
    // Past the first texts, most lookups must find theirs to be worth their cost (lastmods all different).
    const looking = !full || this.hits * 2 >= this.lookups;
    let coded = looking ? this.known.get(text) : undefined;
    if (looking && full) {
      this.lookups += 1;
      if (coded) this.hits += 1;
    }
    if (coded === undefined) {
      const { code, value } = this.codec.encode(text);
      coded = { code, value, canonical: this.codec.decode(code, value) === text };
      if (!full) this.known.set(text, coded);
    }
    return coded;
  }

  private grow(): void {
    const codes = this.codec.codes(this.codes.length * 2);
    codes.set(this.codes);
    this.codes = codes;
    if (this.values) {
      const values = new Float64Array(this.values.length * 2);
      values.set(this.values);
      this.values = values;
    }
  }
}

/**
 * A run of rows built straight into a slice for transfer, the same slice as UrlColumns.appendRows
 * followed by sliceToTransfer gives, without a table in between: the locs encoded as one text, the
 * coded fields' codes remembered by text. Opening a project builds millions of rows this way.
 */
export class SliceBuilder {
  private readonly locs: string[] = [];
  private readonly lastmods = new CodedRun(LASTMOD_CODEC);
  private readonly changefreqs = new CodedRun(CHANGEFREQ_CODEC);
  private readonly priorities = new CodedRun(PRIORITY_CODEC);
  private readonly extensions = new SparseRows<RowExtensions>();

  get rowCount(): number {
    return this.locs.length;
  }

  /** A row without extensions. */
  addPlain(row: PlainRow): void {
    const at = this.locs.length;
    this.locs.push(row.loc);
    this.lastmods.add(at, row.lastmod);
    this.changefreqs.add(at, row.changefreq);
    this.priorities.add(at, row.priority);
  }

  addRow(row: UrlRow): void {
    const at = this.locs.length;
    this.addPlain(row);
    const extensions = extensionsOf(row);
    if (extensions) this.extensions.set(at, extensions);
  }

  slice(): UrlColumnsSlice {
    const rowCount = this.locs.length;
    return {
      rowCount,
      locs: this.locSlice(),
      lastmods: this.lastmods.slice(rowCount),
      changefreqs: this.changefreqs.slice(rowCount),
      priorities: this.priorities.slice(rowCount),
      extensions: packSparse(this.extensions, 0, rowCount),
    };
  }

  /** The locs' UTF-8 back to back; a loc UTF-8 cannot hold (a lone surrogate) is kept as a string instead. */
  private locSlice(): UrlColumnsSlice['locs'] {
    const { locs } = this;
    const ends = new Uint32Array(locs.length);
    const strings = new SparseRows<string>();
    const joined = locs.join('');
    if (SURROGATE.test(joined)) {
      const fitting: string[] = [];
      let size = 0;
      locs.forEach((loc, row) => {
        if (fitsUtf8(loc)) {
          fitting.push(loc);
          size += Buffer.byteLength(loc);
        } else strings.set(row, loc);
        ends[row] = size;
      });
      return { bytes: encoder.encode(fitting.join('')), ends, strings: packSparse(strings, 0, locs.length) };
    }
    const bytes = encoder.encode(joined);
    // All ASCII (as nearly every loc is): a byte per character.
    const ascii = bytes.length === joined.length;
    let size = 0;
    for (let row = 0; row < locs.length; row++) {
      size += ascii ? locs[row]!.length : Buffer.byteLength(locs[row]!);
      ends[row] = size;
    }
    return { bytes, ends, strings: packSparse(strings, 0, locs.length) };
  }
}

/** A field of a plain row: its text, null when absent, undefined when it is not text. */
const plainField = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : undefined;

/**
 * Adds `value` to `builder` when it is a row with plain fields only (text or null, no extension
 * present), as a project file's record holds most rows; false (nothing added) for anything else,
 * which is read by its full shape.
 */
export function addedIfPlain(builder: SliceBuilder, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  const { loc } = row;
  if (typeof loc !== 'string') return false;
  if (row['images'] !== undefined || row['videos'] !== undefined || row['alternates'] !== undefined) return false;
  if (row['news'] !== undefined || row['extra'] !== undefined) return false;
  const lastmod = plainField(row['lastmod']);
  const changefreq = plainField(row['changefreq']);
  const priority = plainField(row['priority']);
  if (lastmod === undefined || changefreq === undefined || priority === undefined) return false;
  builder.addPlain({ loc, lastmod, changefreq, priority });
  return true;
}
