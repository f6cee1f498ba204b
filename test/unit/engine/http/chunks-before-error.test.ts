import { PassThrough, Transform } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunksBeforeError } from '../../../../electron/engine/http/chunks-before-error';

/** Everything given, and what was thrown after it (null when it ended). */
async function readAll(stream: NodeJS.ReadableStream & PassThrough): Promise<{ text: string; error: unknown }> {
  const parts: string[] = [];
  try {
    for await (const chunk of chunksBeforeError(stream)) parts.push(chunk.toString());
    return { text: parts.join(''), error: null };
  } catch (error) {
    return { text: parts.join(''), error };
  }
}

describe('chunksBeforeError', () => {
  it('gives every chunk a stream still holds before the error that destroyed it', async () => {
    const decoder = new Transform({
      transform: (chunk, _encoding, done) => done(null, chunk),
      flush: (done) => done(new Error('unexpected end of file')),
    });
    decoder.on('error', () => undefined); // as the pipeline it is part of listens
    decoder.write('first ');
    decoder.write('second');
    decoder.end();
    await new Promise((resolve) => setTimeout(resolve, 20)); // destroyed, both chunks still held
    expect(decoder.destroyed).toBe(true);
    const read = await readAll(decoder as unknown as PassThrough);
    expect(read.text).toBe('first second');
    expect(read.error).toMatchObject({ message: 'unexpected end of file' });
  });

  it('ends with the stream, and fails a stream destroyed with no end as cut short', async () => {
    const whole = new PassThrough();
    whole.end('all of it');
    expect(await readAll(whole)).toEqual({ text: 'all of it', error: null });

    const cut = new PassThrough();
    cut.write('part');
    setTimeout(() => cut.destroy(), 20);
    const read = await readAll(cut);
    expect(read.text).toBe('part');
    expect(read.error).toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
});
