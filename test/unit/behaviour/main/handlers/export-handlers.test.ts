import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import { createExportTargets, startExportTargets } from '../../../../../electron/main/export-targets';
import { createHandlers } from '../../../../../electron/main/handlers/create-handlers';
import type { InvokeHandlers } from '../../../../../shared/ipc-contract';
import type { JobProgress } from '../../../../../shared/app-types';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { quietHandlerDeps } from '../../../../support/handler-deps';
import { uploadedTables } from '../../../../support/uploaded-tables';
import { useTempDir } from '../../../../support/use-temp-dir';

/** The manifest's move into the folder, the commit's last, after the index: refused while set. */
const faults = vi.hoisted(() => ({ renameTo: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('../../../../support/rename-refused')).refusingRenames(await importOriginal(), () => faults.renameTo),
);
afterEach(() => void (faults.renameTo = null));

const temp = useTempDir();

/** A request whose table of `count` rows was uploaded to `handlers`, as the renderer uploads it. */
async function uploadedRequest(handlers: InvokeHandlers, outputFolder: string, count: number, settings = {}) {
  const rows = Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/page-${i}`));
  return {
    projectId: 'p',
    tables: await uploadedTables(handlers, [{ id: 't', name: 'pages', rows }]),
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder, ...settings },
    robotsTxt: null,
  };
}

describe('previewExport and exportProject handlers', () => {
  it('the preview foresees what the export then writes, file by file, to the byte', async () => {
    const out = join(temp.path(), 'site');
    const handlers = createHandlers(quietHandlerDeps());
    const request = await uploadedRequest(handlers, out, 60_000);
    const preview = (await handlers.previewExport(request))!;
    expect(preview.files.map((file) => [file.name, file.urlCount])).toEqual([
      ['sitemap-pages-1.xml.gz', 50_000],
      ['sitemap-pages-2.xml.gz', 10_000],
      ['sitemap_index.xml', 2],
    ]);
    await expect(readdir(out)).rejects.toThrow(); // a preview writes nothing

    const outcome = await handlers.exportProject(request);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(preview.files.map(({ estimated: _, ...file }) => file)).toEqual(outcome.report.files);
    for (const file of preview.files) expect((await stat(join(out, file.name))).size).toBe(file.writtenBytes);
  });

  it('a newer preview cancels the one still running, which answers null', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const older = handlers.previewExport(await uploadedRequest(handlers, '/nowhere', 60_000));
    const newer = handlers.previewExport(await uploadedRequest(handlers, '/nowhere', 10, { gzip: false }));
    expect(await older).toBeNull();
    expect((await newer)!.files.map((file) => file.name)).toEqual(['sitemap-pages-1.xml', 'sitemap_index.xml']);
  });

  it('the export reports progress within a table, every 10,000 rows', async () => {
    const out = join(temp.path(), 'site');
    const events: JobProgress[] = [];
    const handlers = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => void (name === 'jobProgress' && events.push(payload as JobProgress)),
      }),
    );
    await handlers.exportProject(await uploadedRequest(handlers, out, 25_000));
    // Every row checked first (one slice of 25,000), then every 10,000 written: each row counts twice (exportJobProgress).
    const running = events.filter((event) => !event.finished);
    expect(running.map((event) => event.done)).toEqual([0, 25_000, 35_000, 45_000, 50_000]);
    expect(running.every((event) => event.total === 50_000)).toBe(true);
  });

  it('an export whose commit fails after its index keeps its folder listed, and the next start completes it', async () => {
    const dir = temp.path();
    const listFile = join(dir, 'exports-in-progress.json');
    const out = join(dir, 'site');
    faults.renameTo = MANIFEST_NAME; // the commit's last move, after the index, fails
    const exportTargets = createExportTargets(listFile, recoverExportFolder);
    const handlers = createHandlers(quietHandlerDeps({ exportTargets }));
    const outcome = await handlers.exportProject(await uploadedRequest(handlers, out, 10));
    expect(outcome.ok ? [] : outcome.problems.map((problem) => problem.code)).toEqual(['export-commit-unfinished']);
    expect(JSON.parse(await readFile(listFile, 'utf8'))).toEqual([out]);

    faults.renameTo = null;
    const { startupNotes } = await startExportTargets(listFile, recoverExportFolder);
    expect(startupNotes.take().map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8')).projects.p.files).toContain(
      'sitemap_index.xml',
    );
  });
});
