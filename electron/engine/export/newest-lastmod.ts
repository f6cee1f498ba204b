/** The newest lastmod among the rows of one file, as they are packed; read and reset when the file is done. */
export class NewestLastmod {
  private newest: string | null = null;
  private newestAt = -Infinity;

  /** `at`: the value as w3cDatetimeInstant reads it (NaN, never newer, when it is not a date). */
  include(value: string | null, at: number): void {
    if (at > this.newestAt) {
      this.newest = value;
      this.newestAt = at;
    }
  }

  /** As `include`, the value read only when it is the newest so far (a column renders it). */
  includeLazily(at: number, value: () => string | null): void {
    if (at > this.newestAt) {
      this.newest = value();
      this.newestAt = at;
    }
  }

  /** The newest value as written, or null when no row had a valid date; starts over for the next file. */
  take(): string | null {
    const newest = this.newest;
    this.newest = null;
    this.newestAt = -Infinity;
    return newest;
  }
}
