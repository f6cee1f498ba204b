import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type IpcTransport } from '../../../shared/ipc-client';
import {
  EVENT_NAMES,
  INVOKE_NAMES,
  LOCAL_NAMES,
  eventChannel,
  invokeChannel,
  listenerName,
} from '../../../shared/ipc-contract';
import { IpcError, type IpcResult } from '../../../shared/ipc-result';

type AnyFunction = (...args: unknown[]) => unknown;
const NO_PATHS = { pathForFile: () => '' };

function fakeTransport(answer: (channel: string, request: unknown) => IpcResult<unknown>) {
  const unsubscribe = vi.fn();
  const transport = {
    invoke: vi.fn(async (channel: string, request: unknown) => answer(channel, request)),
    subscribe: vi.fn((_channel: string, _listener: (payload: unknown) => void) => unsubscribe),
  } satisfies IpcTransport;
  return { transport, unsubscribe };
}

describe('createApiClient', () => {
  it('exposes exactly one function per invoke name, one on<Event> per event name, and the local ones', () => {
    const { transport } = fakeTransport(() => ({ ok: true, value: null }));
    const api = createApiClient(transport, NO_PATHS) as unknown as Record<string, unknown>;
    const expected = [...INVOKE_NAMES, ...EVENT_NAMES.map(listenerName), ...LOCAL_NAMES].sort();
    expect(Object.keys(api).sort()).toEqual(expected);
    for (const key of expected) expect(typeof api[key]).toBe('function');
  });

  it('offers no generic invoke or send, and cannot be extended by the page', () => {
    const { transport } = fakeTransport(() => ({ ok: true, value: null }));
    const api = createApiClient(transport, NO_PATHS) as unknown as Record<string, unknown>;
    for (const generic of ['invoke', 'send', 'on', 'ipcRenderer', 'subscribe']) expect(api).not.toHaveProperty(generic);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it.each(INVOKE_NAMES)('%s calls its own channel with the request and returns the value', async (name) => {
    const { transport } = fakeTransport((channel, request) => ({ ok: true, value: { channel, request } }));
    const api = createApiClient(transport, NO_PATHS) as unknown as Record<string, AnyFunction>;
    const request = { marker: name };
    await expect(api[name]!(request)).resolves.toEqual({ channel: invokeChannel(name), request });
    expect(transport.invoke).toHaveBeenCalledTimes(1);
    expect(transport.invoke).toHaveBeenCalledWith(invokeChannel(name), request);
  });

  it('passes a typed request through unchanged', async () => {
    const { transport } = fakeTransport(() => ({ ok: true, value: { sources: [], problems: [] } }));
    const api = createApiClient(transport, NO_PATHS);
    await expect(api.openPaths({ paths: ['/a.xml', '/b.xml'] })).resolves.toEqual({ sources: [], problems: [] });
    expect(transport.invoke).toHaveBeenCalledWith('sitemap-studio:invoke:openPaths', { paths: ['/a.xml', '/b.xml'] });
  });

  it('turns a failed result into an IpcError with name, message and code', async () => {
    const { transport } = fakeTransport(() => ({
      ok: false,
      error: {
        name: 'SecurityError',
        message: 'Only http and https links can be opened.',
        code: 'external-url-refused',
      },
    }));
    const api = createApiClient(transport, NO_PATHS);
    const failure = api.openExternal({ url: 'file:///etc/passwd' });
    await expect(failure).rejects.toBeInstanceOf(IpcError);
    await expect(failure).rejects.toMatchObject({
      name: 'SecurityError',
      message: 'Only http and https links can be opened.',
      code: 'external-url-refused',
    });
  });

  it('passes on a transport failure unchanged', async () => {
    const transport: IpcTransport = {
      invoke: () => Promise.reject(new Error('connection lost')),
      subscribe: () => () => undefined,
    };
    await expect(createApiClient(transport, NO_PATHS).getAppInfo()).rejects.toThrow('connection lost');
  });

  it.each(EVENT_NAMES)('%s subscribes on its event channel and returns the unsubscribe', (name) => {
    const { transport, unsubscribe } = fakeTransport(() => ({ ok: true, value: null }));
    const api = createApiClient(transport, NO_PATHS) as unknown as Record<string, AnyFunction>;
    const listener = vi.fn();
    const off = api[listenerName(name)]!(listener);
    expect(transport.subscribe).toHaveBeenCalledTimes(1);
    expect(transport.subscribe).toHaveBeenCalledWith(eventChannel(name), listener);
    expect(transport.invoke).not.toHaveBeenCalled();
    expect(off).toBe(unsubscribe);
  });

  it('answers pathForFile on the page side, never over the transport', () => {
    const { transport } = fakeTransport(() => ({ ok: true, value: null }));
    const api = createApiClient(transport, { pathForFile: (file) => `/dropped/${file.name}` });
    expect(api.pathForFile(new File(['<urlset/>'], 'sitemap.xml'))).toBe('/dropped/sitemap.xml');
    expect(transport.invoke).not.toHaveBeenCalled();
  });
});
