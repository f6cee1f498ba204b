import { readFileSync } from 'node:fs';
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
