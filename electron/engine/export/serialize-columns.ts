import type { CodedColumn } from '../../../shared/columnar/coded-column';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { ByteWriter, markupOfBytes, type ElementTags, type Markup } from './byte-writer';
import type { EntryKind } from './pack-messages';
import { NEWLINE, URL_CHILDREN, URL_CLOSE, URL_OPEN } from './serialize-url';

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

/** What `write` returns for a row it did not write: one with extensions, or a loc kept as a JS string. */
export const NOT_FROM_COLUMNS = -1;

export interface ColumnRowWriter {
  /**
   * Writes row `row` of the table as its entry and returns the extension namespaces it uses (none),
   * or NOT_FROM_COLUMNS, writing nothing, for a row that only writeUrl writes.
   */
  write(out: ByteWriter, row: number): number;
  /** The row's lastmod as its row object holds it (rowAt's `lastmod`). */
  lastmod(row: number): string | null;
}

/** Writes `table`'s plain rows as `entries` (see ColumnRowWriter). */
export function columnRowWriter(table: UrlColumns, entries: EntryKind): ColumnRowWriter {
  const { locs, extensions } = table;
  const lastmods = new LastmodTexts(table.lastmods);
  const changefreqs = new CodedElements(table.changefreqs, CHANGEFREQ);
  const priorities = new CodedElements(table.priorities, PRIORITY);
  const writeLine = (out: ByteWriter, row: number): number => {
    const length = locs.storedLength(row);
    if (length < 0) return NOT_FROM_COLUMNS;
    const offset = locs.storedOffset(row);
    out.rawUtf8(locs.storedChunk(row), offset, offset + length);
    out.markup(NEWLINE);
    return 0;
  };
  // The children in URL_FIELDS' order, as writeUrl writes them.
  const writeEntry = (out: ByteWriter, row: number): number => {
    const length = locs.storedLength(row);
    if (length < 0 || extensions.get(row) !== undefined) return NOT_FROM_COLUMNS;
    const offset = locs.storedOffset(row);
    out.markup(URL_OPEN);
    out.markup(LOC.open);
    out.textUtf8(locs.storedChunk(row), offset, offset + length);
    out.markup(LOC.close);
    out.element(LASTMOD, lastmods.text(row));
    changefreqs.write(out, row);
    priorities.write(out, row);
    out.markup(URL_CLOSE);
    return 0;
  };
  return { write: entries === 'text' ? writeLine : writeEntry, lastmod: (row) => lastmods.text(row) };
}

/** lastmod texts: the kept original, else its code's rendering, the last one remembered (neighbouring rows often share it). */
class LastmodTexts {
  private code = -1;
  private value = NaN;
  private rendered = '';

  constructor(private readonly column: CodedColumn) {}

  text(row: number): string | null {
    const column = this.column;
    if (column.isAbsent(row)) return null;
    const kept = column.keptText(row);
    if (kept !== undefined) return kept;
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

/** A field coded without a number (changefreq, priority): its element's bytes made once per code, kept texts escaped as written. */
class CodedElements {
  private readonly byCode = new Map<number, Markup>();

  constructor(
    private readonly column: CodedColumn,
    private readonly tags: ElementTags,
  ) {}

  write(out: ByteWriter, row: number): void {
    const column = this.column;
    if (column.isAbsent(row)) return;
    const kept = column.keptText(row);
    if (kept !== undefined) return out.element(this.tags, kept);
    const code = column.codeAt(row);
    let element = this.byCode.get(code);
    if (element === undefined) this.byCode.set(code, (element = elementOf(this.tags, column.render(code, NaN))));
    out.markup(element);
  }
}

/** `<name>text</name>` as ByteWriter.element writes it, as markup. */
function elementOf(tags: ElementTags, text: string): Markup {
  // Six bytes a code unit at most (`&quot;`).
  const out = new ByteWriter(Buffer.alloc(tags.open.bytes.length + text.length * 6 + tags.close.bytes.length));
  out.element(tags, text);
  return markupOfBytes(out.bytes.slice(0, out.offset));
}
