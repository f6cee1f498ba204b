import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { PROJECT_VERSION_WITHOUT_COLUMNS } from '../../../../../shared/project-file';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { rememberedProject } from '../../../../support/remembered-project';
import { useTempDir } from '../../../../support/use-temp-dir';

describe('what the last export wrote, in the project file (version 4)', () => {
  const temp = useTempDir();

  it('is kept after the rows, in records, and given back whole', async () => {
    const path = join(temp.path(), 'exported.sitemapstudio');
    await saveProjectFile(path, rememberedProject);
    const lines = await projectLinesOf(path);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      version: PROJECT_VERSION_WITHOUT_COLUMNS,
      siteChecks: 0,
      lastExport: { at: rememberedProject.lastExport!.at, files: rememberedProject.lastExport!.files, urls: 12_001 },
    });
    // 7 records of rows, then 3 of exported URLs.
    expect(lines.slice(8).map((line) => (JSON.parse(line) as { from: number }).from)).toEqual([0, 5000, 10_000]);
    expect(await openProjectFile(path)).toEqual(rememberedProject);
  });

  it('refuses a file whose exported URLs end early, come out of order, or are not hashes, naming the place', async () => {
    const path = join(temp.path(), 'exported.sitemapstudio');
    await saveProjectFile(path, rememberedProject);
    const lines = await projectLinesOf(path);
    const short = await temp.write('short.sitemapstudio', gzipLines(lines.slice(0, -1)));
    await expect(openProjectFile(short)).rejects.toThrow(
      `${short} is damaged and cannot be opened: it ends early: it has 10,000 of the 12,001 URLs its last export wrote.`,
    );
    const swapped = await temp.write(
      'swapped.sitemapstudio',
      gzipLines([...lines.slice(0, 8), lines[9]!, lines[8]!, lines[10]!]),
    );
    await expect(openProjectFile(swapped)).rejects.toThrow(
      'a record from URL 5000 of the last export came where URL 0 was due (line 9, after the last row)',
    );
    const early = await temp.write('early.sitemapstudio', gzipLines([lines[0]!, lines[8]!, ...lines.slice(1, 8)]));
    await expect(openProjectFile(early)).rejects.toThrow('came before the rows and site-check results');
    const record = JSON.parse(lines[8]!) as { exported: { hashes: string }[] };
    record.exported[3]!.hashes = 'not a hash';
    const bad = await temp.write(
      'bad.sitemapstudio',
      gzipLines([...lines.slice(0, 8), JSON.stringify(record), ...lines.slice(9)]),
    );
    await expect(openProjectFile(bad)).rejects.toThrow(/lastExport\.urls\[3\]\.hashes/);
  });
});
