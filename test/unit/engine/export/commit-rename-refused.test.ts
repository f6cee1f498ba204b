import type * as FsPromises from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { describeError } from '../../../../shared/describe-error';
import { emptyRow } from '../../../../shared/url-table';
import { useTempDir } from '../../../support/use-temp-dir';

/** The real file system, but a staged file moved in over `refused` fails as over an immutable file (EPERM). */
const disk = vi.hoisted(() => ({ refused: null as string | null }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const rename = (async (from, to) => {
    if (disk.refused !== null && String(to) === disk.refused && String(from).includes('.sitemap-studio-staging')) {
      const message = `EPERM: operation not permitted, rename '${String(from)}' -> '${String(to)}'`;
      throw Object.assign(new Error(message), {
        code: 'EPERM',
        syscall: 'rename',
        path: String(from),
        dest: String(to),
      });
    }
    return actual.rename(from, to);
  }) as typeof actual.rename;
  return { ...actual, rename, default: { ...actual, rename } };
});

const temp = useTempDir();

describe('a staged file the system will not let replace the one in the folder', () => {
  it('fails the export naming the file in the folder, not the staged copy that is gone once undone', async () => {
    const folder = temp.path();
    const refused = join(folder, 'sitemap-pages-1.xml');
    disk.refused = refused;
    try {
      const exported = exportProject({
        projectId: 'project-1',
        tables: [{ id: 't', name: 'pages', rows: [emptyRow('https://example.com/a')] }],
        settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, gzip: false },
        robotsTxt: null,
      });
      const error: unknown = await exported.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toMatchObject({ code: 'EPERM', path: refused });
      expect(describeError(error)).toBe(`the system does not allow this on ${refused}`);
    } finally {
      disk.refused = null;
    }
    expect((await readdir(folder)).filter((name) => !name.startsWith('.'))).toEqual([]);
  });
});
