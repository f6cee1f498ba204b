import type { CodedColumn } from '../../../shared/columnar/coded-column';
import { earliestOfLastmod, writeLastmodAscii } from '../../../shared/columnar/lastmod-codec';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import { ByteWriter, markupOfBytes, type ElementTags, type Markup } from './byte-writer';
import type { EntryKind } from './pack-messages';
import { NEWLINE, URL_CHILDREN, URL_CLOSE, URL_OPEN, valueOrAbsent } from './serialize-url';

// Rows written straight from a table's columns, the same bytes writeUrl and writeTextLine write for
// them: the loc's stored UTF-8 copied (escaped as it goes), lastmod, changefreq and priority from
// their codes. No row object and no loc string is built, which over a million rows costs more than
// the writing itself.

const tagsOf = (key: (typeof URL_CHILDREN)[number]['key']): ElementTags =>
  URL_CHILDREN.find((child) => child.key === key)!.tags;
const LOC = tagsOf('loc');
const LASTMOD = tagsOf('lastmod');
const CHANGEFREQ = tagsOf('changefreq');
const PRIORITY = tagsOf('priority');
/** `<url><loc>`, as one copy: a plain entry always starts so (its loc is always written). */
const ENTRY_OPEN = markupOfBytes(new Uint8Array(Buffer.concat([URL_OPEN.bytes, LOC.open.bytes])));
// Held here rather than read from the import per row (which costs a call under tsx, as the benches run).
const ENTRY_CLOSE = URL_CLOSE;
const LINE_END = NEWLINE;

/** What `write` returns for a row it did not write: one with extensions, or a loc kept as a JS string. */
export const NOT_FROM_COLUMNS = -1;

export interface ColumnRowWriter {
  /**
   * Writes row `row` of the table as its entry and returns the extension namespaces it uses (none),
   * or NOT_FROM_COLUMNS, writing nothing, for a row that only writeUrl writes.
   */
  write(out: ByteWriter, row: number): number;
  /** The row's lastmod instant, as lastmodInstantAt reads it. */
  instant(row: number): number;
}

/** Writes `table`'s plain rows as `entries` (see ColumnRowWriter). */
export function columnRowWriter(table: UrlColumns, entries: EntryKind): ColumnRowWriter {
  return new ColumnRows(table, entries === 'text');
}

/**
 * columnRowWriter's writer. A class, not closures made per table: a slice's serialising loop calls
 * `write` of a new writer each slice, and a fresh closure there sent its optimised code back to the
 * interpreter once per worker ("wrong call target").
 */
class ColumnRows implements ColumnRowWriter {
  private readonly lastmods: LastmodElements;
  private readonly changefreqs: CodedElements;
  private readonly priorities: CodedElements;

  constructor(
    private readonly table: UrlColumns,
    private readonly lines: boolean,
  ) {
    this.lastmods = new LastmodElements(table);
    this.changefreqs = new CodedElements(table.changefreqs, CHANGEFREQ, CHANGEFREQ_ELEMENTS);
    this.priorities = new CodedElements(table.priorities, PRIORITY, PRIORITY_ELEMENTS);
  }

  write(out: ByteWriter, row: number): number {
    return this.lines ? this.writeLine(out, row) : this.writeEntry(out, row);
  }

  instant(row: number): number {
    return this.lastmods.instant(row);
  }

  private writeLine(out: ByteWriter, row: number): number {
    const { locs } = this.table;
    const length = locs.storedLength(row);
    if (length < 0) return NOT_FROM_COLUMNS;
    const offset = locs.storedOffset(row);
    out.rawUtf8(locs.storedChunk(row), offset, offset + length);
    out.markup(LINE_END);
    return 0;
  }

  /** The children in URL_FIELDS' order, as writeUrl writes them. */
  private writeEntry(out: ByteWriter, row: number): number {
    const { locs, extensions } = this.table;
    const length = locs.storedLength(row);
    if (length < 0 || extensions.get(row) !== undefined) return NOT_FROM_COLUMNS;
    const offset = locs.storedOffset(row);
    out.markup(ENTRY_OPEN);
    out.textUtf8(locs.storedChunk(row), offset, offset + length);
    out.markup(LOC.close);
    this.lastmods.write(out, row);
    this.changefreqs.write(out, row);
    this.priorities.write(out, row);
    out.markup(ENTRY_CLOSE);
    return 0;
  }
}

