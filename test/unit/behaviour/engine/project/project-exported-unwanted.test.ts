import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { gzipMember } from '../../../../../electron/engine/project/project-members';
import { cliExport } from '../../../../support/cli-run';
import { membersOf } from '../../../../support/project-members-of';
import { plainProject, rememberedProject, rememberedRows } from '../../../../support/remembered-project';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A file's members, each inflated, with the records of exported URLs changed by `change` (a member of none kept as it is). */
async function withExported(path: string, change: (lines: string[]) => string[]): Promise<Buffer> {
  const members = membersOf(await readFile(path)).map((member) => {
    const lines = gunzipSync(member).toString('utf8').split('\n').filter(Boolean);
    if (!lines.some((line) => line.includes('"exported"'))) return member;
    const changed = change(lines);
    return changed.length === 0 ? null : gzipMember(Buffer.from(`${changed.join('\n')}\n`));
  });
  return Buffer.concat(members.filter((member): member is Buffer => member !== null));
}

/** Every file an export wrote with its bytes, but its manifest (it holds the project's path and the time). */
async function contentsOf(folder: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort())
    if (name !== '.sitemap-studio-export.json')
      contents[name] = (await readFile(join(folder, name))).toString('base64');
  return contents;
}

describe('an open into columns that does not want the last export’s URLs', () => {
  const temp = useTempDir();

  it('is handed none: their members are passed by unread, so a URL it would refuse or a damaged member is not read', async () => {
    const path = join(temp.path(), 'remembered.sitemapstudio');
    await saveProjectFile(path, rememberedProject, { workers: 2 });
    const badHash = await temp.write(
      'bad-hash.sitemapstudio',
      await withExported(path, (lines) =>
        lines.map((line, i) => {
          if (i > 0) return line;
          const record = JSON.parse(line) as { exported: { hashes: string }[] };
          record.exported[3]!.hashes = 'not a hash';
          return JSON.stringify(record);
        }),
      ),
    );
    // The URLs' member with a wrong CRC: only its start is inflated when they are not wanted.
    const members = membersOf(await readFile(path));
    const crc = Buffer.from(members.at(-1)!);
    crc[crc.length - 6] = crc[crc.length - 6]! ^ 0xff;
    const badCrc = await temp.write('bad-crc.sitemapstudio', Buffer.concat([...members.slice(0, -1), crc]));
    for (const file of [badHash, badCrc]) {
      const opened = await openProjectColumns(file, { workers: 2 });
      expect('exported' in opened).toBe(false);
      expect(opened.tables[0]!.rowsBetween(0, rememberedRows.length)).toEqual(rememberedRows);
      expect(opened.header.lastExport?.urls).toBe(12_001);
    }
    // Asked for, they are read and checked as before.
    await expect(openProjectColumns(badHash, { workers: 2, exported: true })).rejects.toThrow(
      /lastExport\.urls\[3\]\.hashes/,
    );
    await expect(openProjectColumns(badCrc, { workers: 2, exported: true })).rejects.toThrow(/incorrect data check/);
    expect((await openProjectColumns(path, { workers: 2, exported: true })).exported).toEqual(
      rememberedProject.lastExport!.urls,
    );
  });

  it('refuses records of URLs that end early or come out of order when they are wanted, and URLs before the rows always', async () => {
    const path = join(temp.path(), 'remembered.sitemapstudio');
    await saveProjectFile(path, rememberedProject, { workers: 2 });
    const short = await temp.write('short.sitemapstudio', await withExported(path, (lines) => lines.slice(0, -1)));
    const swapped = await temp.write(
      'swapped.sitemapstudio',
      await withExported(path, ([first, second, ...rest]) => [second!, first!, ...rest]),
    );
    await expect(openProjectColumns(short, { workers: 2, exported: true })).rejects.toThrow(
      'it has 10,000 of the 12,001 URLs its last export wrote',
    );
    await expect(openProjectColumns(swapped, { workers: 2, exported: true })).rejects.toThrow(
      'a record from URL 5000 of the last export came where URL 0 was due',
    );
    // Not wanted, they are taken as the header counts them, unread.
    for (const file of [short, swapped])
      expect((await openProjectColumns(file, { workers: 2 })).header.lastExport?.urls).toBe(12_001);
    // Where they cannot come, before the rows, they are read and refused, wanted or not.
    const members = membersOf(await readFile(path));
    const early = await temp.write(
      'early.sitemapstudio',
      Buffer.concat([members[0]!, members.at(-1)!, ...members.slice(1, -1)]),
    );
    for (const exported of [false, true])
      await expect(openProjectColumns(early, { workers: 2, exported })).rejects.toThrow(
        /early\.sitemapstudio .*came before the rows/,
      );
  });

  it('leaves a plain export of a project that remembers one byte for byte as that of the same project without', async () => {
    const files: Record<string, string>[] = [];
    for (const [name, project] of [
      ['plain', plainProject],
      ['remembered', rememberedProject],
    ] as const) {
      const path = join(temp.path(), `${name}.sitemapstudio`);
      await saveProjectFile(path, project, { workers: 2 });
      const out = join(temp.path(), `out-${name}`);
      const result = await cliExport(path, out, '--threads', '2');
      expect(result.code, result.err).toBe(0);
      files.push(await contentsOf(out));
    }
    expect(Object.keys(files[0]!).length).toBeGreaterThan(0);
    expect(files[1]).toEqual(files[0]);
  }, 60_000);
});
