import { createWriteStream } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { FileIdentity } from '../../../../../electron/engine/file-identity';
import { bodyOf, readProject, saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { projectFileBytes } from '../../../../../electron/engine/project/project-stream-write';
import { appendSlice } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { encodeProjectJson } from '../../../../../shared/project-json';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A project of one table of `rows` rows under `host`. */
const projectOf = (host: string, rows: number): ProjectData => ({
  name: host,
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    {
      id: 't',
      name: 't',
      source: null,
      rows: Array.from({ length: rows }, (_, i) => emptyRow(`https://${host}/p/${i}`)),
    },
  ],
  siteChecks: [],
});

/** The project written each way a file can hold it: a version-1 document, one gzip stream, members read on workers. */
const WRITERS: Record<string, (path: string, project: ProjectData) => Promise<unknown>> = {
  'a version-1 document': (path, project) => writeFile(path, encodeProjectJson(project)),
  'one gzip stream': (path, project) =>
    pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(path)),
  'members read on workers': (path, project) =>
    saveProjectStream(
      path,
      headerOf(project),
      { tables: [UrlColumns.fromRows(project.tables[0]!.rows)], siteChecks: [] },
      { workers: 2 },
    ),
};

/** The identity of the file at `path`, as a stat sees it now. */
async function statIdentity(path: string): Promise<FileIdentity> {
  const { dev, ino, size, mtimeNs, ctimeNs } = await stat(path, { bigint: true });
  return { dev, ino, size, mtimeNs, ctimeNs };
}

describe('which file a project was read from', () => {
  const temp = useTempDir();

  for (const [kind, write] of Object.entries(WRITERS)) {
    it(`is the file every byte was read through, as it was opened, even when another takes its name meanwhile: ${kind}`, async () => {
      const path = join(temp.path(), 'p.sitemapstudio');
      const other = join(temp.path(), 'other.sitemapstudio');
      await write(path, projectOf('first.example', 25_000));
      await write(other, projectOf('second.example', 25_000));
      const first = await statIdentity(path);
      const second = await statIdentity(other);

      let identity: FileIdentity | null = null;
      const locs: string[] = [];
      let renamed = false;
      const takeRows = async (rows: readonly { loc: string }[]): Promise<void> => {
        locs.push(...rows.map((row) => row.loc));
        // The other file is saved over it (as an atomic save does) once reading has begun.
        if (!renamed) await rename(other, path);
        renamed = true;
      };
      await readProject(
        path,
        {
          header: () => undefined,
          rows: (_, rows) => takeRows(rows),
          slice: (_, slice) => {
            const columns = new UrlColumns();
            appendSlice(columns, slice);
            return takeRows(columns.rowsBetween(0, columns.rowCount));
          },
        },
        { identity: (read) => void (identity = read), ...(kind === 'members read on workers' ? { workers: 2 } : {}) },
      );
      expect(renamed).toBe(true);
      expect(locs).toEqual(projectOf('first.example', 25_000).tables[0]!.rows.map((row) => row.loc));
      expect(identity).toEqual(first);
      expect((await statIdentity(path)).ino).toBe(second.ino);
    }, 60_000);
  }
});
