import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../../../electron/engine/project/project-file';
import { readRecoveryFile } from '../../../../../electron/engine/project/recovery-file';
import { useProjectFilesStore } from '../../../../../renderer/src/files/project-files-store';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { useRecoveryStore } from '../../../../../renderer/src/project/recovery-store';
import { usePromptsStore } from '../../../../../renderer/src/services/prompts-store';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { pageCheck, pageChecks } from '../../../../support/page-checks';
import { addTable, rowsOf } from '../../../../support/renderer/project-tables';
import { useStoresInTempDir } from '../../../../support/renderer/stores-in-temp-dir';
import { until } from '../../../../support/renderer/until';

/** Main's handlers with batches of two results, so a handful of results crosses in several messages. */
const SMALL_BATCHES = { transfers: { checkBatches: { maxRows: 2, maxBytes: 2 ** 20 } } };

const resultsOf = (): PageCheck[] => [...useProjectStore().siteChecks.values()];

describe('site-check results through save, open and the recovery copy', () => {
  const temp = useStoresInTempDir();

  it('are saved with the project in bounded batches and come back, each with its time, when it is opened', async () => {
    const fake = temp.startStores(SMALL_BATCHES);
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('pages', rowsOf('https://example.com/a'));
    project.addSiteChecks(pageChecks(5));
    fake.answer('showSaveDialog', () => join(temp.path(), 'checked'));
    expect(await files.save()).toBe(true);
    expect(fake.requestsTo('putChecks').map((request) => request.checks.length)).toEqual([2, 2, 1]);
    const path = join(temp.path(), 'checked.sitemapstudio');
    expect((await openProjectFile(path)).siteChecks).toEqual(pageChecks(5));

    await files.startNew();
    expect(project.siteChecks.size).toBe(0);
    const version = project.siteChecksVersion;
    fake.answer('showOpenDialog', () => [path]);
    await files.open();
    expect(fake.requestsTo('takeChecks').map((request) => request.index)).toEqual([0, 1, 2]);
    expect(resultsOf()).toEqual(pageChecks(5));
    expect(resultsOf().map((check) => check.checkedAt)).toEqual(pageChecks(5).map((check) => check.checkedAt));
    expect(project.siteChecksVersion).toBeGreaterThan(version);
    expect([project.path, project.dirty]).toEqual([path, false]);
  });

  it('go with Save As to the new file, and a result that arrives during a save keeps the project unsaved', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const files = useProjectFilesStore();
    project.addSiteChecks(pageChecks(3));
    expect(project.dirty).toBe(true); // results alone are a change worth saving
    fake.answer('showSaveDialog', () => join(temp.path(), 'first'));
    expect(await files.save()).toBe(true);
    expect(project.dirty).toBe(false);

    // A check still running adds a result while the file is written: it is not in the file, so the project stays unsaved.
    fake.answer('saveProject', (request) => {
      project.addSiteChecks([pageCheck(3)]);
      return fake.handlers.saveProject(request);
    });
    fake.answer('showSaveDialog', () => join(temp.path(), 'second'));
    expect(await files.save(true)).toBe(true);
    expect([project.path, project.dirty]).toEqual([join(temp.path(), 'second.sitemapstudio'), true]);
    expect((await openProjectFile(join(temp.path(), 'second.sitemapstudio'))).siteChecks).toEqual(pageChecks(3));
    expect((await openProjectFile(join(temp.path(), 'first.sitemapstudio'))).siteChecks).toEqual(pageChecks(3));
  });

  it('are kept in the recovery copy, and Restore brings them back after a crash', async () => {
    temp.startStores(SMALL_BATCHES);
    addTable('pages', rowsOf('https://example.com/a'));
    useProjectStore().addSiteChecks(pageChecks(5));
    await useRecoveryStore().write();
    expect((await readRecoveryFile(temp.recoveryFile()))?.project.siteChecks).toEqual(pageChecks(5));

    // The app starts again: fresh stores find the copy and offer it.
    const fake = temp.startStores(SMALL_BATCHES);
    const prompts = usePromptsStore();
    const offering = useRecoveryStore().offer();
    await until(() => prompts.current);
    prompts.answer('restore');
    await offering;
    expect(fake.requestsTo('takeChecks').map((request) => request.index)).toEqual([0, 1, 2]);
    expect(resultsOf()).toEqual(pageChecks(5));
    expect(useProjectStore().dirty).toBe(true);
  });
});
