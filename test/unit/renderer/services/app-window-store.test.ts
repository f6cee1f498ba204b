import { describe, expect, it } from 'vitest';
import { useAppWindowStore } from '../../../../renderer/src/services/app-window-store';
import { startStores } from '../../../support/renderer/store-harness';

describe('app window store', () => {
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
    const shell = useAppWindowStore();
    await shell.loadAppInfo();
    expect(shell.appInfo).toEqual(info);
  });

  it('follows every event main sends until told to stop', () => {
    const fake = startStores();
    const seen: string[] = [];
    const stop = useAppWindowStore().listenToMain({
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
    const shell = useAppWindowStore();
    shell.reportDocument({ title: 'Site', dirty: true, path: '/p.sitemapstudio' });
    shell.openLink('https://example.com/');
    expect(await shell.readSystemClipboard()).toBe('a\tb');
    expect(fake.requestsTo('setDocumentState')).toEqual([{ title: 'Site', dirty: true, path: '/p.sitemapstudio' }]);
    expect(fake.requestsTo('openExternal')).toEqual([{ url: 'https://example.com/' }]);
  });
});
