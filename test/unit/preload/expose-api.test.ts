import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { API_GLOBAL, exposeApi } from '../../../electron/preload/expose-api';
import {
  EVENT_NAMES,
  INVOKE_NAMES,
  LOCAL_NAMES,
  eventChannel,
  invokeChannel,
  listenerName,
  type SitemapStudioApi,
} from '../../../shared/ipc-contract';
import { IpcError, type IpcResult } from '../../../shared/ipc-result';

type ExposeArgs = Parameters<typeof exposeApi>;

/** ipcRenderer's shape: an EventEmitter whose listeners get (event, payload), plus invoke. */
class FakeIpcRenderer extends EventEmitter {
  answer: (channel: string, request: unknown) => IpcResult<unknown> = () => ({ ok: true, value: null });
  readonly invoke = vi.fn(async (channel: string, request?: unknown) => this.answer(channel, request));

  /** Delivers a message as Electron does: the event object first, then the payload. */
  deliver(channel: string, payload: unknown): void {
    const event = { sender: { send: () => undefined }, senderId: 0, ports: [] };
    this.emit(channel, event, payload);
  }
}

function setUp() {
  const exposed: Array<{ key: string; api: unknown }> = [];
  const bridge = {
    exposeInMainWorld: vi.fn((key: string, api: unknown) => void exposed.push({ key, api })),
  };
  const ipc = new FakeIpcRenderer();
  const webUtils = { getPathForFile: vi.fn((file: File) => `/home/user/${file.name}`) };
  exposeApi(bridge, ipc as unknown as ExposeArgs[1], webUtils);
  expect(exposed).toHaveLength(1);
  return { bridge, ipc, webUtils, key: exposed[0]!.key, api: exposed[0]!.api as SitemapStudioApi };
}

describe('exposeApi', () => {
  it('exposes one object, once, under sitemapStudio', () => {
    const { bridge, key } = setUp();
    expect(bridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(key).toBe('sitemapStudio');
    expect(API_GLOBAL).toBe('sitemapStudio');
  });

  it("exposes exactly the contract's functions and nothing else", () => {
    const { api } = setUp();
    const record = api as unknown as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(
      [...INVOKE_NAMES, ...EVENT_NAMES.map(listenerName), ...LOCAL_NAMES].sort(),
    );
    for (const value of Object.values(record)) expect(typeof value).toBe('function');
    for (const leak of ['invoke', 'send', 'on', 'ipcRenderer', 'process']) expect(record).not.toHaveProperty(leak);
  });

  it("gives a dropped file's path from webUtils, in the preload, without IPC", () => {
    const { api, ipc, webUtils } = setUp();
    const file = new File(['<urlset/>'], 'sitemap.xml');
    expect(api.pathForFile(file)).toBe('/home/user/sitemap.xml');
    expect(webUtils.getPathForFile).toHaveBeenCalledWith(file);
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('invokes the named channel and returns the unwrapped value', async () => {
    const { api, ipc } = setUp();
    ipc.answer = (channel, request) => ({ ok: true, value: { channel, request } });
    await expect(api.openPaths({ paths: ['/x.xml'] })).resolves.toEqual({
      channel: invokeChannel('openPaths'),
      request: { paths: ['/x.xml'] },
    });
    expect(ipc.invoke).toHaveBeenCalledWith('sitemap-studio:invoke:openPaths', { paths: ['/x.xml'] });
  });

  it('rejects with an IpcError when main answers with a failure', async () => {
    const { api, ipc } = setUp();
    ipc.answer = () => ({
      ok: false,
      error: { name: 'SecurityError', message: 'not Sitemap Studio', code: 'untrusted-sender' },
    });
    const call = api.getAppInfo();
    await expect(call).rejects.toBeInstanceOf(IpcError);
    await expect(call).rejects.toMatchObject({ code: 'untrusted-sender', message: 'not Sitemap Studio' });
  });

  it.each(EVENT_NAMES)('%s listeners get the payload and never the IPC event object', (name) => {
    const { api, ipc } = setUp();
    const listener = vi.fn();
    (api as unknown as Record<string, (listener: unknown) => unknown>)[listenerName(name)]!(listener);
    expect(ipc.listenerCount(eventChannel(name))).toBe(1);
    const payload = { marker: name };
    ipc.deliver(eventChannel(name), payload);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]).toEqual([payload]);
  });

  it('does not deliver one event to the listeners of another', () => {
    const { api, ipc } = setUp();
    const onMenu = vi.fn();
    api.onMenuCommand(onMenu);
    ipc.deliver(eventChannel('jobProgress'), { jobId: 'j' });
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('unsubscribe removes exactly that listener', () => {
    const { api, ipc } = setUp();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = api.onMenuCommand(first);
    api.onMenuCommand(second);
    const channel = eventChannel('menuCommand');
    expect(ipc.listenerCount(channel)).toBe(2);

    offFirst();
    expect(ipc.listenerCount(channel)).toBe(1);
    ipc.deliver(channel, { type: 'file.save' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'file.save' });

    offFirst();
    expect(ipc.listenerCount(channel)).toBe(1);
  });
});
