import { utimesSync } from 'node:fs';
import { open, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberExport } from '../../../../electron/cli/remembered-export';
import { openProjectColumns } from '../../../../electron/engine/project/project-columns';
import { saveProjectStream } from '../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { ExportReport } from '../../../../shared/export-types';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { headerOf } from '../../../../shared/project-file';
import { cliExport } from '../../../support/cli-run';
import { largeProject } from '../../../support/large-project';
import { useTempDir } from '../../../support/use-temp-dir';

/** A project of 25,000 rows, `label` in its name, saved in members. */
async function saveProject(path: string, label: string): Promise<void> {
  const project = largeProject(25_000, label);
  const tables = [UrlColumns.fromRows(project.tables[0]!.rows)];
  await saveProjectStream(path, headerOf(project), { tables, siteChecks: [] }, { workers: 2 });
}

/** The report of an export into /out of every row. */
const report = {
  folder: '/out',
  indexUrl: 'https://example.com/sitemap_index.xml',
  files: [{ name: 'sitemap_index.xml' }],
  urlCount: 25_000,
  otherHostUrls: 0,
  leftOut: [],
  notes: [],
} as unknown as ExportReport;

afterEach(() => setActiveLocale('en'));

describe('export --remember on a project saved again each time it is read', () => {
  const temp = useTempDir();

  for (const [locale, words] of [
    [
      'en',
      (path: string) =>
        `Exported to /out, but not remembered: ${path} changed while the export was remembered in it, each of the 4 times it was read; nothing was written to it.`,
    ],
    [
      'nl',
      (path: string) =>
        `Geëxporteerd naar /out, maar niet onthouden: ${path} veranderde terwijl de export erin werd onthouden, alle 4 keren dat het werd gelezen; er is niets in geschreven.`,
    ],
  ] as const) {
    it(`says so naming the file and the folder, and leaves the file as the last save made it (${locale})`, async () => {
      setActiveLocale(locale);
      const path = join(temp.path(), 'shop.sitemapstudio');
      await saveProject(path, 'shop');
      const opened = await openProjectColumns(path, { workers: 2 });
      let saves = 0;
      // Each time the remembered file is written, the app saves the project over it first.
      const savingMeanwhile = async (to: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
        await saveProject(`${path}.edit`, `save ${++saves}`);
        await rename(`${path}.edit`, path);
        await writeFile(to, bytes);
      };
      const lastSave = join(temp.path(), 'last.sitemapstudio');

      const notRemembered = await rememberExport(path, opened, report, 1_000, 2, savingMeanwhile);
      expect(notRemembered).toBe(words(path));
      await saveProject(lastSave, `save ${saves}`);
      expect(await readFile(path)).toEqual(await readFile(lastSave));
    }, 120_000);
  }
});

describe('export --remember on a project touched all the while', () => {
  const temp = useTempDir();

  it("exits 1 after the export's report: the files written, the project file as it was, why on stderr", async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProject(path, 'shop');
    const before = await readFile(path);
    const out = join(temp.path(), 'out');
    // A new modification time every 2 ms: each time the export is to be remembered, the file has changed since read.
    let tick = 0;
    const touching = setInterval(() => utimesSync(path, new Date(), new Date(Date.UTC(2026, 0, 1) + ++tick)), 2);
    const run = await cliExport(path, out, '--remember').finally(() => clearInterval(touching));
    expect(run.code).toBe(1);
    expect(run.out).toContain('25,000');
    expect(run.err).toBe(
      `Exported to ${out}, but not remembered: ${path} changed while the export was remembered in it, each of the 4 times it was read; nothing was written to it.\n`,
    );
    expect((await readdir(out)).sort()).toEqual([
      '.sitemap-studio-export.json',
      'sitemap-pages-1.xml.gz',
      'sitemap_index.xml',
    ]);
    expect(await readFile(path)).toEqual(before);
  }, 120_000);
});

describe('export --remember that fails otherwise', () => {
  const temp = useTempDir();

  it('says why and leaves the file as it was, the export reported all the same (a worker that died)', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProject(path, 'shop');
    const before = await readFile(path);
    const opened = await openProjectColumns(path, { workers: 2 });
    const workerDied = async (): Promise<void> => {
      throw new Error('The project worker stopped (exit code 1)');
    };
    expect(await rememberExport(path, opened, report, 1_000, 2, workerDied)).toBe(
      'Exported to /out, but not remembered: The project worker stopped (exit code 1)',
    );
    expect(await readFile(path)).toEqual(before);
  }, 120_000);
});

describe('export --remember on a full disk', () => {
  const temp = useTempDir();

  for (const [locale, words] of [
    ['en', (path: string) => `Exported to /out, but not remembered: the disk of ${path} is full`],
    ['nl', (path: string) => `Geëxporteerd naar /out, maar niet onthouden: de schijf van ${path} is vol`],
  ] as const) {
    it(`says so naming the file, whose disk it is, and leaves the file as it was (${locale})`, async () => {
      setActiveLocale(locale);
      const path = join(temp.path(), 'shop.sitemapstudio');
      await saveProject(path, 'shop');
      const before = await readFile(path);
      const opened = await openProjectColumns(path, { workers: 2 });
      // The new file's bytes go to /dev/full: the kernel's own ENOSPC, an error naming no file.
      const fullDisk = async (_to: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
        const file = await open('/dev/full', 'w');
        try {
          for await (const chunk of bytes) await file.write(chunk);
        } finally {
          await file.close();
        }
      };

      expect(await rememberExport(path, opened, report, 1_000, 2, fullDisk)).toBe(words(path));
      expect(await readFile(path)).toEqual(before);
      expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
    }, 120_000);
  }
});
