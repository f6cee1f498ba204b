import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { HeadCollector, type HeadFacts } from './head-collector';
import { encodingDecidable, pickEncoding } from './html-charset';

/**
 * Reads an HTML body only as far as its head: up to `</head>` or the first element of the body, or
 * `byteCap` bytes, whichever comes first, then pauses it and stops listening. The caller lets go of
 * the rest (discardBody): the rest of a page, or a response that never ends, is never waited for.
 */
export function readHtmlHead(
  body: Readable,
  pageUrl: string,
  headerCharset: string | null,
  byteCap: number,
): Promise<HeadFacts> {
  const collector = new HeadCollector(pageUrl);
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
    collector.write(decoder.decode(bytes, { stream: !last }));
  };

  return new Promise((resolve, reject) => {
    const stop = (): void => {
      body.pause();
      body.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer): void => {
      const room = byteCap - read;
      const bytes = chunk.length > room ? chunk.subarray(0, room) : chunk;
      read += bytes.length;
      const last = read >= byteCap;
      feed(bytes, last);
      if (last || collector.done) {
        stop();
        resolve(collector.facts());
      }
    };
    const onEnd = (): void => (stop(), feed(Buffer.alloc(0), true), resolve(collector.facts()));
    const onError = (error: unknown): void => (stop(), reject(error));
    body.on('data', onData).once('end', onEnd).once('error', onError);
  });
}
