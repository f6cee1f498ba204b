/** How far a stepped piece of work has come, for a progress bar: it sets `total` first, then counts `done` up to it. */
export interface StepProgress {
  done: number;
  total: number;
}

/** A stepped piece of work (a generator that pauses between steps) run to its end at once. */
export function runSteps<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `steps` as they are, calling `onPause` at each pause (before it is taken): to show progress. */
export function* withEachPause<R>(steps: Generator<void, R, void>, onPause: () => void): Generator<void, R, void> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    onPause();
    yield;
  }
}

/**
 * A stepped piece of work run to its end on this thread, letting the event loop run at least every
 * `sliceMs` (a Ctrl-C's handler, a progress timer): `signal`, once aborted, stops it there with its
 * AbortError. For a command line, where nothing else would break a long step up.
 */
export async function runStepsListening<R>(
  steps: Generator<void, R, void>,
  signal?: AbortSignal,
  sliceMs = 50,
): Promise<R> {
  let since = Date.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (Date.now() - since < sliceMs) continue;
    await new Promise((resolve) => setTimeout(resolve, 0));
    signal?.throwIfAborted();
    since = Date.now();
  }
}
