import type { CodedColumn } from '../../../shared/columnar/coded-column';
import { writeLastmodAscii } from '../../../shared/columnar/lastmod-codec';
import type { LastmodRuns } from './check-messages';

/** The longest lastmod decode writes as ASCII (2024-01-02T03:04:05.678+01:00 has 29 bytes). */
const TEXT_BYTES = 32;

/**
 * A slice's lastmods as runs of equal texts on consecutive rows (what the lastmod tally counts),
 * from row objects (`add`) or from the lastmod column (`addFromColumn`): a row rendered from its
 * code is written as ASCII bytes and compared with the run's, so a string is made only for a new
 * run, and a flat one (cheap to compare and to send).
 */
export class LastmodRunList {
  private readonly values: string[] = [];
  private readonly rows: number[] = [];
  private readonly counts: number[] = [];
  /** The last run's text as ASCII bytes (`lastLength` of them), where a column row wrote it; -1: not known. */
  private lastBytes = Buffer.alloc(TEXT_BYTES);
  private lastLength = -1;
  private scratch = Buffer.alloc(TEXT_BYTES);

  /** Stored row `index`'s lastmod (null or '' counts for nothing). */
  add(text: string | null, index: number): void {
    this.lastLength = -1;
    this.addText(text, index);
  }

  /** Row `at` of `column`, stored row `index`. */
  addFromColumn(column: CodedColumn, at: number, index: number): void {
    if (column.isAbsent(at)) return;
    const kept = column.keptText(at);
    if (kept !== undefined) return this.add(kept, index);
    const code = column.codeAt(at);
    const instant = column.valueAt(at);
    // decode's text as bytes, compared with the last run's; a string made only for a new run.
    const length = writeLastmodAscii(code, instant, this.scratch, 0);
    if (length < 0 || length > TEXT_BYTES) return this.add(column.render(code, instant), index);
    if (length === this.lastLength && this.continues(index) && this.sameBytes(length)) {
      this.counts[this.counts.length - 1]!++;
      return;
    }
    this.addText(this.scratch.toString('latin1', 0, length), index);
    [this.lastBytes, this.scratch] = [this.scratch, this.lastBytes];
    this.lastLength = length;
  }

  /** The runs, as a check's result gives them. */
  result(): LastmodRuns {
    return { values: this.values, rows: Uint32Array.from(this.rows), counts: Uint32Array.from(this.counts) };
  }

  private addText(text: string | null, index: number): void {
    if (!text) return;
    const last = this.values.length - 1;
    if (last >= 0 && this.values[last] === text && this.continues(index)) this.counts[last]!++;
    else {
      this.values.push(text);
      this.rows.push(index);
      this.counts.push(1);
    }
  }

  private sameBytes(length: number): boolean {
    for (let i = 0; i < length; i++) if (this.scratch[i] !== this.lastBytes[i]) return false;
    return true;
  }

  /** Whether stored row `index` comes right after the last run. */
  private continues(index: number): boolean {
    const last = this.values.length - 1;
    return last >= 0 && this.rows[last]! + this.counts[last]! === index;
  }
}
