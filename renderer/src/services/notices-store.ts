import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';

const NOTICE_MS = 6000;
/** A notice with a button stays longer: time to read it and reach the button. */
const NOTICE_WITH_ACTION_MS = 12_000;

/** Runs `then` once what is set now has been painted (two frames on), or soon where nothing paints (Node). */
function afterPaint(then: () => void): void {
  if (typeof requestAnimationFrame !== 'function') setTimeout(then, 0);
  else requestAnimationFrame(() => requestAnimationFrame(then));
}

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
  /** Notices shown so far: a paint that comes after a newer notice leaves its timing to that one. */
  let noticesShown = 0;
  /** What failed that no part of the app caught (services/unexpected-errors.ts); null once dismissed. */
  const fault = ref<string | null>(null);

  function showNotice(text: string, action: NoticeAction | null = null): void {
    notice.value = text;
    noticeAction.value = action;
    clearTimeout(noticeTimer);
    const shown = ++noticesShown;
    // Its seconds count from when it is on screen: after a large import the page is busy for seconds
    // before it paints, and a notice timed from when it was set went before anyone (a test, once) saw it.
    afterPaint(() => {
      if (shown !== noticesShown || notice.value === null) return;
      noticeTimer = setTimeout(clearNotice, action ? NOTICE_WITH_ACTION_MS : NOTICE_MS);
    });
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
