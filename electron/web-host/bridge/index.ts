// Runs in the browser before the app: builds window.sitemapStudio over HTTP, as the preload does over IPC.
import { createBridge, type IpcTransport } from '../../../shared/ipc-client';
import type { IpcResult } from '../../../shared/ipc-result';
import type { SitemapStudioBridge } from '../../../shared/ipc-contract';
import { fromWireJson, toWireJson } from '../../../shared/transfer/wire-json';
import { EVENTS_PATH, INVOKE_PATH, TOKEN_HEADER, type HostEventMessage } from '../host-paths';

declare global {
  interface Window {
    sitemapStudio: SitemapStudioBridge;
  }
}

const token = new URLSearchParams(location.search).get('token') ?? '';
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const events = new EventSource(`${EVENTS_PATH}?token=${encodeURIComponent(token)}`);
events.onmessage = (message: MessageEvent<string>) => {
  const { channel, payload } = fromWireJson(message.data) as HostEventMessage;
  listeners.get(channel)?.forEach((listener) => listener(payload));
};

const transport: IpcTransport = {
  async invoke(channel, request) {
    const response = await fetch(`${INVOKE_PATH}${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: toWireJson({ request: request ?? null }),
    });
    if (!response.ok) {
      return {
        ok: false,
        error: { name: 'HostError', message: await response.text(), code: `host-${response.status}` },
      } satisfies IpcResult<unknown>;
    }
    return fromWireJson(await response.text()) as IpcResult<unknown>;
  },
  subscribe(channel, listener) {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => {
      set.delete(listener);
    };
  },
};

// A browser page gets no file system path for a dropped file; the app falls back to the dropped URIs.
window.sitemapStudio = createBridge(transport, { pathForFile: () => '' });
