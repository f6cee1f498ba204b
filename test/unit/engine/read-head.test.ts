import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NotARegularFileError } from '../../../electron/engine/open-regular-file';
import { HEAD_BYTES, readHead } from '../../../electron/engine/read-head';
import { HEAD_GROWTH, MOST_SNIFFED_BYTES } from '../../../electron/engine/sniff-kind';
import { useTempDir } from '../../support/use-temp-dir';
import { gzipBomb } from '../../support/gzip-bomb';
import { numberedUrlset } from '../../support/sitemap-xml';

const temp = useTempDir();

async function fileWith(name: string, content: string | Buffer): Promise<string> {
  const path = join(temp.path(), name);
  await writeFile(path, content);
  return path;
}

describe('readHead', () => {
  it('reads a small plain file whole', async () => {
    const text = numberedUrlset(3);
    expect(await readHead(await fileWith('sitemap.xml', text))).toEqual({
      gzip: false,
      text,
      bytes: Buffer.byteLength(text),
      whole: true,
    });
  });

  it('reads only the first HEAD_BYTES of a large plain file, but reports its full size', async () => {
    const text = numberedUrlset(5000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(HEAD_BYTES * 4);
    const head = await readHead(await fileWith('big.xml', text));
    expect(head.gzip).toBe(false);
    expect(head.text).toBe(text.slice(0, HEAD_BYTES));
    expect(head.bytes).toBe(Buffer.byteLength(text));
    expect(head.whole).toBe(false);
  });

  it('reads on, a bounded way, while the head says nothing of its kind: white space, a long comment', async () => {
    const spaced = `${' \n'.repeat(20_000)}${numberedUrlset(3)}`;
    const spacedHead = await readHead(await fileWith('spaced.xml', spaced));
    expect(spacedHead).toMatchObject({ gzip: false, text: spaced, whole: true });
    const commented = `<!--${'x'.repeat(100_000)}-->${numberedUrlset(5000)}`;
    for (const [name, bytes] of [
      ['commented.xml', commented],
      ['commented.xml.gz', gzipSync(commented)],
    ] as const) {
      const head = await readHead(await fileWith(name, bytes));
      // Read on to 4 × 16 KiB, then 16 × 16 KiB, which holds the root: no more.
      expect(head.text).toBe(commented.slice(0, HEAD_BYTES * HEAD_GROWTH ** 2));
      expect(head.whole).toBe(false);
    }
    const blank = await readHead(await fileWith('blank.xml', ' '.repeat(MOST_SNIFFED_BYTES * 2)));
    expect(blank.text).toBe(' '.repeat(MOST_SNIFFED_BYTES));
    expect(blank.whole).toBe(false);
  });

  it('reads an empty file', async () => {
    expect(await readHead(await fileWith('empty.xml', ''))).toEqual({ gzip: false, text: '', bytes: 0, whole: true });
  });

  it.each(['sitemap.xml.gz', 'sitemap.xml', 'sitemap'])(
    'recognises gzip by its bytes in a file named %s and inflates its start',
    async (name) => {
      const text = numberedUrlset(5000);
      const compressed = gzipSync(text);
      const head = await readHead(await fileWith(name, compressed));
      expect(head.gzip).toBe(true);
      expect(head.text).toBe(text.slice(0, HEAD_BYTES));
      expect(head.bytes).toBe(compressed.length);
    },
  );

  it('inflates a small gzip file whole', async () => {
    const text = numberedUrlset(2);
    const head = await readHead(await fileWith('small.gz', gzipSync(text)));
    expect(head).toMatchObject({ gzip: true, text });
  });

  it('reads a .gz file that is really plain text as plain text', async () => {
    const text = 'https://example.com/\nhttps://example.com/a\n';
    expect(await readHead(await fileWith('urls.txt.gz', text))).toEqual({
      gzip: false,
      text,
      bytes: text.length,
      whole: true,
    });
  });

  it('returns what a truncated gzip file gives, without throwing', async () => {
    const text = numberedUrlset(2000);
    const compressed = gzipSync(text);
    const head = await readHead(await fileWith('truncated.xml.gz', compressed.subarray(0, 300)));
    expect(head.gzip).toBe(true);
    expect(head.text.length).toBeGreaterThan(0);
    expect(text.startsWith(head.text)).toBe(true);
  });

  it('returns an empty text for gzip magic followed by garbage', async () => {
    const garbage = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('this is not deflate data at all')]);
    expect(await readHead(await fileWith('broken.gz', garbage))).toEqual({
      gzip: true,
      text: '',
      bytes: garbage.length,
      whole: true,
    });
  });

  it('inflates no more than the head of a gzip bomb', async () => {
    const bomb = gzipBomb();
    const head = await readHead(await fileWith('bomb.xml.gz', bomb));
    expect(head.gzip).toBe(true);
    expect(head.bytes).toBe(bomb.length);
    expect(head.text).toBe('\u0000'.repeat(HEAD_BYTES));
  });

  it('rejects for a missing file', async () => {
    const path = join(temp.path(), 'absent.xml');
    await expect(readHead(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a pipe with no writer and a device without waiting on them (a folder’s file may become one after its listing)', async () => {
    const pipe = join(temp.path(), 'sitemap.xml');
    execFileSync('mkfifo', [pipe]);
    await expect(readHead(pipe)).rejects.toBeInstanceOf(NotARegularFileError);
    await expect(readHead('/dev/zero')).rejects.toBeInstanceOf(NotARegularFileError);
  });
});
