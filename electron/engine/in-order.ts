/**
 * Numbered values that arrive in any order (the results of jobs run on several workers), taken in the
 * order of their numbers from 0: each once every one numbered before it has been taken. Only those
 * waiting for an earlier one are held.
 */
export class InOrder<T> {
  private readonly waiting = new Map<number, T>();
  private next = 0;

  constructor(private readonly take: (value: T, index: number) => void) {}

  /**
   * Value `index` has arrived: it and the ones waiting after it are taken, as far as none is missing.
   * A value that arrives again, or after its number was taken, is not taken twice. Where `take`
   * throws, the value it threw on stays the next, taken again at the next arrival (even of a number already taken).
   */
  arrive(index: number, value: T): void {
    if (index >= this.next && !this.waiting.has(index)) this.waiting.set(index, value);
    while (this.waiting.has(this.next)) {
      this.take(this.waiting.get(this.next)!, this.next);
      this.waiting.delete(this.next++);
    }
  }

  /** Lets go of the values waiting (none of them is taken unless it arrives again). */
  clear(): void {
    this.waiting.clear();
  }
}
