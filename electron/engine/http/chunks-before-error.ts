import type { Readable } from 'node:stream';
import { Wakeup } from '../wakeup';

/**
 * A stream's chunks, every chunk it still holds given before its error. Its own async iterator stops
 * reading once the stream is destroyed, dropping what it held: a decoder whose data ended early
 * (deflate, brotli cut by a broken connection) lost its last 370 of 2,481 rows that way. A stream
 * closed with neither an end nor an error fails as cut short.
 */
export async function* chunksBeforeError(stream: Readable): AsyncGenerator<Buffer> {
  // As it stands when asked (a decoder may have failed, or ended, before its reader came).
  let failure: { error: unknown } | null = stream.errored ? { error: stream.errored } : null;
  let ended = stream.readableEnded;
  let closed = stream.destroyed;
  const wakeup = new Wakeup();
  const woken = wakeup.wake;
  const onEnd = (): void => void ((ended = true), woken());
  const onError = (error: unknown): void => void ((failure ??= { error }), woken());
  const onClose = (): void => void ((closed = true), woken());
  stream.on('readable', woken);
  stream.once('end', onEnd);
  stream.once('error', onError);
  stream.once('close', onClose);
  try {
    for (;;) {
      for (let chunk = stream.read() as Buffer | null; chunk !== null; chunk = stream.read() as Buffer | null)
        yield chunk;
      if (failure) throw (failure as { error: unknown }).error;
      if (ended) return;
      if (closed) throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
      await wakeup.until(() => stream.readableLength > 0 || ended || closed || failure !== null);
    }
  } finally {
    stream.off('readable', woken);
    stream.off('end', onEnd);
    stream.off('error', onError);
    stream.off('close', onClose);
    if (!stream.destroyed) stream.destroy();
  }
}
