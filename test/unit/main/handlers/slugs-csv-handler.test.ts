import { execFileSync } from 'node:child_process';
import { truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { SLUGS_CSV_MAX_BYTES } from '../../../../electron/main/handlers/slugs-csv-handler';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { useTempDir } from '../../../support/use-temp-dir';

describe('reading a CSV of translated slugs', () => {
  const dir = useTempDir();
  const handlers = createHandlers(quietHandlerDeps());

  it('gives the file\u2019s name and its text', async () => {
    const path = join(dir.path(), 'slugs.csv');
    await writeFile(path, 'en,nl\n/en/schoenen,/nl/größe\n');
    expect(await handlers.readSlugsCsv({ path })).toEqual({
      name: 'slugs.csv',
      text: 'en,nl\n/en/schoenen,/nl/größe\n',
    });
  });

  it('refuses a gzip, a file that is not text and one too large, naming it; a missing file fails as the system says', async () => {
    const zipped = join(dir.path(), 'slugs.csv.gz');
    await writeFile(zipped, gzipSync('en,nl\n'));
    await expect(handlers.readSlugsCsv({ path: zipped })).rejects.toThrow(
      'slugs.csv.gz is compressed or not text: choose the CSV itself.',
    );
    const binary = join(dir.path(), 'picture.csv');
    await writeFile(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    await expect(handlers.readSlugsCsv({ path: binary })).rejects.toThrow('picture.csv is compressed or not text');
    const large = join(dir.path(), 'large.csv');
    await writeFile(large, 'en,nl\n');
    await truncate(large, 2 * SLUGS_CSV_MAX_BYTES); // sparse: nothing this large is written
    await expect(handlers.readSlugsCsv({ path: large })).rejects.toThrow(
      'large.csv is 128.0 MB: a CSV of slugs may be at most 64.0 MB.',
    );
    await expect(handlers.readSlugsCsv({ path: join(dir.path(), 'gone.csv') })).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('refuses a pipe at once rather than waiting for a writer, and a folder as a folder', async () => {
    const pipe = join(dir.path(), 'slugs.csv');
    execFileSync('mkfifo', [pipe]);
    await expect(handlers.readSlugsCsv({ path: pipe })).rejects.toThrow(
      'slugs.csv is not a regular file (a pipe, socket or device): choose the CSV itself.',
    );
    await expect(handlers.readSlugsCsv({ path: '/dev/zero' })).rejects.toThrow('zero is not a regular file');
    await expect(handlers.readSlugsCsv({ path: dir.path() })).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
