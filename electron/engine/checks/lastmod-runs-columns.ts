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
  private readonly keys: number[] = [];
  private readonly texts: string[] = [];
  private readonly rows: number[] = [];
  private readonly counts: number[] = [];
  /** The last run's key or text. */
  private last: number | string = NaN;
  /** Per code, whether it renders a text (every code but `other`'s, whose text is kept when there is one). */
  private readonly rendering = new Uint8Array(0x10000);

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
    if (key === this.last && this.continues(index)) this.counts[this.counts.length - 1]!++;
    else this.push(key, index);
  }

  /** The runs, as a check's result gives them. */
  result(): LastmodRuns {
    return {
      keys: Float64Array.from(this.keys),
      texts: this.texts,
      rows: Uint32Array.from(this.rows),
      counts: Uint32Array.from(this.counts),
    };
  }

  private addText(text: string, index: number): void {
    if (text === '') return;
    if (text === this.last && this.continues(index)) this.counts[this.counts.length - 1]!++;
    else {
      this.texts.push(text);
      this.push(NaN, index);
      this.last = text;
    }
  }

  private push(key: number, index: number): void {
    this.keys.push(key);
    this.rows.push(index);
    this.counts.push(1);
    this.last = key;
  }

  /** Whether stored row `index` comes right after the last run. */
  private continues(index: number): boolean {
    const last = this.rows.length - 1;
    return last >= 0 && this.rows[last]! + this.counts[last]! === index;
  }
}
