import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/app-types';
import type { EmitEvent } from '../../../shared/ipc-contract';
import { createHandlers } from '../../../electron/main/handlers/create-handlers';
import { useTempDir } from '../../support/temp-dir';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const sitemap = (count: number): string =>
  `<urlset xmlns="${NS}">${Array.from({ length: count }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>`).join('\n')}</urlset>`;

function handlersWithEvents(onProgress: (progress: JobProgress) => void = () => undefined) {
  const events: JobProgress[] = [];
  const emit: EmitEvent = (name, payload) => {
    if (name !== 'jobProgress') return;
    events.push(payload as JobProgress);
    onProgress(payload as JobProgress);
  };
  let next = 0;
  const handlers = createHandlers({
    appInfo: { name: 'Sitemap Studio', version: '0', platform: 'linux', electron: null, node: '20', chrome: null },
    launchPaths: { take: () => [] },
    dialogs: { showOpen: async () => [] },
    shell: { openExternal: async () => undefined },
    window: { setDocumentState: () => undefined },
    emit,
    newJobId: () => `job-${++next}`,
  });
  return { handlers, events };
}

describe('importSources and cancelJob handlers', () => {
  const dir = useTempDir();

  it('imports, reporting files and URLs done as jobProgress events with the job id', async () => {
    const file = await dir.write('sitemap.xml', sitemap(3));
    const { handlers, events } = handlersWithEvents();
    const result = await handlers.importSources({ locations: [file] });
    expect(result.jobId).toBe('job-1');
    expect(result.files[0]!.rows.map((row) => row.loc)).toEqual([0, 1, 2].map((i) => `https://example.com/${i}`));
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

  it('cancels a running import by its id, and says when there is no such job', async () => {
    const file = await dir.write('big.xml', sitemap(200_000));
    let cancelling: Promise<{ cancelled: boolean }> | null = null;
    const { handlers } = handlersWithEvents((progress) => {
      if (progress.urlsDone && progress.urlsDone >= 10_000 && !cancelling)
        cancelling = handlers.cancelJob({ jobId: progress.jobId });
    });
    const result = await handlers.importSources({ locations: [file], options: { maxDepth: 1 } });
    expect(await cancelling).toEqual({ cancelled: true });
    expect(result.cancelled).toBe(true);
    expect(result.files[0]!.rows.length).toBeLessThan(200_000);
    expect(await handlers.cancelJob({ jobId: result.jobId })).toEqual({ cancelled: false });
  });
});
