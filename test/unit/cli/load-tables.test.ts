import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_FORMAT_VERSION } from '../../../shared/project-file';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import { loadTables } from '../../../electron/cli/load-tables';
import { useTempDir } from '../../support/use-temp-dir';

describe('loadTables with project files that do not open', () => {
  const temp = useTempDir();

  it("reports each with its code and the catalogue's words, on the file, and goes on", async () => {
    const letter = await temp.write('letter.sitemapstudio', 'Dear reader,');
    const newer = await temp.write('newer.sitemapstudio', JSON.stringify({ format: PROJECT_FORMAT_ID, version: 99 }));
    const cut = await temp.write('cut.sitemapstudio', `{"format":"${PROJECT_FORMAT_ID}","version":1,`);
    const folder = join(temp.path(), 'folder.sitemapstudio');
    await mkdir(folder);
    // A pipe with no writer: opened as a file, it held the command for ever, past Ctrl-C and SIGTERM.
    const pipe = join(temp.path(), 'pipe.sitemapstudio');
    execFileSync('mkfifo', [pipe]);
    const loaded = await loadTables([letter, newer, cut, folder, pipe]);
    expect(loaded.tables).toEqual([]);
    expect(loaded.problems.map(({ severity, code, place }) => [severity, code, place])).toEqual([
      ['error', 'not-a-project', { file: letter }],
      ['error', 'project-too-new', { file: newer }],
      ['error', 'project-corrupt', { file: cut }],
      ['error', 'project-unreadable', { file: folder }],
      ['error', 'project-unreadable', { file: pipe }],
    ]);
    const [notOne, tooNew, damaged, unreadable, piped] = loaded.problems.map((problem) => problem.message);
    expect(notOne).toBe(`${letter} is not a Sitemap Studio project.`);
    expect(tooNew).toBe(
      `${newer} was saved by a newer Sitemap Studio (format 99); this version reads format ${PROJECT_FORMAT_VERSION}. Update Sitemap Studio to open it.`,
    );
    expect(damaged?.startsWith(`${cut} is damaged and cannot be opened: `), damaged).toBe(true);
    // A system error in the catalogue's words (Node's were "EISDIR: illegal operation on a directory, read").
    expect(unreadable).toBe(`${folder} is a folder, not a file`);
    expect(piped).toBe(`${pipe} is not a regular file (a pipe, socket or device)`);
  });
});
