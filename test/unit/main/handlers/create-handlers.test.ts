import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createHandlers, type HandlerDeps } from '../../../../electron/main/handlers/create-handlers';
import { createLaunchQueue } from '../../../../electron/main/launch-paths';
import type { AppInfo, JobProgress } from '../../../../shared/app-types';
import type { EventContract, EventName } from '../../../../shared/ipc-contract';
import { problem } from '../../../../shared/problems';
import { makeTempDir } from '../../../support/temp-dir';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

const APP_INFO: AppInfo = {
  name: 'Sitemap Studio',
  version: '0.1.0',
  platform: 'linux',
  electron: null,
  node: process.versions.node,
  chrome: null,
};

function setUp() {
  const events: Array<{ name: EventName; payload: EventContract[EventName] }> = [];
  let jobs = 0;
  const launchPaths = createLaunchQueue();
  const deps = {
    appInfo: APP_INFO,
    launchPaths,
    dialogs: {
      showOpen: vi.fn(async () => ['/picked/a.xml', '/picked/b.xml']),
      showSave: vi.fn(async () => '/picked/site.sitemapstudio'),
      showFolder: vi.fn(async () => null),
    },
    shell: { openExternal: vi.fn(async () => undefined), showItemInFolder: vi.fn() },
    recoveryFile: join(makeTempDir(), 'recovery.sitemapstudio'),
    window: { setDocumentState: vi.fn(), confirmClose: vi.fn() },
    emit: (name, payload) => void events.push({ name, payload }),
    newJobId: () => `job-${(jobs += 1)}`,
  } satisfies HandlerDeps;
  const progress = (): JobProgress[] =>
    events.filter((event) => event.name === 'jobProgress').map((event) => event.payload as JobProgress);
  return { handlers: createHandlers(deps), deps, events, progress };
}

const URLSET = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

