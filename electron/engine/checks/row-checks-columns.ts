import type { CodedColumn } from '../../../shared/columnar/coded-column';
import { earliestOfLastmod, isMinutesShape } from '../../../shared/columnar/lastmod-codec';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { isNormalLocUtf8, normaliseLoc } from '../../../shared/validation/duplicate-locs';
import { NO_PROBLEMS, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkLoc } from '../../../shared/validation/loc-rules';
import { utf8Bytes } from '../../../shared/columnar/utf8-text';
import { LOC_PERCENT, LOC_PLAIN, plainLocFactsUtf8 } from '../../../shared/validation/plain-loc';
import { checkRobots } from '../../../shared/validation/robots-rule';
import { checkChangefreq, checkLastmod, checkPriority, isLastmodFuture } from '../../../shared/validation/scalar-rules';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import { gather, type RowContext } from '../../../shared/validation/validate-rows';

// The row rules read straight from a table's columns, for a plain row (no extensions, its loc held
// as UTF-8): the loc's bytes looked at where they tell the answer, lastmod, changefreq and priority
// by their codes, and a text decoded or rendered only where a rule needs it. The same problems as
// validateRow finds in the row rowAt builds, in the same order.

/** Whether row `at` is checked from the columns: no extensions, and a loc held as UTF-8 bytes. */
export const isColumnRow = (table: UrlColumns, at: number): boolean =>
  table.locs.storedLength(at) >= 0 && table.extensions.get(at) === undefined;

/** A code's verdict under a rule, remembered where it has nothing to say (problems are built afresh each time). */
const UNKNOWN = 0;
const CLEAN = 1;
const FAULTY = 2;

/** The row rules over a table's plain rows (isColumnRow), read from its columns. */
export class ColumnRowChecks {
  private locRow = -1;
  private locText = '';
  private readonly changefreqs = new Uint8Array(0x10000);
  private readonly priorities = new Uint8Array(0x10000);
  /** plainLocFactsUtf8 of row `factsRow`'s loc, told by its rules and read again for its key. */
  private factsRow = -1;
  private facts = 0;
  /** The chunk of locs last looked at, and a view of it (see viewOf). */
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));
  /** Whether a plain loc without "%" is its own key: the base's href is one (see changedKey). */
  private readonly normalUnderBase: boolean;

  constructor(
    private readonly table: UrlColumns,
    private readonly context: RowContext,
  ) {
    const href = context.base === null ? null : utf8Bytes(context.base.href);
    this.normalUnderBase = href !== null && isNormalLocUtf8(href, 0, href.length);
  }

  /** validateRow's problems for plain row `at`. */
  validate(at: number): readonly FieldProblem[] {
    const { table, context } = this;
    let found = this.locProblems(at);
    found = gather(found, this.lastmodProblems(at));
    found = gather(found, this.codedProblems(table.changefreqs, this.changefreqs, checkChangefreq, at));
    found = gather(found, this.codedProblems(table.priorities, this.priorities, checkPriority, at));
    if (context.robots) found = gather(found, checkRobots(this.loc(at), context.robots.matcher, context.robots.agent));
    return found;
  }

  /** Row `at`'s loc as text, decoded once a row. */
  loc(at: number): string {
    if (this.locRow !== at) {
      this.locText = this.table.locs.get(at);
      this.locRow = at;
    }
    return this.locText;
  }

  /** Whether row `at`'s loc is empty. */
  locIsEmpty(at: number): boolean {
    return this.table.locs.storedLength(at) === 0;
  }

  /** normaliseLoc of row `at`'s loc where it is not the loc itself; undefined where it is. */
  changedKey(at: number): string | undefined {
    const { locs } = this.table;
    // A plain loc starts with the base's href: that one is normal up to its path, so the loc is when
    // it holds no "%" (isNormalLocUtf8's test), which its rules have just looked for.
    if (this.factsRow === at && this.normalUnderBase && (this.facts & (LOC_PLAIN | LOC_PERCENT)) === LOC_PLAIN)
      return undefined;
    const start = locs.storedOffset(at);
    if (isNormalLocUtf8(locs.storedChunk(at), start, start + locs.storedLength(at))) return undefined;
    const loc = this.loc(at);
    const key = normaliseLoc(loc);
    return key === loc ? undefined : key;
  }

  /** Calls `visit` with row `at`'s loc bytes, and a way to its text. */
  withLocBytes<R>(at: number, visit: (bytes: Uint8Array, start: number, end: number, text: () => string) => R): R {
    const { locs } = this.table;
    const start = locs.storedOffset(at);
    return visit(locs.storedChunk(at), start, start + locs.storedLength(at), () => this.loc(at));
  }

  private locProblems(at: number): readonly FieldProblem[] {
    const { locs } = this.table;
    const { base, allowOtherHosts } = this.context;
    const start = locs.storedOffset(at);
    const chunk = locs.storedChunk(at);
    this.facts = plainLocFactsUtf8(chunk, start, start + locs.storedLength(at), base, this.viewOf(chunk));
    this.factsRow = at;
    if (this.facts & LOC_PLAIN) return NO_PROBLEMS;
    return checkLoc(this.loc(at), base, allowOtherHosts);
  }

  /** `chunk` as a DataView, made once a chunk (the rows of a slice lie in one or a few). */
  private viewOf(chunk: Uint8Array): DataView {
    if (this.viewed !== chunk) {
      this.viewed = chunk;
      this.view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    return this.view;
  }

  private lastmodProblems(at: number): readonly FieldProblem[] {
    const { table, context } = this;
    const column = table.lastmods;
    if (column.isAbsent(at)) return NO_PROBLEMS;
    const shape = column.codeAt(at);
    const earliest = earliestOfLastmod(shape, column.valueAt(at), column.keptText(at) !== undefined);
    // A date the code tells, not in the future and in a form the schema takes: nothing to say, and no text to render.
    if (earliest !== null && !isLastmodFuture(earliest, context.now) && !isMinutesShape(shape)) return NO_PROBLEMS;
    const text = column.get(at);
    return checkLastmod(text, context.now, lastmodInstantAt(table, at, text));
  }

  /** `rule` over a coded field's text, its verdict on a canonical text remembered by code while clean. */
  private codedProblems(
    column: CodedColumn,
    verdicts: Uint8Array,
    rule: (text: string | null) => readonly FieldProblem[],
    at: number,
  ): readonly FieldProblem[] {
    if (column.isAbsent(at)) return NO_PROBLEMS;
    const kept = column.keptText(at);
    if (kept !== undefined) return rule(kept);
    const code = column.codeAt(at);
    if (verdicts[code] === CLEAN) return NO_PROBLEMS;
    const found = rule(column.render(code, NaN));
    if (verdicts[code] === UNKNOWN) verdicts[code] = found.length === 0 ? CLEAN : FAULTY;
    return found;
  }
}
