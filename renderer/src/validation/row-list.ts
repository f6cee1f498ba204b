/**
 * Stored row positions in the order they were added, 4 bytes each in one growing typed array: a
 * million problems cost 4 MB, never a million objects.
 */
export class RowList {
  private rows = new Int32Array(16);
  private size = 0;

  get length(): number {
    return this.size;
  }

  add(row: number): void {
    if (this.size === this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    this.rows[this.size++] = row;
  }

  at(index: number): number {
    return this.rows[index]!;
  }

  /** The rows once each, ascending: the rows a grid filter shows. */
  distinctAscending(): Int32Array {
    const sorted = this.rows.slice(0, this.size).sort();
    let count = 0;
    for (let i = 0; i < sorted.length; i += 1) {
      if (count === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i]!;
    }
    return sorted.slice(0, count);
  }
}
