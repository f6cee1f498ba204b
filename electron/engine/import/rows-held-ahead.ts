import { LIMITS } from '../../../shared/protocol';

/**
 * The rows that files read ahead of a streaming taker on `workers` parse workers may hold, read or
 * under way, before another read ahead begins: a full sitemap for each worker and one more, three at
 * the least (on two workers, one parsed and two parsing), so that no worker idles for want of a file
 * on a big machine (which a 2-core run cannot show). Counted in rows, not files, so a set of big files
 * (a sitemap may hold far more than 50,000 URLs as read; the import's cap is 100 MiB) holds a few
 * sitemaps' rows, as a set of small ones does, not a few big files' each.
 */
export const rowsHeldAheadFor = (workers: number): number => Math.max(3, workers + 1) * LIMITS.urlsPerSitemap;

/** A read ahead under way counts as at least a full sitemap: what it will hold is not known until it ends. */
const ROWS_WHILE_UNDER_WAY = LIMITS.urlsPerSitemap;

/**
 * Bytes of XML a row takes at the least, as far as a read under way is judged by its size (a shop's
 * sitemap: ~180 B a URL): its size declared, in rows, is what it will hold at the most. A gzipped
 * file declares its compressed bytes, judged by the rows it reads.
 */
const BYTES_PER_ROW_AT_LEAST = 200;

interface Held {
  rows: number;
  /** Still being read (parsed or downloaded). */
  underWay: boolean;
  /** What it will hold, in rows, judged by its size once open; null until it is (it holds up the others). */
  expected: number | null;
}

/**
 * The rows held by a streaming taker's files read ahead: read or under way, and not yet in turn (the
 * file the taker takes is never held back, nor counted). A read ahead begins (is opened and parsed)
 * only while they are under the rows it is given and every read ahead begun before it is open, its size
 * known (a remote body is buffered as it arrives: two big ones begun at once would both be), or once
 * it is in turn itself; so the taker always goes on, and the reads ahead wait for it in the order they
 * asked. Keyed by the location a read was asked for.
 */
export class RowsHeldAhead {
  private readonly held = new Map<string, Held>();
  /** Reads ahead waiting to begin, lowest rank (first listed) first. */
  private readonly waiting: { location: string; rank: number; go: () => void }[] = [];
  private ranks = 0;
  /** Locations taken in turn (or let go at the end): never held back again. */
  private readonly free = new Set<string>();
  /** Let go (letGo): a read begun after that is held back no more. */
  private closed = false;

  /** `most`: the rows the reads ahead may hold (rowsHeldAheadFor). */
  constructor(private readonly most: number) {}

  /** The next place in the order reads ahead begin in: taken as each is decided on, in the order listed. */
  nextRank(): number {
    return this.ranks++;
  }

  /**
   * Settles once the read ahead of `location` may begin, the reads of lower `rank` waiting first (a
   * read's own start, a stat or a resolve, may settle after a later one's); its rows count from then
   * until its turn. `waiting` is told, at once, when it has to wait: what else waits for this read
   * to ask for its parse (the order of parse turns, ParseTurns) must not wait for it meanwhile, or the
   * file in turn, whose own turn comes after this one's, could wait for ever behind the room its
   * reads ahead hold.
   */
  async begin(location: string, rank: number, waiting?: () => void): Promise<void> {
    if (this.closed || this.free.has(location)) return;
    const at = this.waiting.findIndex((wait) => wait.rank > rank);
    // Counted as it is let go (admit), or free.
    const waited = new Promise<void>((go) =>
      this.waiting.splice(at < 0 ? this.waiting.length : at, 0, { location, rank, go }),
    );
    this.admit();
    if (this.waiting.some((wait) => wait.location === location)) waiting?.();
    await waited;
  }

  /** The read of `location` is open, `bytes` long as far as known before reading. */
  opened(location: string, bytes: number | null): void {
    const held = this.held.get(location);
    if (!held) return;
    held.expected = bytes === null ? 0 : Math.floor(bytes / BYTES_PER_ROW_AT_LEAST);
    this.admit();
  }

  /** The read of `location` ended (read, failed or cut short): its rows count as they are. */
  end(location: string): void {
    const held = this.held.get(location);
    if (!held) return;
    held.underWay = false;
    held.expected ??= 0;
    this.admit();
  }

  /** `rows` more rows parsed of `location` (fewer, where a read's rows were dropped for a second read). */
  count(location: string, rows: number): void {
    const held = this.held.get(location);
    if (held) held.rows = Math.max(0, held.rows + rows);
  }

  /** `location` is the taker's now: it is held back no more, and its rows count no longer. */
  inTurn(location: string): void {
    this.free.add(location);
    this.held.delete(location);
    const at = this.waiting.findIndex((wait) => wait.location === location);
    if (at >= 0) this.waiting.splice(at, 1)[0]!.go();
    this.admit();
  }

  /** Every read is let go (the import ends or is cancelled): none waits any more. */
  letGo(): void {
    this.closed = true;
    for (const { location, go } of this.waiting.splice(0)) {
      this.free.add(location);
      go();
    }
  }

  /** Rows held ahead, each read under way by the most it may hold as far as known. */
  private rowsHeld(): number {
    let rows = 0;
    for (const { rows: read, underWay, expected } of this.held.values())
      rows += underWay ? Math.max(read, ROWS_WHILE_UNDER_WAY, expected ?? 0) : read;
    return rows;
  }

  /** Room for one more read ahead: every one begun is open, and the rows held leave room. */
  private hasRoom(): boolean {
    for (const held of this.held.values()) if (held.expected === null) return false;
    return this.rowsHeld() < this.most;
  }

  private hold(location: string): void {
    this.held.set(location, { rows: this.held.get(location)?.rows ?? 0, underWay: true, expected: null });
  }

  /** Lets the reads waiting begin, oldest first, while there is room; each counted at once. */
  private admit(): void {
    while (this.waiting.length > 0 && this.hasRoom()) {
      const { location, go } = this.waiting.shift()!;
      this.hold(location);
      go();
    }
  }
}
