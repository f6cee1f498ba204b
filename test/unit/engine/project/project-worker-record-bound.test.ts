import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createProjectPool } from '../../../../electron/engine/project/project-pool';
import { MAX_RECORD_BYTES } from '../../../../electron/engine/project/project-stream-format';

describe('a project worker reading a member', () => {
  const pool = createProjectPool(1);
  afterAll(() => pool.close());

  const member = (loc: string): Uint8Array => gzipSync(`${JSON.stringify({ table: 0, from: 0, rows: [{ loc }] })}\n`);

  it('doubts a record past the bound before parsing it, as the reader on the calling thread refuses it', async () => {
    // 65 MiB of loc in one record: the gzip of it is some 64 KiB, the text it parses to a string as large.
    const long = `https://example.com/${'a'.repeat(MAX_RECORD_BYTES)}`;
    const read = await pool.unpack({ member: member(long), columns: true, exported: false }, 2);
    expect(read).toEqual({ doubt: 'a record longer than a record may be' });
  });

  it("doubts a member that inflates past any member a project holds, in words, not zlib's about a Buffer", async () => {
    const bomb = gzipSync(Buffer.alloc(2 * MAX_RECORD_BYTES + 1024, 0x20));
    const read = await pool.unpack({ member: bomb, columns: true, exported: false }, 2);
    expect(read).toEqual({
      doubt: 'a member that inflates to more than 134,217,728 bytes, more than any member a project file holds',
    });
  });

  it('reads a record within the bound', async () => {
    const read = await pool.unpack({ member: member('https://example.com/a'), columns: false, exported: false }, 2);
    expect('records' in read && read.records).toEqual([{ of: 'rows', table: 0, from: 0, count: 1, run: 0 }]);
  });
});
