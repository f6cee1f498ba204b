/** Shared memory handed to other threads, with how many of them still read it (0: free to reuse). */
export interface SharedHold {
  /** The bytes asked for, from the memory's start. */
  bytes: Uint8Array;
  /** Its readers count, at 1 as it is handed out; each reader lets go with Atomics.sub (letGoOf). */
  readers: Int32Array;
}

interface Kept {
  memory: SharedArrayBuffer;
  readers: Int32Array;
}

/** Lets go of memory a KeptSharedMemory handed out: one reader fewer. */
export const letGoOf = (readers: Int32Array): void => void Atomics.sub(readers, 0, 1);

/**
 * Shared memory a worker fills and hands over, kept to be filled again once nobody reads it. On this
 * kind of virtual machine a page first written costs ~90 times a page written again (the bench's
 * "fresh memory" line), and a fresh SharedArrayBuffer is zeroed besides: memory reused spares both.
 * A free memory too small for what is asked is replaced, not kept beside it (sizes grow from table
 * to table), so it keeps about as many as are read at once; memory never let go (a job that failed,
 * a read given up) is forgotten, the oldest first, once `most` are kept.
 */
export class KeptSharedMemory {
  private readonly kept: Kept[] = [];

  /** `spare`: a fresh memory is this much larger than asked, for the next a little longer. */
  constructor(
    private readonly most: number,
    private readonly spare: number,
  ) {}

  /** Memory for `size` bytes: the smallest free one that holds them, else a fresh one; its readers count at 1. */
  take(size: number): SharedHold {
    const free = this.kept.filter((kept) => Atomics.load(kept.readers, 0) === 0);
    let hold = smallest(free.filter((candidate) => candidate.memory.byteLength >= size));
    if (!hold) {
      hold = {
        memory: new SharedArrayBuffer(Math.ceil(size * this.spare)),
        readers: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)),
      };
      const replaced = smallest(free);
      if (replaced) this.kept[this.kept.indexOf(replaced)] = hold;
      else {
        if (this.kept.length === this.most) this.kept.shift();
        this.kept.push(hold);
      }
    }
    Atomics.store(hold.readers, 0, 1);
    return { bytes: new Uint8Array(hold.memory, 0, size), readers: hold.readers };
  }

  /** How much memory is kept, read or free (for tests and measures). */
  size(): { count: number; bytes: number } {
    return { count: this.kept.length, bytes: this.kept.reduce((sum, kept) => sum + kept.memory.byteLength, 0) };
  }
}

/** The one of `of` with the least memory (the first of equals); undefined when none. */
function smallest(of: readonly Kept[]): Kept | undefined {
  let least: Kept | undefined;
  for (const kept of of) if (!least || kept.memory.byteLength < least.memory.byteLength) least = kept;
  return least;
}
