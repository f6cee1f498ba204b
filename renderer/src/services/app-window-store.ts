import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';
import type { AppInfo, DocumentState } from '../../../shared/app-types';
import type { EventContract, EventName } from '../../../shared/ipc-contract';
import { EVENT_NAMES, listenerName } from '../../../shared/ipc-contract';
import { useApi } from '../api';

/** What the renderer does with each event main sends. */
export type MainListeners = { [K in EventName]: (payload: EventContract[K]) => void };

/** The window's own dealings with main: what runs it, its events, its title, links and the clipboard. */
export const useAppWindowStore = defineStore('app-window', () => {
  const api = useApi();
  /** Name, version and runtime, as main reports them. */
  const appInfo = ref<AppInfo | null>(null);

  async function loadAppInfo(): Promise<void> {
    appInfo.value = await api.getAppInfo();
  }

  /** Follows every event main sends; returns what stops following them. */
  function listenToMain(listeners: MainListeners): () => void {
    const follow = <K extends EventName>(name: K): (() => void) => {
      const on = api[listenerName(name)] as (listener: MainListeners[K]) => () => void;
      return on(listeners[name]);
    };
    const stops = EVENT_NAMES.map(follow);
    return () => stops.forEach((stop) => stop());
  }

  /** Tells main the window's title, unsaved mark and file, for its title bar and close prompt. */
  function reportDocument(state: DocumentState): void {
    void api.setDocumentState(state);
  }

  /** Opens an http(s) link in the system's browser. */
  function openLink(url: string): void {
    void api.openExternal({ url });
  }

  /** The system clipboard's text through main; null where the host has none (a browser: ask navigator.clipboard). */
  function readSystemClipboard(): Promise<string | null> {
    return api.readClipboardText();
  }

  /**
   * Puts text on the system clipboard: through main in the app (the page may not write it there),
   * else through navigator.clipboard (a browser, where main has none), unless it is no longer
   * `wanted` once main has answered (a newer copy was made meanwhile).
   */
  async function writeSystemClipboard(text: string, wanted: () => boolean = () => true): Promise<void> {
    if (await api.writeClipboardText({ text })) return;
    if (wanted()) await navigator.clipboard.writeText(text);
  }

  return { appInfo, loadAppInfo, listenToMain, reportDocument, openLink, readSystemClipboard, writeSystemClipboard };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAppWindowStore, import.meta.hot));
