import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import type { ExportRequest } from '../../../../../shared/export-types';
import { exportChildInput } from '../../../../support/export-child-input';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

/** `rows` URLs in sitemaps of 50, exported under `projectId`. */
const exportOf = (folder: string, rows: number, projectId: string, label = 'old'): ExportRequest => ({
  ...exportChildInput(folder, rows, 50, label),
  projectId,
});

const visible = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();

const manifestIn = async (folder: string): Promise<{ projects: Record<string, { files: string[]; index?: string }> }> =>
  JSON.parse(await readFile(`${folder}/${MANIFEST_NAME}`, 'utf8'));

const THREE = ['robots.txt', 'sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz', 'sitemap-pages-3.xml.gz'];
const TWO = ['robots.txt', 'sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz', 'sitemap_index.xml'];

describe("the folder's manifest entries a set replaces", () => {
  it('a set kept under an id that changed (a copy exported in its place) is replaced by the set writing its index', async () => {
    const out = temp.path();
    expect((await exportProject(exportOf(out, 120, 'unsaved:Untitled'))).ok).toBe(true);
    expect(await visible(out)).toEqual([...THREE, 'sitemap_index.xml']);

    const outcome = await exportProject(exportOf(out, 60, 'b1f0c3f2-0000-4000-8000-000000000001', 'new'));
    expect(outcome.ok).toBe(true);
    // Its sitemap -3, which the new set no longer writes, is removed, and its entry is gone.
    expect(await visible(out)).toEqual(TWO);
    expect(outcome.ok ? outcome.report.notes.map((note) => note.code) : []).toEqual(['export-stale-removed']);
    expect(Object.keys((await manifestIn(out)).projects)).toEqual(['b1f0c3f2-0000-4000-8000-000000000001']);
  });

  it('a set of another id that writes one of its sitemaps but not its index leaves its index and other files', async () => {
    const out = temp.path();
    expect((await exportProject(exportOf(out, 120, 'shop'))).ok).toBe(true);
    // A copy given an index of its own, its pattern and table name left as they were: sitemap-pages-1 again.
    const copy = exportOf(out, 40, 'news', 'new');
    const outcome = await exportProject({ ...copy, settings: { ...copy.settings, indexName: 'news_index.xml' } });
    expect(outcome.ok).toBe(true);
    // The shop's index now points at the copy's sitemap-pages-1, and both write robots.txt: told.
    expect(outcome.ok ? outcome.report.notes.map((note) => [note.code, note.params]) : []).toEqual([
      ['export-names-shared', [{ names: ['sitemap-pages-1.xml.gz'], index: 'sitemap_index.xml' }]],
      ['export-robots-shared', [{ index: 'sitemap_index.xml' }]],
    ]);
    expect(await visible(out)).toEqual(['news_index.xml', ...THREE, 'sitemap_index.xml'].sort());
    expect(Object.keys((await manifestIn(out)).projects).sort()).toEqual(['news', 'shop']);
  });

  it('a project called __proto__ (a crafted project file) keeps its entry: its next export removes what it no longer writes', async () => {
    const out = temp.path();
    expect((await exportProject(exportOf(out, 120, '__proto__'))).ok).toBe(true);
    const manifest = await manifestIn(out);
    expect(Object.hasOwn(manifest.projects, '__proto__')).toBe(true);
    expect(manifest.projects['__proto__']!.files).toEqual([...THREE, 'sitemap_index.xml'].sort(byExport));
    expect(manifest.projects['__proto__']!.index).toBe('sitemap_index.xml');

    expect((await exportProject(exportOf(out, 60, '__proto__', 'new'))).ok).toBe(true);
    expect(await visible(out)).toEqual(TWO);
  });
});

/** The order an export lists its files in: sitemaps, the index, robots.txt. */
function byExport(one: string, other: string): number {
  const rank = (name: string): number => (name === 'robots.txt' ? 2 : name.endsWith('_index.xml') ? 1 : 0);
  return rank(one) - rank(other) || one.localeCompare(other);
}
