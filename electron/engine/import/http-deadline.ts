import { steadyNow } from '../steady-now';
import { sourceError } from './source-error';

/**
 * A request's total deadline: `signal` aborts with an `http-deadline` error naming the URL then being
 * read once `ms` have been spent waiting on the server, and whether that URL had answered at all
 * (`answered`: its status and headers came) or stopped within its body. While the body waits for its reader instead
 * (`pause`, until `resume`: a file read ahead, held for its parse turn, or a chunk being parsed), none
 * is spent: a file held behind stalled ones timed out unread, its server blameless, at one thread
 * count and not at another. `clear` ends it for good.
 */
export interface HttpDeadline {
  signal: AbortSignal;
  pause(): void;
  resume(): void;
  clear(): void;
}

export function startDeadline(ms: number, url: () => string, answered: () => boolean): HttpDeadline {
  const controller = new AbortController();
  let left = ms;
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleared = false;
  const resume = (): void => {
    if (cleared || since !== null) return;
    since = steadyNow();
    const passed = (): void =>
      controller.abort(sourceError('http-deadline', { url: url(), ms, waiting: answered() ? 'data' : 'answer' }));
    timer = setTimeout(passed, Math.max(0, left));
  };
  const pause = (): void => {
    if (since === null) return;
    left -= steadyNow() - since;
    since = null;
    clearTimeout(timer);
  };
  resume();
  return {
    signal: controller.signal,
    pause,
    resume,
    clear: () => {
      pause();
      cleared = true;
    },
  };
}
