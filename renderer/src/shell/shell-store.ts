import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AppInfo } from '../../../shared/app-types';
import { api } from '../api';

const NOTICE_MS = 6000;

/** The app frame's own state: what runs it, which panels and dialogs are open, the passing notice. */
export const useShellStore = defineStore('shell', () => {
  /** Name, version and runtime, as main reports them. */
  const appInfo = ref<AppInfo | null>(null);
  const aboutOpen = ref(false);
  const problemsOpen = ref(false);
  /** Counts the times find was asked for, so the grid opens and focuses its find bar each time. */
  const findRequests = ref(0);
  /** A short message in the status bar, cleared after a few seconds. */
  const notice = ref<string | null>(null);
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  async function loadAppInfo(): Promise<void> {
    appInfo.value = await api.getAppInfo();
  }

  function showNotice(text: string): void {
    notice.value = text;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => (notice.value = null), NOTICE_MS);
  }

  function openFind(): void {
    findRequests.value += 1;
  }

  return { appInfo, aboutOpen, problemsOpen, findRequests, notice, loadAppInfo, showNotice, openFind };
});
