import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { encodingDecidable, pickEncoding } from './html-charset';

/** Takes a page's text in pieces, and says when it has read enough (`done`). */
export interface HtmlSink {
  write(text: string): void;
  readonly done: boolean;
}

/**
 * Feeds an HTML body, decoded as a browser would (html-charset.ts), to `sink` until the sink is
 * done, the body ends, or `byteCap` bytes were read, whichever comes first; then pauses the body and
 * stops listening. The caller lets go of the rest (discardBody), so a response that never ends is
 * never waited for. Resolves true when the body ended within the cap (at it included).
 */
export function readHtml(
  body: Readable,
  headerCharset: string | null,
  byteCap: number,
  sink: HtmlSink,
): Promise<boolean> {
  let decoder: TextDecoder | null = null;
  let waiting: Buffer = Buffer.alloc(0);
  let read = 0;

  // The first bytes are held until they tell the encoding (a <meta charset> may be among them).
  const feed = (bytes: Buffer, last: boolean): void => {
    if (!decoder) {
      waiting = waiting.length === 0 ? bytes : Buffer.concat([waiting, bytes]);
      if (!last && !encodingDecidable(headerCharset, waiting)) return;
      bytes = waiting;
      decoder = new TextDecoder(pickEncoding(headerCharset, bytes));
    }
    sink.write(decoder.decode(bytes, { stream: !last }));
  };

  return new Promise((resolve, reject) => {
    const stop = (): void => {
      body.pause();
      body.off('data', onData).off('end', onEnd).off('error', onError);
    };
    // Cut only once a byte past the cap arrives: a body of exactly the cap's size is whole.
    const onData = (chunk: Buffer): void => {
      const room = byteCap - read;
      const over = chunk.length > room;
      const bytes = over ? chunk.subarray(0, room) : chunk;
      read += bytes.length;
      feed(bytes, over);
      if (over || sink.done) {
        stop();
        resolve(false);
      }
    };
    const onEnd = (): void => (stop(), feed(Buffer.alloc(0), true), resolve(true));
    const onError = (error: unknown): void => (stop(), reject(error));
    body.on('data', onData).once('end', onEnd).once('error', onError);
  });
}
