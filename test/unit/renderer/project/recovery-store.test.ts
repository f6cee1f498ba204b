import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecoveryFile, saveRecoveryFile } from '../../../../electron/engine/project/recovery-file';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useRecoveryStore } from '../../../../renderer/src/project/recovery-store';
import { usePromptsStore } from '../../../../renderer/src/services/prompts-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { RecoveryCopy } from '../../../../shared/project-file';
import { exportedUrl } from '../../../../shared/last-export/exported-urls';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { useStoresInTempDir } from '../../../support/renderer/stores-in-temp-dir';
import { until } from '../../../support/renderer/until';

/** Work a crash left unsaved: a project once saved to `path`, with two URLs in one table. */
const copyOf = (path: string | null): RecoveryCopy => ({
  project: {
    name: 'Shop',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [
      { id: 'table-9', name: 'pages', source: null, rows: rowsOf('https://example.com/a', 'https://example.com/b') },
    ],
    siteChecks: [],
  },
  path,
  savedAt: '2026-04-30T08:15:00.000Z',
});

describe('recovery store', () => {
  const temp = useStoresInTempDir();

  /** A crash's copy offered (its stores started), and a table begun and written while the offer is on screen. */
  async function workBegunWhileOffered() {
    await saveRecoveryFile(temp.recoveryFile(), copyOf(null));
    const prompts = usePromptsStore();
    const recovery = useRecoveryStore();
    const offering = recovery.offer();
    await until(() => prompts.current);
    addTable('begun meanwhile', rowsOf('https://example.com/new'));
    await recovery.write();
    return { prompts, recovery, offering };
  }

  it('writes a recovery copy only while there are unsaved changes, and what it wrote is offered back', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const recovery = useRecoveryStore();
    await recovery.write();
    expect(existsSync(temp.recoveryFile())).toBe(false);

    addTable('pages', rowsOf('https://example.com/a'));
    await recovery.write();
    const copy = await readRecoveryFile(temp.recoveryFile());
    expect(copy?.path).toBeNull();
    expect(copy?.project.tables.map((table) => table.rows.map((row) => row.loc))).toEqual([['https://example.com/a']]);
    // What main offers back is the same copy, its table a transfer of its one row.
    expect((await fake.api.takeRecovery())?.project.tables[0]?.rows).toMatchObject({ rows: 1, slices: 1 });

    project.markSaved(join(temp.path(), 'shop.sitemapstudio'), 'shop');
    await recovery.discard();
    await recovery.write();
    expect(existsSync(temp.recoveryFile())).toBe(false);
  });

  it('never lets a write asked before a discard bring the copy back', async () => {
    temp.startStores();
    const recovery = useRecoveryStore();
    addTable('pages', rowsOf('https://example.com/a'));
    const writing = recovery.write();
    const discarding = recovery.discard();
    await Promise.all([writing, discarding]);
    expect(existsSync(temp.recoveryFile())).toBe(false);
  });

  it('offers the copy at start; Restore brings the work back unsaved, at the place it was saved', async () => {
    await saveRecoveryFile(temp.recoveryFile(), copyOf('/projects/shop.sitemapstudio'));
    temp.startStores();
    const project = useProjectStore();
    const prompts = usePromptsStore();

    const offering = useRecoveryStore().offer();
    const prompt = await until(() => prompts.current);
    expect(prompt.title).toMatch(/^Restore unsaved work from /);
    expect(prompt.message).toBe('Sitemap Studio closed without saving “Shop” (2 URLs in 1 table).');
    expect(prompt.detail).toBe('Restored, it stays unsaved until you save it to /projects/shop.sitemapstudio.');
    prompts.answer('restore');
    await offering;

    expect([project.name, project.path, project.dirty]).toEqual(['Shop', '/projects/shop.sitemapstudio', true]);
    expect(project.tables.map((table) => table.rows.rowCount)).toEqual([2]);
    expect(existsSync(temp.recoveryFile())).toBe(true); // kept until the work is saved or let go
  });

  it('Discard removes the copy and leaves the project as it is', async () => {
    await saveRecoveryFile(temp.recoveryFile(), copyOf(null));
    temp.startStores();
    const project = useProjectStore();
    const prompts = usePromptsStore();

    const offering = useRecoveryStore().offer();
    expect((await until(() => prompts.current)).detail).toBe(
      'It was never saved; restored, it stays unsaved until you save it.',
    );
    prompts.answer('discard');
    await offering;
    expect(existsSync(temp.recoveryFile())).toBe(false);
    expect([project.name, project.tables.length, project.dirty]).toEqual(['Untitled', 0, false]);
  });

  it('while the copy is offered, neither replaces nor removes it: work begun meanwhile is written once it is answered', async () => {
    temp.startStores();
    // The grid probe: a table begun while a large copy was read, its write, and a save's discard.
    const { prompts, recovery, offering } = await workBegunWhileOffered();
    await recovery.discard();
    expect((await readRecoveryFile(temp.recoveryFile()))?.project.name).toBe('Shop');

    prompts.answer('discard');
    await offering;
    const written = await readRecoveryFile(temp.recoveryFile());
    expect(written?.project.tables.map((table) => table.name)).toEqual(['begun meanwhile']);
  });

  // The review: a write asked meanwhile that failed once the offer was answered made the offer fail,
  // and the start skipped the files named on the command line.
  it('says in the status bar when work begun meanwhile cannot be kept once the copy is let go, and still ends the offer', async () => {
    const fake = temp.startStores();
    const { prompts, offering } = await workBegunWhileOffered();
    fake.answer('saveRecovery', () => Promise.reject(new Error('the disk is full')));
    prompts.answer('discard');
    await expect(offering).resolves.toBeUndefined();
    expect(useNoticesStore().notice).toContain('the disk is full');
  });

  it('asks about work begun meanwhile before Restore replaces it; Cancel there asks about the copy again', async () => {
    await saveRecoveryFile(temp.recoveryFile(), copyOf(null));
    temp.startStores();
    const project = useProjectStore();
    const prompts = usePromptsStore();
    const answers = [false, true];
    let asked = 0;
    const offering = useRecoveryStore().offer(async () => {
      asked++;
      return answers.shift()!;
    });
    const first = await until(() => prompts.current);
    addTable('begun meanwhile', rowsOf('https://example.com/new'));
    prompts.answer('restore');
    const again = await until(() => prompts.current !== first && prompts.current);
    expect(asked).toBe(1);
    expect(again.title).toBe(first.title);
    expect(project.tables.map((table) => table.name)).toEqual(['begun meanwhile']);
    prompts.answer('restore');
    await offering;
    expect([asked, project.dirty, project.tables.map((table) => table.name)]).toEqual([2, true, ['pages']]);
    expect((await readRecoveryFile(temp.recoveryFile()))?.project.name).toBe('Shop');
  });

  it('offers nothing when there is no copy', async () => {
    temp.startStores();
    await useRecoveryStore().offer();
    expect(usePromptsStore().current).toBeNull();
  });

  it('says when the copy cannot be read, and where main kept it; the next copy does not write over it', async () => {
    await mkdir(dirname(temp.recoveryFile()), { recursive: true });
    await writeFile(temp.recoveryFile(), 'not a project');
    temp.startStores();
    const prompts = usePromptsStore();
    const offering = useRecoveryStore().offer();
    const prompt = await until(() => prompts.current);
    expect(prompt.title).toBe('Unsaved work could not be read back');
    expect(prompt.message).toMatch(
      /^The copy could not be read \(.+\)\. It is kept as .+\.unreadable-\d+\.sitemapstudio,/,
    );
    prompts.answer(prompt.choices.at(-1)!.id);
    await offering;
    expect(existsSync(temp.recoveryFile())).toBe(false);
  });

  it("lets main forget the last export of a copy discarded, so it never pushes out the open project's", async () => {
    const copy = copyOf(null);
    const urls = copy.project.tables[0]!.rows.map(exportedUrl);
    await saveRecoveryFile(temp.recoveryFile(), {
      ...copy,
      project: { ...copy.project, lastExport: { at: Date.UTC(2026, 3, 1), files: ['sitemap.xml'], urls } },
    });
    const fake = temp.startStores();
    const prompts = usePromptsStore();
    const offering = useRecoveryStore().offer();
    await until(() => prompts.current);
    prompts.answer('discard');
    await offering;
    await until(() => fake.requestsTo('dropTransfers').length > 0);
    const [memory] = fake.requestsTo('dropTransfers').at(-1)!.ids;
    expect(memory).toMatch(/^last-export-/);
    expect(await fake.handlers.dropTransfers({ ids: [memory!] })).toEqual({ dropped: 0 });
  });
});
