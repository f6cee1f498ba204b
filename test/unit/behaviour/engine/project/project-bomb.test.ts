import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PROJECT_JSON_BYTES, openProjectFile } from '../../../../../electron/engine/project/project-file';
import { useTempDir } from '../../../../support/use-temp-dir';

const MiB = 1024 * 1024;
const sha256 = async (path: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

/**
 * A real gzip bomb: a project whose name is `mib` MiB of spaces. gzip files may hold several members
 * one after another (gunzip inflates them all), so one compressed MiB repeated makes a file of a few
 * hundred KB that inflates past the cap, without the test ever holding the inflated text itself.
 */
function gzipBomb(mib: number, version = 1): Buffer {
  const spaces = gzipSync(Buffer.alloc(MiB, ' '), { level: 9 });
  return Buffer.concat([
    gzipSync(`{"format":"sitemap-studio-project","version":${version},"name":"`),
    ...Array.from({ length: mib }, () => spaces),
    gzipSync('","robotsTxt":null,"tables":[]}'),
  ]);
}

describe('project files too large to open', () => {
  const temp = useTempDir();

  it('refuses a gzip bomb by name once inflating passes the cap; the process lives and the file is unchanged', async () => {
    const bomb = gzipBomb(Math.ceil(MAX_PROJECT_JSON_BYTES / MiB) + 88); // 600 MiB inflated
    expect(bomb.length).toBeLessThan(2 * MiB);
    const path = await temp.write('bomb.sitemapstudio', bomb);
    const before = await sha256(path);
    await expect(openProjectFile(path)).rejects.toMatchObject({
      name: 'ProjectFileError',
      code: 'project-too-large',
      message: `${path} is larger than 512 MiB once decompressed; a project's text must fit in one JavaScript string (536,870,888 characters), so it was not opened.`,
    });
    expect(await sha256(path)).toBe(before);
    // Inflating 512 MiB to reach the cap takes seconds of CPU, more on a busy machine.
  }, 60_000);

  it('refuses a later version whose header line runs past its bound, holding no more than the bound', async () => {
    // A streamed file's first line, its header, of 100 MiB: it was read again whole as a version-1
    // document (up to 512 MiB inflated, then parsed as one text: some 2 GB for a 0.5 MB file).
    const bomb = gzipBomb(100, 4);
    const path = await temp.write('header-bomb.sitemapstudio', bomb);
    const before = process.memoryUsage().rss;
    await expect(openProjectFile(path)).rejects.toMatchObject({
      name: 'ProjectFileError',
      code: 'project-corrupt',
      message: expect.stringMatching(/is damaged and cannot be opened: a record is longer than [\d,]+ bytes\.$/),
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * MiB);
  }, 60_000);

  it('refuses a plain project file past the cap without reading it', async () => {
    const path = await temp.write('huge.sitemapstudio', '{"format":"sitemap-studio-project","version":1,"name":"');
    const handle = await open(path, 'r+');
    await handle.truncate(MAX_PROJECT_JSON_BYTES + 1); // sparse: no disk or memory spent
    await handle.close();
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-too-large',
      message: `${path} is larger than 512 MiB; a project's text must fit in one JavaScript string (536,870,888 characters), so it was not opened.`,
    });
  });

  it('opens a gzip project many times its compressed size: the cap counts inflated bytes, not compressed ones', async () => {
    const json = JSON.stringify({
      format: 'sitemap-studio-project',
      version: 1,
      name: ' '.repeat(8 * MiB),
      tables: [],
    });
    const path = await temp.write('roomy.sitemapstudio', gzipSync(json));
    expect((await openProjectFile(path)).name).toHaveLength(8 * MiB);
  });
});
