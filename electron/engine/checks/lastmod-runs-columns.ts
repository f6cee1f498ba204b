import type { CodedColumn } from '../../../shared/columnar/coded-column';
import { lastmodKey } from '../../../shared/validation/lastmod-tally';
import type { LastmodRuns } from './check-messages';

const UNKNOWN = 0;
const RENDERS = 1;
const RENDERS_NOTHING = 2;

/**
 * A slice's lastmods as runs of equal values on consecutive rows, read from the lastmod column, each
 * value by its key (lastmodKey: a number made from the row's code and instant, no text rendered) or,
 * where it has none, by its text: what the main thread's LastmodTally adds, run by run.
 */
export class LastmodRunList {
  /** The runs (at most one a row): key (NaN: the next of `texts`), first stored row, rows. */
  private readonly keys: Float64Array;
  private readonly rows: Uint32Array;
  private readonly counts: Uint32Array;
  private readonly texts: string[] = [];
  private runs = 0;
  /** The last run's key (NaN: a text's run, or none), and its text. */
  private lastKey = NaN;
  private lastText: string | null = null;
  /** Per code, whether it renders a text (every code but `other`'s, whose text is kept when there is one). */
  private readonly rendering = new Uint8Array(0x10000);

  /** For at most `rows` rows. */
  constructor(rows: number) {
    this.keys = new Float64Array(rows);
    this.rows = new Uint32Array(rows);
    this.counts = new Uint32Array(rows);
  }

  /** Stored row `index`, row `at` of `column` (absent, '' or a code rendering nothing counts for nothing). */
  add(column: CodedColumn, at: number, index: number): void {
    if (column.isAbsent(at)) return;
    const kept = column.keptText(at);
    if (kept !== undefined) return this.addText(kept, index);
    const code = column.codeAt(at);
    const instant = column.valueAt(at);
    const key = lastmodKey(code, instant);
    if (Number.isNaN(key)) return this.addText(column.render(code, instant), index);
    if (this.rendering[code] === UNKNOWN)
      this.rendering[code] = column.render(code, 0) === '' ? RENDERS_NOTHING : RENDERS;
    if (this.rendering[code] === RENDERS_NOTHING) return;
    if (key === this.lastKey && this.continues(index)) this.counts[this.runs - 1]!++;
    else {
      this.push(key, index);
      this.lastText = null;
    }
  }

  /** The runs, as a check's result gives them (arrays of their own: a view would send all its buffer). */
  result(): LastmodRuns {
    return {
      keys: this.keys.slice(0, this.runs),
      texts: this.texts,
      rows: this.rows.slice(0, this.runs),
      counts: this.counts.slice(0, this.runs),
    };
  }

  private addText(text: string, index: number): void {
    if (text === '') return;
    if (text === this.lastText && this.continues(index)) this.counts[this.runs - 1]!++;
    else {
      this.texts.push(text);
      this.push(NaN, index);
      this.lastText = text;
    }
  }

  private push(key: number, index: number): void {
    this.keys[this.runs] = key;
    this.rows[this.runs] = index;
    this.counts[this.runs++] = 1;
    this.lastKey = key;
  }

  /** Whether stored row `index` comes right after the last run. */
  private continues(index: number): boolean {
    const last = this.runs - 1;
    return last >= 0 && this.rows[last]! + this.counts[last]! === index;
  }
}
