/**
 * First in, first out, with a shift that does not move what is left: an array's shift moves every
 * item after the first, so taking a body of 400,000 chunks of 100 bytes one at a time took 29 s.
 */
export class FifoQueue<T> {
  private items: (T | undefined)[] = [];
  /** Where the first item not yet taken is. */
  private start = 0;

  get length(): number {
    return this.items.length - this.start;
  }

  /** The first item, left in the queue; undefined when it is empty. */
  get first(): T | undefined {
    return this.items[this.start];
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** Takes the first item; undefined when it is empty. */
  shift(): T | undefined {
    if (this.start >= this.items.length) return undefined;
    const item = this.items[this.start];
    this.items[this.start++] = undefined;
    // The places taken are let go once they are half the array: each item is moved at most once more.
    if (this.start >= 1024 && this.start * 2 >= this.items.length) {
      this.items = this.items.slice(this.start);
      this.start = 0;
    }
    return item;
  }

  clear(): void {
    this.items = [];
    this.start = 0;
  }
}
