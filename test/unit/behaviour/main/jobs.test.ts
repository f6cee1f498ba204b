import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';
import type { JobProgress } from '../../../../shared/app-types';
import type { EmitEvent, InvokeHandlers } from '../../../../shared/ipc-contract';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { startServer, trickle } from '../../../support/http-server';
import { transferredRows } from '../../../support/transferred-rows';
import { uploadedTables } from '../../../support/uploaded-tables';
import { useTempDir } from '../../../support/use-temp-dir';
import { numberedUrlset, SITEMAP_NS } from '../../../support/sitemap-xml';

function handlersWithEvents(onProgress: (progress: JobProgress) => void = () => undefined) {
  const events: JobProgress[] = [];
  const emit: EmitEvent = (name, payload) => {
    if (name !== 'jobProgress') return;
    events.push(payload as JobProgress);
    onProgress(payload as JobProgress);
  };
  let next = 0;
  const handlers = createHandlers(quietHandlerDeps({ emit, newJobId: () => `job-${++next}` }));
  return { handlers, events };
}

describe('importSources and cancelJob handlers', () => {
  const dir = useTempDir();

  it('imports, reporting files and URLs done as jobProgress events with the job id', async () => {
    const file = await dir.write('sitemap.xml', numberedUrlset(3));
    const { handlers, events } = handlersWithEvents();
    const result = await handlers.importSources({ locations: [file] });
    expect(result.jobId).toBe('job-1');
    const rows = await transferredRows(handlers, result.files[0]!.rows);
    expect(rows.map((row) => row.loc)).toEqual([0, 1, 2].map((i) => `https://example.com/${i}`));
    expect(events[0]).toEqual({
      jobId: 'job-1',
      label: 'Importing 1 source',
      done: 0,
      total: null,
      finished: false,
      urlsDone: 0,
    });
    expect(events.at(-1)).toEqual({
      jobId: 'job-1',
      label: 'Importing 1 source',
      done: 1,
      total: null,
      finished: true,
      urlsDone: 3,
    });
  });

  it('takes the deadline of a download from the import request', async () => {
    const server = await startServer({
      // 10 s of trickle against a deadline of 1 s, which its first row beats on a busy runner too.
      '/slow.xml': trickle(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/first</loc></url>`, 500),
    });
    try {
      const { handlers } = handlersWithEvents();
      const result = await handlers.importSources({
        locations: [`${server.origin}/slow.xml`],
        options: { deadlineMs: 1_000 },
      });
      expect(result.problems.map((item) => item.code)).toEqual(['http-deadline']);
      const rows = await transferredRows(handlers, result.files[0]!.rows);
      expect(rows.map((row) => row.loc)).toEqual(['https://example.com/first']);
    } finally {
      await server.close();
    }
  });

  it('cancels a running import by its id, and says when there is no such job', async () => {
    const file = await dir.write('big.xml', numberedUrlset(200_000));
    let cancelling: Promise<{ cancelled: boolean }> | null = null;
    const { handlers } = handlersWithEvents((progress) => {
      if (progress.urlsDone && progress.urlsDone >= 10_000 && !cancelling)
        cancelling = handlers.cancelJob({ jobId: progress.jobId });
    });
    const result = await handlers.importSources({ locations: [file], options: { maxDepth: 1 } });
    expect(await cancelling).toEqual({ cancelled: true });
    expect(result.cancelled).toBe(true);
    expect(result.files[0]!.rows.rows).toBeLessThan(200_000);
    expect(await handlers.cancelJob({ jobId: result.jobId })).toEqual({ cancelled: false });
  });
});

describe('an import with the id its caller picked', () => {
  const dir = useTempDir();

  it('runs under that id, so the caller can show and cancel it before the answer comes', async () => {
    const file = await dir.write('big.xml', numberedUrlset(200_000));
    let cancelled: Promise<{ cancelled: boolean }> | null = null;
    const { handlers, events } = handlersWithEvents((progress) => {
      if ((progress.urlsDone ?? 0) > 0 && !cancelled) cancelled = handlers.cancelJob({ jobId: 'import-dialog-1' });
    });
    const result = await handlers.importSources({ locations: [file], jobId: 'import-dialog-1' });
    expect(result.jobId).toBe('import-dialog-1');
    expect(new Set(events.map((event) => event.jobId))).toEqual(new Set(['import-dialog-1']));
    expect(await cancelled).toEqual({ cancelled: true });
    expect(result.cancelled).toBe(true);
  });

  it('refuses an id that a running job has', async () => {
    const file = await dir.write('big.xml', numberedUrlset(100_000));
    const { handlers } = handlersWithEvents();
    const first = handlers.importSources({ locations: [file], jobId: 'same' });
    await expect(handlers.importSources({ locations: [file], jobId: 'same' })).rejects.toThrow(
      'A job with the id same is running.',
    );
    expect((await first).jobId).toBe('same');
  });
});

describe('exportProject handler', () => {
  const dir = useTempDir();
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ ...emptyRow(`https://example.com/${i}`) }));
  const request = async (handlers: InvokeHandlers, outputFolder: string, count: number) => ({
    projectId: 'p',
    tables: await uploadedTables(handlers, [{ id: 't', name: 'pages', rows: rows(count) }]),
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder, maxUrls: 1000 },
    robotsTxt: null,
  });

  it('exports as a job, reporting rows checked and written of twice the rows, and returns the report with the job id', async () => {
    const { handlers, events } = handlersWithEvents();
    const out = join(await dir.write('.keep', ''), '..', 'out');
    const result = await handlers.exportProject(await request(handlers, out, 2500));
    expect(result).toMatchObject({ jobId: 'job-1', ok: true, report: { urlCount: 2500 } });
    expect(events[0]).toMatchObject({ done: 0, total: 5000 });
    // The rows checked (on the workers, before any is written) move it to half way; never back.
    expect(events.some((event) => event.done === 2500)).toBe(true);
    events.slice(1).forEach((event, at) => expect(event.done).toBeGreaterThanOrEqual(events[at]!.done));
    expect(events.at(-2)).toEqual({ jobId: 'job-1', label: 'Exporting', done: 5000, total: 5000, finished: false });
    expect(events.at(-1)).toMatchObject({ jobId: 'job-1', finished: true });
    expect((await readdir(out)).filter((name) => name.endsWith('.gz'))).toHaveLength(3);
  });

  it('cancelled, it writes nothing', async () => {
    const out = join(await dir.write('.keep', ''), '..', 'cancelled');
    const { handlers } = handlersWithEvents((progress) => {
      if (!progress.finished) void handlers.cancelJob({ jobId: progress.jobId });
    });
    expect(await handlers.exportProject(await request(handlers, out, 5000))).toEqual({
      jobId: 'job-1',
      ok: false,
      cancelled: true,
      problems: [],
    });
    await expect(readdir(out)).rejects.toThrow();
  });

  it('cancelled by its picked id while the request is still on its way, it starts cancelled and writes nothing', async () => {
    const out = join(await dir.write('.keep', ''), '..', 'cancelled-early');
    const { handlers, events } = handlersWithEvents();
    const uploaded = await request(handlers, out, 5000);
    expect(await handlers.cancelJob({ jobId: 'export-1' })).toEqual({ cancelled: false });
    expect(await handlers.exportProject({ ...uploaded, jobId: 'export-1' })).toEqual({
      jobId: 'export-1',
      ok: false,
      cancelled: true,
      problems: [],
    });
    await expect(readdir(out)).rejects.toThrow();
    expect(events.at(-1)).toMatchObject({ jobId: 'export-1', finished: true });
    // The cancel was for that run only: the same id runs to the end the next time.
    const again = await handlers.exportProject({ ...(await request(handlers, out, 50)), jobId: 'export-1' });
    expect(again).toMatchObject({ jobId: 'export-1', ok: true });
  });
});
