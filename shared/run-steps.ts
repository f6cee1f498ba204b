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
