import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../../../renderer/src/services/shell-store';
import { startStores } from '../../../support/renderer/store-harness';

describe('shell store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads what runs the app from main', async () => {
    const info = {
      name: 'Sitemap Studio',
      version: '1.2.3',
      platform: 'linux',
      electron: null,
      chrome: null,
      node: '20.19.0',
    };
    startStores({ getAppInfo: () => info });
    const shell = useShellStore();
    await shell.loadAppInfo();
    expect(shell.appInfo).toEqual(info);
  });

  it('shows a notice for six seconds; a newer one restarts the clock', () => {
    startStores();
    const shell = useShellStore();
    shell.showNotice('first');
    vi.advanceTimersByTime(5000);
    shell.showNotice('second');
    vi.advanceTimersByTime(5000);
    expect(shell.notice).toBe('second');
    vi.advanceTimersByTime(1000);
    expect(shell.notice).toBeNull();
  });

  it('follows every event main sends until told to stop', () => {
    const fake = startStores();
    const seen: string[] = [];
    const stop = useShellStore().listenToMain({
      menuCommand: (command) => seen.push(`menu ${command.type}`),
      openPathsRequested: ({ paths }) => seen.push(`open ${paths.join(',')}`),
      jobProgress: (progress) => seen.push(`job ${progress.jobId}`),
      closeRequested: ({ quitting }) => seen.push(`close ${quitting}`),
      siteCheckResults: ({ jobId, checks }) => seen.push(`checked ${jobId} ${checks.length}`),
      crawlPages: ({ jobId, pages }) => seen.push(`crawled ${jobId} ${pages.length}`),
    });
    fake.emit('menuCommand', { type: 'file.save' });
    fake.emit('openPathsRequested', { paths: ['/a.xml', '/b.xml'] });
    fake.emit('jobProgress', { jobId: 'j1', label: 'Importing', done: 1, total: 2, finished: false });
    fake.emit('closeRequested', { quitting: true });
    fake.emit('siteCheckResults', { jobId: 'j2', checks: [] });
    fake.emit('crawlPages', { jobId: 'j3', pages: [] });
    expect(seen).toEqual([
      'menu file.save',
      'open /a.xml,/b.xml',
      'job j1',
      'close true',
      'checked j2 0',
      'crawled j3 0',
    ]);
    stop();
    expect(fake.listenerCount('menuCommand') + fake.listenerCount('jobProgress')).toBe(0);
  });

  it('reports the document, opens links and reads the clipboard through main', async () => {
    const fake = startStores({
      setDocumentState: () => undefined,
      openExternal: () => undefined,
      readClipboardText: () => 'a\tb',
    });
    const shell = useShellStore();
    shell.reportDocument({ title: 'Site', dirty: true, path: '/p.sitemapstudio' });
    shell.openLink('https://example.com/');
    expect(await shell.readSystemClipboard()).toBe('a\tb');
    expect(fake.requestsTo('setDocumentState')).toEqual([{ title: 'Site', dirty: true, path: '/p.sitemapstudio' }]);
    expect(fake.requestsTo('openExternal')).toEqual([{ url: 'https://example.com/' }]);
  });
});
