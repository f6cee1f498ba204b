import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_RECENT, readRecentFiles, withRecent, writeRecentFiles } from '../../../electron/main/recent-files';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

describe('withRecent', () => {
  it('puts a new path first', () => {
    expect(withRecent(['/b', '/c'], '/a')).toEqual(['/a', '/b', '/c']);
  });

  it('moves a path already in the list to the front without duplicating it', () => {
    expect(withRecent(['/a', '/b', '/c'], '/c')).toEqual(['/c', '/a', '/b']);
    expect(withRecent(['/a', '/b'], '/a')).toEqual(['/a', '/b']);
  });

  it(`keeps at most ${MAX_RECENT}, dropping the oldest`, () => {
    expect(MAX_RECENT).toBe(10);
    const full = Array.from({ length: MAX_RECENT }, (_, index) => `/p${index}`);
    const next = withRecent(full, '/new');
    expect(next).toHaveLength(MAX_RECENT);
    expect(next[0]).toBe('/new');
    expect(next).not.toContain(`/p${MAX_RECENT - 1}`);
    expect(next.slice(1)).toEqual(full.slice(0, MAX_RECENT - 1));
  });

  it('trims an over-long list read from disk', () => {
    const long = Array.from({ length: 25 }, (_, index) => `/p${index}`);
    expect(withRecent(long, '/p3')).toEqual(['/p3', '/p0', '/p1', '/p2', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9']);
  });

  it('leaves the list it was given alone', () => {
    const list = ['/a', '/b'];
    withRecent(list, '/c');
    expect(list).toEqual(['/a', '/b']);
  });
});

describe('recent files on disk', () => {
  it('round-trips', async () => {
    const file = join(temp.path(), 'recent-projects.json');
    await writeRecentFiles(file, ['/home/ana/site.sitemapstudio', 'C:\\Users\\ana\\b.sitemapstudio']);
    expect(await readRecentFiles(file)).toEqual(['/home/ana/site.sitemapstudio', 'C:\\Users\\ana\\b.sitemapstudio']);
  });

  it('reads a missing file as an empty list', async () => {
    expect(await readRecentFiles(join(temp.path(), 'recent-projects.json'))).toEqual([]);
  });

  it.each(['["/a", ', '{"recent": ["/a"]}', '[1, 2]', '["/a", null]', '"/a"', 'null'])(
    'reads %j as an empty list',
    async (text) => {
      const file = join(temp.path(), 'recent-projects.json');
      await writeFile(file, text);
      expect(await readRecentFiles(file)).toEqual([]);
    },
  );
});
