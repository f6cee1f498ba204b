import type { Problem } from '../../../shared/problems';
import { contentChunks, type ContentStats } from './content-stream';
import { importCancelled, isAbort } from './source-error';

/** A gzip's own faults as a reader meets them: zlib's (a CRC, a bad block) and a stream cut short (gunzip). */
const GZIP_FAULTS = new Set(['Z_DATA_ERROR', 'gzip-truncated']);

/**
 * A source's content (contentChunks) for one parse, which may stop reading it early without closing
 * it, so that a gzip whose parse stopped early can still be checked to its end (gzipFault). Bytes
 * that gzip's CRC finds changed can still inflate: the parser meets them first, and the person was
 * shown an XML error alone for a damaged file (gzip -t names the CRC).
 */
export class ContentReading {
  readonly stats: ContentStats = { gzip: false, bytes: 0, contentBytes: 0 };
  private readonly content: AsyncGenerator<Buffer>;
  /** The failure the content met, whoever read it (peekHead holds one back, to replay it after the head). */
  private failure: { error: unknown } | null = null;
  /** While the gzip is checked past the parse's stop, what the content tells is no news: not reported. */
  private checking = false;

  /**
   * `signal` is the import's cancel, read before each chunk of content is made: a source's bytes in
   * hand (a parse worker holds 4 chunks sent ahead; 64 KB of a gzip of 1000 to 1 is 64 MB of XML)
   * are never parsed after it, whatever they inflate to.
   */
  constructor(
    raw: AsyncIterable<Buffer>,
    maxBytes: number,
    report: (problem: Problem) => void,
    file: string,
    private readonly signal?: AbortSignal,
  ) {
    const told = (problem: Problem): void => void (this.checking || report(problem));
    this.content = contentChunks(raw, this.stats, maxBytes, told, file);
  }

  /** The content, for the parse: stopping early leaves it open (close). */
  async *chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      let next;
      try {
        if (this.signal?.aborted) throw importCancelled();
        next = await this.content.next();
      } catch (error) {
        this.failure ??= { error };
        throw error;
      }
      if (next.done) return;
      yield next.value;
    }
  }

  /**
   * The gzip's own fault (a CRC, a cut), once the parse stopped early, or null when it is whole: the
   * one the content met already, or found by reading on to its end (up to the size cap, whose error
   * is no news here). The stats stay as the parse left them; a cancel meanwhile is thrown.
   */
  async gzipFault(): Promise<unknown> {
    if (this.failure === null) {
      const parsed = { ...this.stats };
      this.checking = true;
      try {
        while (!(await this.content.next()).done);
      } catch (error) {
        if (isAbort(error)) throw error;
        this.failure = { error };
      } finally {
        this.checking = false;
        Object.assign(this.stats, parsed);
      }
    }
    const error = this.failure?.error;
    return GZIP_FAULTS.has(String((error as { code?: unknown } | undefined)?.code)) ? error : null;
  }

  /** Closes the source, however far it was read. */
  async close(): Promise<void> {
    await this.content.return(undefined);
  }
}
