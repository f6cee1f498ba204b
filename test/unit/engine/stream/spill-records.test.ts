import { execFile } from 'node:child_process';
import { readFileSync, truncateSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecords, RecordWriter } from '../../../../electron/engine/stream/spill-records';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** Texts with lone surrogates (high, low, two in a row), a pair, and a character UTF-8 writes with ED. */
const TEXTS = [
  '',
  'https://example.com/plain',
  '\uD800',
  'x\uDFFF',
  '\uDBFF\uDC00',
  'a\uD800\uD800b',
  '\uD55C\uD83D\uDE00',
];

describe('RecordWriter', () => {
  it('reads back every field exactly, texts with lone surrogates in WTF-8 (as the duplicates spill keeps them)', () => {
    const file = new RecordWriter(join(temp.path(), 'records'), 64);
    TEXTS.forEach((text, index) => {
      file.begin();
      file.u32(index);
      file.text(text);
      file.i32(-1 - index);
      file.f64(index / 3);
      file.end();
    });
    file.close();
    const read: unknown[] = [];
    // One reader is handed out, at each record in turn: read it before asking for the next.
    for (const record of readRecords(file.path)) read.push([record.u32(), record.text(), record.i32(), record.f64()]);
    expect(read).toEqual(TEXTS.map((text, index) => [index, text, -1 - index, index / 3]));
    // WTF-8, not UTF-16: a lone surrogate is ED A0–BF 80–BF, and each text as long as Buffer.byteLength counts it.
    const bytes = readFileSync(file.path);
    expect(bytes.includes(Buffer.from([0xed, 0xa0, 0x80]))).toBe(true);
    expect(bytes.length).toBe(TEXTS.reduce((sum, text) => sum + 4 + 4 + 4 + 4 + 8 + Buffer.byteLength(text), 0));
  });
});

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** record-writer-child.ts writing `count` records to `path` in a process whose files may not pass `kilobytes`. */
const writeUnderLimit = (
  path: string,
  count: number,
  kilobytes: number,
): Promise<{ code: number; out: string; err: string }> =>
  new Promise((resolve) => {
    const child = [`${ROOT}/node_modules/.bin/tsx`, 'test/support/record-writer-child.ts', path, String(count)];
    execFile(
      'bash',
      ['-c', `ulimit -f ${kilobytes} && exec "$@"`, 'bash', ...child],
      { cwd: ROOT, timeout: 30_000 },
      (error, out, err) => resolve({ code: error === null ? 0 : Number(error.code), out, err }),
    );
  });

describe('a spill the disk does not take whole', () => {
  it('fails naming its file where the system took part of a write (a file at its size limit), rather than lose records', async () => {
    // 30 records of 100 bytes, one write of 3,000 bytes: the system takes the first 1,024 and refuses the rest.
    const path = join(temp.path(), 'cut');
    const run = await writeUnderLimit(path, 30, 1);
    expect(run).toMatchObject({ code: 1, out: '', err: `EFBIG ${path}\n` });
    // Within the limit, every record is read back.
    expect(await writeUnderLimit(join(temp.path(), 'whole'), 10, 1)).toMatchObject({ code: 0, out: '10\n' });
  });

  it('is refused when read cut short, part of a record at its end, rather than read as fewer records', () => {
    const file = new RecordWriter(join(temp.path(), 'records'), 64);
    for (const text of TEXTS) {
      file.begin();
      file.text(text);
      file.end();
    }
    file.close();
    truncateSync(file.path, file.bytes - 3);
    expect(() => [...readRecords(file.path)]).toThrow(`${file.path} ends 12 bytes into a record: it was cut short`);
  });
});