/**
 * lastmod elements: the kept original text escaped as written, else its code rendered straight into
 * the bytes (decode's text, for the few decode renders through Date).
 */
class LastmodElements {
  private code = -1;
  private value = NaN;
  private rendered = '';
  /** The row last written from its code, and its earliest instant (instant, asked next, reads no column again). */
  private writtenRow = -1;
  private writtenEarliest: number | null = null;

  constructor(private readonly table: UrlColumns) {}

  write(out: ByteWriter, row: number): void {
    const column = this.table.lastmods;
    if (column.isAbsent(row)) return;
    const kept = column.keptText(row);
    if (kept !== undefined) return out.element(LASTMOD, valueOrAbsent(kept));
    const code = column.codeAt(row);
    const value = column.valueAt(row);
    this.writtenRow = row;
    this.writtenEarliest = earliestOfLastmod(code, value, false);
    const start = out.offset;
    out.markup(LASTMOD.open);
    const end = writeLastmodAscii(code, value, out.bytes, out.offset);
    if (end >= 0) out.offset = end;
    else {
      const text = this.text(row)!;
      // An empty lastmod (a project saved before the import read one as absent) is written as absent.
      if (valueOrAbsent(text) === null) return void (out.offset = start);
      out.text(text);
    }
    out.markup(LASTMOD.close);
  }

  /** The instant lastmodInstantAt gives, the text rendered only where the code does not tell it. */
  instant(row: number): number {
    if (row === this.writtenRow && this.writtenEarliest !== null) return this.writtenEarliest;
    const column = this.table.lastmods;
    if (column.isAbsent(row)) return NaN;
    const earliest = earliestOfLastmod(column.codeAt(row), column.valueAt(row), column.keptText(row) !== undefined);
    return earliest ?? lastmodInstantAt(this.table, row, this.text(row));
  }

  /** The row's lastmod as rowAt gives it, the last rendering remembered (neighbouring rows often share it). */
  private text(row: number): string | null {
    const column = this.table.lastmods;
    const kept = column.keptText(row);
    if (kept !== undefined || column.isAbsent(row)) return kept ?? null;
    const code = column.codeAt(row);
    const value = column.valueAt(row);
    if (code !== this.code || !Object.is(value, this.value)) {
      this.rendered = column.render(code, value);
      this.code = code;
      this.value = value;
    }
    return this.rendered;
  }
}

/**
 * A field's elements by code, made as codes come and kept for every table: a code is its field's
 * codec's, so its element is the same in each. An array as long as the codes go (16 bits): a Map's
 * lookup at every row cost more than the element's copy, an array grown to a priority's code (above
 * 16,000) as it comes holds a dictionary, as slow, and one made per slice took 0.1 s per 1M rows.
 */
type ElementsByCode = (Markup | undefined)[];
const elementsByCode = (): ElementsByCode => new Array<Markup | undefined>(0x10000);
const CHANGEFREQ_ELEMENTS = elementsByCode();
const PRIORITY_ELEMENTS = elementsByCode();

/** A field coded without a number (changefreq, priority): its element's bytes made once per code, kept texts escaped as written. */
class CodedElements {
  constructor(
    private readonly column: CodedColumn,
    private readonly tags: ElementTags,
    private readonly byCode: ElementsByCode,
  ) {}

  write(out: ByteWriter, row: number): void {
    const column = this.column;
    if (column.isAbsent(row)) return;
    const kept = column.keptText(row);
    if (kept !== undefined) return out.element(this.tags, valueOrAbsent(kept));
    const code = column.codeAt(row);
    let element = this.byCode[code];
    if (element === undefined) this.byCode[code] = element = elementOf(this.tags, column.render(code, NaN));
    out.markup(element);
  }
}

/** `<name>text</name>` as ByteWriter.element writes it, as markup (nothing for an empty text, as valueOrAbsent). */
function elementOf(tags: ElementTags, text: string): Markup {
  if (valueOrAbsent(text) === null) return markupOfBytes(new Uint8Array(0));
  // Six bytes a code unit at most (`&quot;`).
  const out = new ByteWriter(Buffer.alloc(tags.open.bytes.length + text.length * 6 + tags.close.bytes.length));
  out.element(tags, text);
  return markupOfBytes(out.bytes.slice(0, out.offset));
}
