import { describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '../../../../../shared/app-types';
import type { SitemapStudioApi } from '../../../../../shared/ipc-contract';
import { withTypedPathDialogs } from '../../../../../renderer/src/services/typed-path/typed-path-dialogs';

const INFO: AppInfo = {
  name: 'Sitemap Studio',
  version: '1.0.0',
  platform: 'linux',
  electron: null,
  node: '22',
  chrome: null,
};

function client(info: AppInfo) {
  const api = {
    getAppInfo: vi.fn(async () => info),
    showSaveDialog: vi.fn(async () => '/system/choice.sitemapstudio'),
    showOpenDialog: vi.fn(async () => ['/system/open.xml']),
    showFolderDialog: vi.fn(async () => '/system/folder'),
  } as unknown as SitemapStudioApi;
  const askPath = vi.fn(async () => '/typed/here.sitemapstudio' as string | null);
  return { api, askPath, wrapped: withTypedPathDialogs(api, askPath) };
}

describe('withTypedPathDialogs', () => {
  it('asks for a typed path where the host has no system dialogs, and never calls the host dialog', async () => {
    const { api, askPath, wrapped } = client({ ...INFO, systemDialogs: false });
    await expect(
      wrapped.showSaveDialog({ title: 'Save Project', defaultName: 'Untitled.sitemapstudio' }),
    ).resolves.toBe('/typed/here.sitemapstudio');
    expect(askPath).toHaveBeenCalledWith({ title: 'Save Project', suggested: 'Untitled.sitemapstudio', kind: 'save' });
    await expect(wrapped.showOpenDialog({ title: 'Open', purpose: 'open' })).resolves.toEqual([
      '/typed/here.sitemapstudio',
    ]);
    askPath.mockResolvedValueOnce(null);
    await expect(wrapped.showOpenDialog({ title: 'Open', purpose: 'open' })).resolves.toEqual([]);
    await wrapped.showFolderDialog({ title: 'Output folder' });
    expect(askPath).toHaveBeenLastCalledWith({ title: 'Output folder', suggested: '', kind: 'folder' });
    expect(api.showSaveDialog).not.toHaveBeenCalled();
    expect(api.showOpenDialog).not.toHaveBeenCalled();
    expect(api.getAppInfo).toHaveBeenCalledTimes(1);
  });

  it('leaves the system dialogs to the host that has them (the app, the test host)', async () => {
    const { askPath, wrapped } = client(INFO);
    await expect(wrapped.showSaveDialog({ title: 'Save', defaultName: 'a' })).resolves.toBe(
      '/system/choice.sitemapstudio',
    );
    await expect(wrapped.showOpenDialog({ title: 'Open', purpose: 'open' })).resolves.toEqual(['/system/open.xml']);
    expect(askPath).not.toHaveBeenCalled();
  });
});