describe('createHandlers', () => {
  it('getAppInfo answers with the injected app info', async () => {
    const { handlers } = setUp();
    expect(await handlers.getAppInfo()).toEqual(APP_INFO);
  });

  it('takeStartupNotes hands out what the start found once, and nothing where the host has none', async () => {
    const { handlers, deps } = setUp();
    expect(await handlers.takeStartupNotes()).toEqual([]);
    const notes = [problem('info', 'export-interrupted-finished', 'An interrupted export to /out was finished.')];
    const started = createHandlers({ ...deps, startupNotes: { take: () => notes.splice(0) } });
    expect(await started.takeStartupNotes()).toEqual([
      problem('info', 'export-interrupted-finished', 'An interrupted export to /out was finished.'),
    ]);
    expect(await started.takeStartupNotes()).toEqual([]);
  });

  it('readClipboardText reads the injected clipboard, and answers null where the host has none', async () => {
    const { handlers } = setUp();
    expect(await handlers.readClipboardText()).toBeNull();
    const withClipboard = createHandlers({
      ...setUp().deps,
      clipboard: { readText: () => 'a\tb\nc\td', writeText: () => undefined },
    });
    expect(await withClipboard.readClipboardText()).toBe('a\tb\nc\td');
  });

  it('writeClipboardText writes the injected clipboard, and answers false where the host has none', async () => {
    const { handlers } = setUp();
    expect(await handlers.writeClipboardText({ text: 'a' })).toBe(false);
    const written: string[] = [];
    const withClipboard = createHandlers({
      ...setUp().deps,
      clipboard: { readText: () => '', writeText: (text) => void written.push(text) },
    });
    expect(await withClipboard.writeClipboardText({ text: 'a\tb' })).toBe(true);
    expect(written).toEqual(['a\tb']);
  });

  it('takeLaunchPaths hands the launch paths out once', async () => {
    const { handlers, deps } = setUp();
    deps.launchPaths.add(['/home/ana/sitemap.xml', 'https://example.com/robots.txt']);
    expect(await handlers.takeLaunchPaths()).toEqual(['/home/ana/sitemap.xml', 'https://example.com/robots.txt']);
    expect(await handlers.takeLaunchPaths()).toEqual([]);
  });

  it('openPaths classifies each path and reports progress from start to finish', async () => {
    const dir = temp.path();
    const sitemap = join(dir, 'sitemap.xml');
    const robots = join(dir, 'robots.txt');
    await writeFile(sitemap, `${URLSET}<url><loc>https://example.com/</loc></url></urlset>`);
    await writeFile(robots, 'User-agent: *\nSitemap: https://example.com/sitemap.xml\n');
    const missing = join(dir, 'missing.xml');
    const { handlers, progress, events } = setUp();

    const result = await handlers.openPaths({ paths: [sitemap, missing, robots] });

    expect(result.sources.map(({ location, kind }) => ({ location, kind }))).toEqual([
      { location: sitemap, kind: 'urlset' },
      { location: robots, kind: 'robots' },
    ]);
    expect(result.problems).toEqual([expect.objectContaining({ code: 'source-not-found', place: { file: missing } })]);
    expect(events.every((event) => event.name === 'jobProgress')).toBe(true);
    const label = 'Opening 3 items';
    expect(progress()).toEqual([
      { jobId: 'job-1', label, done: 0, total: 3, finished: false },
      { jobId: 'job-1', label, done: 1, total: 3, finished: false },
      { jobId: 'job-1', label, done: 2, total: 3, finished: false },
      { jobId: 'job-1', label, done: 3, total: 3, finished: false },
      { jobId: 'job-1', label, done: 3, total: 3, finished: true },
    ]);
  });

  it('openPaths names a single item in the singular, and gives each call its own job id', async () => {
    const { handlers, progress } = setUp();
    await handlers.openPaths({ paths: ['https://example.com/sitemap.xml'] });
    await handlers.openPaths({ paths: ['https://example.com/a.xml', 'https://example.com/b.xml'] });
    const jobs = progress();
    expect(jobs.filter((job) => job.jobId === 'job-1').map((job) => job.label)).toEqual([
      'Opening 1 item',
      'Opening 1 item',
      'Opening 1 item',
    ]);
    expect(jobs.filter((job) => job.jobId === 'job-2').every((job) => job.label === 'Opening 2 items')).toBe(true);
    expect(jobs.filter((job) => job.finished).map((job) => job.jobId)).toEqual(['job-1', 'job-2']);
  });

  it('openPaths of nothing still starts and finishes its job', async () => {
    const { handlers, progress } = setUp();
    expect(await handlers.openPaths({ paths: [] })).toEqual({ sources: [], problems: [] });
    expect(progress()).toEqual([
      { jobId: 'job-1', label: 'Opening 0 items', done: 0, total: 0, finished: false },
      { jobId: 'job-1', label: 'Opening 0 items', done: 0, total: 0, finished: true },
    ]);
  });

  it('showOpenDialog passes the request to the dialogs and returns their answer', async () => {
    const { handlers, deps } = setUp();
    const request = { title: 'Import sitemaps', purpose: 'import' as const };
    expect(await handlers.showOpenDialog(request)).toEqual(['/picked/a.xml', '/picked/b.xml']);
    expect(deps.dialogs.showOpen).toHaveBeenCalledExactlyOnceWith(request);
  });

  it('setDocumentState passes the state to the window', async () => {
    const { handlers, deps } = setUp();
    const state = { title: 'shop', dirty: true, path: '/home/ana/shop.sitemapstudio' };
    await handlers.setDocumentState(state);
    expect(deps.window.setDocumentState).toHaveBeenCalledExactlyOnceWith(state);
  });

  it('confirmClose passes the answer to the window', async () => {
    const { handlers, deps } = setUp();
    await handlers.confirmClose({ close: false });
    expect(deps.window.confirmClose).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('openExternal opens a web link in the system browser', async () => {
    const { handlers, deps } = setUp();
    await handlers.openExternal({ url: 'https://www.sitemaps.org/protocol.html' });
    expect(deps.shell.openExternal).toHaveBeenCalledExactlyOnceWith('https://www.sitemaps.org/protocol.html');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share'])(
    'openExternal refuses %s and never reaches the shell',
    async (url) => {
      const { handlers, deps } = setUp();
      await expect(handlers.openExternal({ url })).rejects.toMatchObject({ code: 'external-url-refused' });
      expect(deps.shell.openExternal).not.toHaveBeenCalled();
    },
  );
});
