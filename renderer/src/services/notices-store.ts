import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';

const NOTICE_MS = 6000;
/** A notice with a button stays longer: time to read it and reach the button. */
const NOTICE_WITH_ACTION_MS = 12_000;

/** A notice's button: its label and what it does. */
export interface NoticeAction {
  label: string;
  run: () => void;
  /** Whether it may still run (reactive): once not, the notice goes with it (an Undo whose step was undone). */
  valid?: () => boolean;
}

/**
 * The passing notice in the status bar: what just happened, with an Undo or the like beside it; and,
 * apart from it, a fault: what failed unexpectedly, which stays until it is dismissed (or a later one
 * takes its place), so neither hides the other.
 */
export const useNoticesStore = defineStore('notices', () => {
  /** A short message in the status bar, cleared after a few seconds. */
  const notice = ref<string | null>(null);
  /** A button beside the notice (Undo after a one-click fix); it goes with the notice. */
  const noticeAction = shallowRef<NoticeAction | null>(null);
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  /** What failed that no part of the app caught (services/unexpected-errors.ts); null once dismissed. */
  const fault = ref<string | null>(null);

  function showNotice(text: string, action: NoticeAction | null = null): void {
    notice.value = text;
    noticeAction.value = action;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(clearNotice, action ? NOTICE_WITH_ACTION_MS : NOTICE_MS);
  }

  function clearNotice(): void {
    notice.value = null;
    noticeAction.value = null;
  }

  // A notice whose action may no longer run says what is no longer so: it goes at once.
  watch(
    () => noticeAction.value?.valid?.() ?? true,
    (valid) => {
      if (!valid) clearNotice();
    },
  );

  /** Runs the notice's action once, and the notice goes. */
  function runNoticeAction(): void {
    const action = noticeAction.value;
    clearNotice();
    action?.run();
  }

  function showFault(text: string): void {
    fault.value = text;
  }

  function dismissFault(): void {
    fault.value = null;
  }

  return { notice, noticeAction, showNotice, runNoticeAction, fault, showFault, dismissFault };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useNoticesStore, import.meta.hot));
