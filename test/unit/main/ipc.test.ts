import { describe, expect, it, vi, type Mock } from 'vitest';
import { createEventEmitter, registerIpcHandlers, type IpcMainLike } from '../../../electron/main/ipc';
import { createAppUrlMatcher } from '../../../electron/main/security/app-url';
import { INVOKE_NAMES, invokeChannel, type InvokeHandlers } from '../../../shared/ipc-contract';
import type { IpcResult } from '../../../shared/ipc-result';

type Listener = Parameters<IpcMainLike['handle']>[1];
type SenderEvent = Parameters<Listener>[0];

const APP_URL = 'file:///opt/sitemap-studio/out/renderer/index.html';
const APP_INFO = {
  name: 'Sitemap Studio',
  version: '1.2.3',
  platform: 'linux',
  electron: '45.0.0',
  node: '22.0.0',
  chrome: '140.0.0',
};

function fakeIpcMain() {
  const channels = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (channels.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      channels.set(channel, listener);
    },
  };
  /** Sends a request as a page would and waits for the reply. */
  const send = async (channel: string, event: SenderEvent, request?: unknown): Promise<IpcResult<unknown>> => {
    const listener = channels.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return (await listener(event, request)) as IpcResult<unknown>;
  };
  return { ipcMain, channels, send };
}

function fakeHandlers() {
  // Every channel answers something; the ones these tests look at answer what they need.
  const any = Object.fromEntries(INVOKE_NAMES.map((name) => [name, vi.fn(async () => ({ from: name }))]));
  return {
    ...any,
    getAppInfo: vi.fn(async () => APP_INFO),
    openPaths: vi.fn(async ({ paths }: { paths: string[] }) => ({
      sources: paths.map((location) => ({ location, name: location, kind: 'urlset' as const, gzip: false, bytes: 1 })),
      problems: [],
    })),
    openExternal: vi.fn(async () => undefined),
  } as unknown as { [K in keyof InvokeHandlers]: Mock<InvokeHandlers[K]> };
}

function setUp(handlers: InvokeHandlers = fakeHandlers()) {
  const fake = fakeIpcMain();
  const onDropped = vi.fn();
  registerIpcHandlers(fake.ipcMain, handlers, createAppUrlMatcher(APP_URL), onDropped);
  return { ...fake, handlers, onDropped };
}

const fromApp: SenderEvent = { senderFrame: { url: `${APP_URL}#/` } };

