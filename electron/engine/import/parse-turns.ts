/** A source's place in the order parses are asked in. */
export interface ParseTurn {
  /** Settles once every place taken before this one is open. */
  before: Promise<void>;
  /** The source asked for its parse, or needs none: the places after it may go (once those before it went). */
  open(): void;
}

/**
 * The order in which sources read ahead ask the parse workers for their parse: the order of their
 * turns, not the order their stats and opens come back. A read started ahead waits for the places
 * before it, the file in turn's among them: at a set's start the read-ahead's stats go out before the
 * file in turn's own, and the files after it would otherwise take the workers first, the file in
 * turn (and with it the taker) waiting for one of their parses.
 */
export class ParseTurns {
  /** Open once every place taken so far is. */
  private last: Promise<void> = Promise.resolve();

  /** The next place in the order. */
  take(): ParseTurn {
    const before = this.last;
    let open!: () => void;
    const own = new Promise<void>((resolve) => (open = resolve));
    this.last = before.then(() => own);
    return { before, open };
  }
}
