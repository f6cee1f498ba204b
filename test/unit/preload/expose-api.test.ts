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
  type SitemapStudioBridge,
} from '../../../shared/ipc-contract';
import { clientOfBridge } from '../../../shared/ipc-client';
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
  const exposedApi = exposed[0]!.api as SitemapStudioBridge;
  // The page's client, over the object as Electron's contextBridge hands it to the page.
  const api = clientOfBridge(acrossContextBridge(exposedApi));
  return { bridge, ipc, webUtils, key: exposed[0]!.key, exposedApi, api };
}

/**
 * An object as contextBridge gives it to the page: values copied (structured clone), and an Error a
 * function throws or rejects with re-made from its message alone ("any custom properties on the Error
 * object will be lost", Electron's contextBridge documentation).
 */
function acrossContextBridge(exposedApi: SitemapStudioBridge): SitemapStudioBridge {
  const copied: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(exposedApi as unknown as Record<string, unknown>)) {
    const call = value as (...args: unknown[]) => unknown;
    copied[name] = (...args: unknown[]) => {
      const settled = (result: unknown): unknown => structuredClone(result);
      const copyError = (error: unknown): never => {
        throw new Error(error instanceof Error ? error.message : String(error));
      };
      try {
        const result = call(...args);
        return result instanceof Promise ? result.then(settled, copyError) : result;
      } catch (error) {
        return copyError(error);
      }
    };
  }
  return copied as unknown as SitemapStudioBridge;
}

describe('exposeApi', () => {
  it('exposes one object, once, under sitemapStudio', () => {
    const { bridge, key } = setUp();
    expect(bridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(key).toBe('sitemapStudio');
    expect(API_GLOBAL).toBe('sitemapStudio');
  });

  it("exposes exactly the contract's functions and nothing else", () => {
    const { exposedApi: api } = setUp();
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

  it("keeps a failure's code, path and name across the context bridge, which copies an Error as its message alone", async () => {
    const { api, ipc, exposedApi } = setUp();
    const failure = {
      name: 'Error',
      message: 'ENOSPC: no space left on device, write',
      code: 'ENOSPC',
      path: '/full/a.sitemapstudio',
      syscall: 'write',
    };
    ipc.answer = () => ({ ok: false, error: failure });
    // What the preload puts on window resolves to the outcome: nothing of it rides on a thrown Error.
    await expect(exposedApi.getAppInfo()).resolves.toEqual({ ok: false, error: failure });
    const call = api.getAppInfo();
    await expect(call).rejects.toBeInstanceOf(IpcError);
    await expect(call).rejects.toMatchObject({ code: 'ENOSPC', path: '/full/a.sitemapstudio', syscall: 'write' });
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
