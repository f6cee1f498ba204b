import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { AppInfo, DocumentState } from '../../../shared/app-types';
import type { EventContract, EventName } from '../../../shared/ipc-contract';
import { EVENT_NAMES, listenerName } from '../../../shared/ipc-contract';
import { useApi } from '../api';

const NOTICE_MS = 6000;
/** A notice with a button stays longer: time to read it and reach the button. */
const NOTICE_WITH_ACTION_MS = 12_000;

/** A notice's button: its label and what it does. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** What the menu asks the grid on screen to open or do: its find bar, and the bulk tools. */
export type GridTool = 'find' | BulkTool;
/** The bulk tools of the Edit menu, which the grid's context menu has too. */
export type BulkTool = 'bulkEdit' | 'rewriteLocs' | 'removeDeprecated';

/** What the renderer does with each event main sends. */
export type MainListeners = { [K in EventName]: (payload: EventContract[K]) => void };

/** The app frame's own state: what runs it, which panels and dialogs are open, the passing notice. */
export const useShellStore = defineStore('shell', () => {
  const api = useApi();
  /** Name, version and runtime, as main reports them. */
  const appInfo = ref<AppInfo | null>(null);
  const aboutOpen = ref(false);
  const preferencesOpen = ref(false);
  const shortcutsOpen = ref(false);
  const protocolOpen = ref(false);
  const problemsOpen = ref(false);
  /** The last thing the menu asked of the grid on screen; `n` counts the asks, so asking again is heard again. */
  const gridRequest = ref<{ tool: GridTool; n: number } | null>(null);
  /** A short message in the status bar, cleared after a few seconds. */
  const notice = ref<string | null>(null);
  /** A button beside the notice (Undo after a one-click fix); it goes with the notice. */
  const noticeAction = shallowRef<NoticeAction | null>(null);
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  async function loadAppInfo(): Promise<void> {
    appInfo.value = await api.getAppInfo();
  }

  function showNotice(text: string, action: NoticeAction | null = null): void {
    notice.value = text;
    noticeAction.value = action;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(
      () => {
        notice.value = null;
        noticeAction.value = null;
      },
      action ? NOTICE_WITH_ACTION_MS : NOTICE_MS,
    );
  }

  /** Runs the notice's action once, and the notice goes. */
  function runNoticeAction(): void {
    const action = noticeAction.value;
    notice.value = null;
    noticeAction.value = null;
    action?.run();
  }

  /** Asks the grid on screen to open a tool of its own (useGridRequests carries it out). */
  function askGrid(tool: GridTool): void {
    gridRequest.value = { tool, n: (gridRequest.value?.n ?? 0) + 1 };
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

  return {
    appInfo,
    aboutOpen,
    preferencesOpen,
    shortcutsOpen,
    protocolOpen,
    problemsOpen,
    gridRequest,
    notice,
    noticeAction,
    runNoticeAction,
    loadAppInfo,
    showNotice,
    askGrid,
    listenToMain,
    reportDocument,
    openLink,
    readSystemClipboard,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useShellStore, import.meta.hot));
