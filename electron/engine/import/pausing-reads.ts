/**
 * The reads of one read-ahead that wait out a pause before they are read again (readSource's
 * onPause). A read so waiting holds no place among the reads ahead: the moment it begins to wait,
 * `freed` may start another in its place, and it takes its place back when it is read again.
 * `within`: the read-ahead that counts these reads among its own too (an index's files are reads
 * of the import's as well), told of each pause after this one.
 */
export class PausingReads {
  private waiting = 0;

  constructor(
    private readonly freed: () => void,
    private readonly within?: PausingReads,
  ) {}

  /** How many reads wait out a pause now: as many places more for the reads ahead. */
  get count(): number {
    return this.waiting;
  }

  /** readSource's onPause of a read that holds a place here. */
  readonly onPause = (now: boolean): void => {
    this.waiting += now ? 1 : -1;
    if (now) this.freed();
    this.within?.onPause(now);
  };
}