describe('registerIpcHandlers', () => {
  it('registers exactly one channel per invoke name', () => {
    const { channels } = setUp();
    expect([...channels.keys()].sort()).toEqual(INVOKE_NAMES.map(invokeChannel).sort());
  });

  it('answers a trusted sender with the handler value', async () => {
    const { send, handlers } = setUp();
    expect(await send(invokeChannel('getAppInfo'), fromApp)).toEqual({ ok: true, value: APP_INFO });
    expect(handlers.getAppInfo).toHaveBeenCalledTimes(1);
  });

  it('passes the request to the handler of that channel only', async () => {
    const handlers = fakeHandlers();
    const { send } = setUp(handlers);
    const result = await send(invokeChannel('openPaths'), fromApp, { paths: ['/s.xml'] });
    expect(handlers.openPaths).toHaveBeenCalledExactlyOnceWith({ paths: ['/s.xml'] });
    expect(result).toMatchObject({ ok: true, value: { sources: [{ location: '/s.xml' }] } });
    for (const name of INVOKE_NAMES) if (name !== 'openPaths') expect(handlers[name]).not.toHaveBeenCalled();
  });

  it.each([
    ['a foreign page', { senderFrame: { url: 'https://evil.example/' } }, 'https://evil.example/'],
    ['another local file', { senderFrame: { url: 'file:///tmp/evil.html' } }, 'file:///tmp/evil.html'],
    ['a frame that is gone (null)', { senderFrame: null }, undefined],
    ['an event without a frame', {}, undefined],
  ] as Array<[string, SenderEvent, string | undefined]>)(
    'drops a message from %s without calling the handler',
    async (_case, event, frameUrl) => {
      const { send, handlers, onDropped } = setUp();
      for (const name of INVOKE_NAMES) {
        const result = await send(invokeChannel(name), event, { paths: ['/etc/passwd'], url: 'file:///etc/passwd' });
        expect(result).toMatchObject({ ok: false, error: { code: 'untrusted-sender', name: 'SecurityError' } });
        expect(onDropped).toHaveBeenLastCalledWith(invokeChannel(name), frameUrl);
      }
      expect(onDropped).toHaveBeenCalledTimes(INVOKE_NAMES.length);
      for (const name of INVOKE_NAMES) expect(handlers[name]).not.toHaveBeenCalled();
    },
  );

  it('asks the sender check about the frame URL of each message', async () => {
    const fake = fakeIpcMain();
    const isTrusted = vi.fn((url: string | undefined) => url === 'app://main');
    registerIpcHandlers(fake.ipcMain, fakeHandlers(), isTrusted);
    expect(await fake.send(invokeChannel('getAppInfo'), { senderFrame: { url: 'app://main' } })).toMatchObject({
      ok: true,
    });
    expect(await fake.send(invokeChannel('getAppInfo'), { senderFrame: { url: 'app://other' } })).toMatchObject({
      ok: false,
    });
    expect(isTrusted.mock.calls).toEqual([['app://main'], ['app://other']]);
  });

  it('drops quietly when no onDropped is given', async () => {
    const fake = fakeIpcMain();
    registerIpcHandlers(fake.ipcMain, fakeHandlers(), () => false);
    expect(await fake.send(invokeChannel('getAppInfo'), {})).toMatchObject({
      ok: false,
      error: { code: 'untrusted-sender' },
    });
  });

  it('turns a rejecting handler into a failure with its message and code', async () => {
    const handlers = fakeHandlers();
    handlers.openExternal.mockRejectedValueOnce(
      Object.assign(new Error('Only http and https links can be opened.'), { code: 'external-url-refused' }),
    );
    const { send } = setUp(handlers);
    expect(await send(invokeChannel('openExternal'), fromApp, { url: 'file:///x' })).toEqual({
      ok: false,
      error: { name: 'Error', message: 'Only http and https links can be opened.', code: 'external-url-refused' },
    });
  });

  it('turns a handler that throws synchronously into a failure', async () => {
    const handlers: InvokeHandlers = {
      ...fakeHandlers(),
      getAppInfo: () => {
        throw new TypeError('not ready');
      },
    };
    const { send } = setUp(handlers);
    expect(await send(invokeChannel('getAppInfo'), fromApp)).toEqual({
      ok: false,
      error: { name: 'TypeError', message: 'not ready', code: null },
    });
  });
});

describe('createEventEmitter', () => {
  function fakeContents(destroyed = false) {
    return { isDestroyed: vi.fn(() => destroyed), send: vi.fn() };
  }

  it('sends the payload on the event channel', () => {
    const contents = fakeContents();
    const emit = createEventEmitter(() => contents);
    emit('menuCommand', { type: 'file.openRecent', path: '/p.sitemapstudio' });
    expect(contents.send).toHaveBeenCalledExactlyOnceWith('sitemap-studio:event:menuCommand', {
      type: 'file.openRecent',
      path: '/p.sitemapstudio',
    });
  });

  it('drops the event when there is no window', () => {
    const emit = createEventEmitter(() => null);
    expect(() => emit('jobProgress', { jobId: 'j', label: 'l', done: 0, total: 1, finished: false })).not.toThrow();
  });

  it('drops the event when the window is destroyed', () => {
    const contents = fakeContents(true);
    createEventEmitter(() => contents)('openPathsRequested', { paths: ['/a'] });
    expect(contents.send).not.toHaveBeenCalled();
  });

  it('looks the window up at each event, so a window opened later receives events', () => {
    let current: ReturnType<typeof fakeContents> | null = null;
    const emit = createEventEmitter(() => current);
    emit('menuCommand', { type: 'file.new' });
    current = fakeContents();
    emit('menuCommand', { type: 'file.save' });
    expect(current.send).toHaveBeenCalledExactlyOnceWith('sitemap-studio:event:menuCommand', { type: 'file.save' });
  });
});
