/**
 * A buffer a thread keeps for bytes it reads and lets go before it needs the buffer again (each
 * worker has its own module state). On this kind of virtual machine a page first written costs ~90
 * times a page written again (the bench's "fresh memory" line), and fresh pages fault slower on two
 * threads at once than on one: a fresh buffer for each member inflated and each file gzipped and read
 * back was a third of the page faults of `export <project>`.
 */
export class ScratchBuffer {
  private buffer: Buffer | null = null;

  /**
   * The buffer, grown to a quarter more than `bytes` when it is smaller (sizes met differ a little,
   * and each new largest would be fresh again), its first `keep` bytes carried over when it grows.
   */
  atLeast(bytes: number, keep = 0): Buffer {
    if (this.buffer !== null && this.buffer.length >= bytes) return this.buffer;
    const grown = Buffer.allocUnsafe(Math.ceil(bytes * 1.25));
    if (keep > 0 && this.buffer !== null) this.buffer.copy(grown, 0, 0, keep);
    this.buffer = grown;
    return grown;
  }
}
