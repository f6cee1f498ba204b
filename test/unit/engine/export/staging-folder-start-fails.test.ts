import type * as FsPromises from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

/** The real file system, but the staging folder's own folders cannot be made while `full` (a disk out of inodes). */
const disk = vi.hoisted(() => ({ full: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const mkdir = (async (...args: Parameters<typeof actual.mkdir>) => {
    const path = String(args[0]);
    if (disk.full && /\.sitemap-studio-staging[^/]*\/(new|old)$/.test(path))
      throw Object.assign(new Error(`ENOSPC: no space left on device, mkdir '${path}'`), { code: 'ENOSPC', path });
    return actual.mkdir(...args);
  }) as typeof actual.mkdir;
  return { ...actual, mkdir, default: { ...actual, mkdir } };
});

const temp = useTempDir();

describe('a staging folder whose own folders cannot be made', () => {
  it('fails the write by the system’s reason and leaves no staging folder behind', async () => {
    const target = temp.path();
    disk.full = true;
    const staged = new StagedFolder(target);
    try {
      await expect(staged.write('a.xml', Buffer.from('<urlset/>'))).rejects.toMatchObject({ code: 'ENOSPC' });
    } finally {
      disk.full = false;
      await staged.discard().catch(() => undefined);
    }
    expect((await readdir(target)).filter((name) => name.startsWith('.sitemap-studio-'))).toEqual([]);
  });
});
