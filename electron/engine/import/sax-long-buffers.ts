import type { SAXParser } from 'sax';
import { detach } from '../../../shared/detach';

/**
 * sax's buffers that grow a character at a time and that it hands on whole, never in pieces: a
 * comment, a processing instruction's body, an attribute value, a DOCTYPE. Each character added
 * is a string of its own joined to the rest, about 35 bytes a character until the end: a 50 MB
 * comment took 1.8 GB, and a 100 KB gzip of one long attribute 3.5 GB (a hostile-input probe).
 */
const GROWN_WHOLE = ['comment', 'procInstBody', 'attribValue', 'doctype'] as const;
export type GrownWhole = (typeof GROWN_WHOLE)[number];

/**
 * Keeps sax's long buffers small: at its buffer bound (sax.MAX_BUFFER_LENGTH, checked after each
 * write) each one past it is moved here as one flat string, a byte or two a character, and its
 * whole text is put back together when sax hands it on (`whole`). Its last character stays in
 * sax's buffer, so sax still hands a comment on (it skips an empty one) and each text's pieces
 * are taken by that text.
 */
export class SaxLongBuffers {
  private readonly pieces: Record<GrownWhole, string[]> = {
    comment: [],
    procInstBody: [],
    attribValue: [],
    doctype: [],
  };

  constructor(private readonly parser: SAXParser) {}

  /** Moves each buffer past sax's bound here (sax says so as an error, "Max buffer length exceeded"). */
  spill(): void {
    const buffers = this.parser as unknown as Record<GrownWhole, string>;
    for (const name of GROWN_WHOLE) {
      const text: unknown = buffers[name];
      // sax sets its doctype to true once it has handed the DOCTYPE on: no text, to be left as it is.
      if (typeof text !== 'string' || text.length < MIN_SPILLED) continue;
      const flat = detach(text);
      this.pieces[name].push(flat.slice(0, -1));
      buffers[name] = flat.slice(-1);
    }
  }

  /**
   * After each write: sax checks its buffers only where it planned to, and plans the next check from
   * their longest length; once it has handed the DOCTYPE on, that buffer is `true`, whose length is
   * none, so it plans no check again (NaN), and no buffer of the rest of the file would be spilled
   * (nor its text handed on in pieces). Plans one after the next write then.
   */
  keepChecking(): void {
    const state = this.parser as unknown as { bufferCheckPosition: number; position: number };
    if (Number.isNaN(state.bufferCheckPosition)) state.bufferCheckPosition = state.position;
  }

  /** The whole text of buffer `name` as sax hands on `last`: the pieces moved here, then `last`. */
  whole(name: GrownWhole, last: string): string {
    const pieces = this.pieces[name];
    if (pieces.length === 0) return last;
    pieces.push(last);
    const text = pieces.join('');
    pieces.length = 0;
    return text;
  }
}

/** Shorter buffers are left to sax: only one past its bound is worth a copy. */
const MIN_SPILLED = 4096;
