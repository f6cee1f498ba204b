import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ContentReading } from '../../../../electron/engine/import/content-reading';
import type { Problem } from '../../../../shared/problems';

/** `bytes` in pieces of 16 KiB, then `end` thrown when given (a read that fails there). */
async function* pieces(bytes: Buffer, end?: Error): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += 16 * 1024) yield bytes.subarray(at, at + 16 * 1024);
  if (end) throw end;
}

const text = Buffer.from('<url><loc>https://example.com/a</loc></url>\n'.repeat(40_000));

/** A reading whose parse took its first chunk and stopped, and what it reported. */
async function stoppedEarly(raw: AsyncIterable<Buffer>): Promise<{ reading: ContentReading; told: Problem[] }> {
  const told: Problem[] = [];
  const reading = new ContentReading(raw, 100 * 1024 * 1024, (problem) => told.push(problem), 'f.xml.gz');
  for await (const chunk of reading.chunks()) if (chunk.length > 0) break;
  return { reading, told };
}

describe('ContentReading', () => {
  it('finds a gzip whole past where its parse stopped, says nothing of it, and keeps the stats as the parse left them', async () => {
    const { reading, told } = await stoppedEarly(pieces(Buffer.concat([gzipSync(text), Buffer.from('JUNK')])));
    const parsed = { ...reading.stats };
    expect(parsed.contentBytes).toBeLessThan(text.length);
    expect(await reading.gzipFault()).toBeNull();
    // The bytes after its gzip are no news once the parse stopped: "every URL of the gzip data was read" is not true.
    expect(told).toEqual([]);
    expect(reading.stats).toEqual(parsed);
    await reading.close();
  });

  it('finds a CRC that fails past where its parse stopped', async () => {
    const damaged = gzipSync(text);
    damaged[damaged.length - 8]! ^= 1;
    const { reading } = await stoppedEarly(pieces(damaged));
    expect(await reading.gzipFault()).toMatchObject({ code: 'Z_DATA_ERROR', message: 'incorrect data check' });
    await reading.close();
  });

  it('throws a cancel met while it reads on, rather than take it for a whole file', async () => {
    const cancel = new DOMException('The operation was aborted.', 'AbortError');
    const { reading } = await stoppedEarly(pieces(gzipSync(text).subarray(0, 40_000), cancel));
    await expect(reading.gzipFault()).rejects.toBe(cancel);
    await reading.close();
  });

  it('makes no chunk of content once its signal fires, whatever the bytes in hand inflate to', async () => {
    const controller = new AbortController();
    // The whole gzip in one piece, as a parse worker holds a chunk sent ahead: 1.7 MB of text.
    const whole = async function* (): AsyncGenerator<Buffer> {
      yield gzipSync(text);
    };
    const reading = new ContentReading(whole(), 100 * 1024 * 1024, () => undefined, 'f.xml.gz', controller.signal);
    let made = 0;
    const parse = async (): Promise<void> => {
      for await (const chunk of reading.chunks()) {
        made += chunk.length;
        controller.abort();
      }
    };
    await expect(parse()).rejects.toMatchObject({ name: 'AbortError' });
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(text.length);
    await reading.close();
  });
});
