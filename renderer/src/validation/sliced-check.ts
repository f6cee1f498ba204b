import type { ProblemCollector } from '../../../shared/validation/problem-collector';
import { checkTablesInSteps, type NamedRows, type RowContext } from '../../../shared/validation/validate-rows';

/**
 * Page time a slice of the whole-project check takes before it gives the page back: well inside a
 * frame, so typing and scrolling stay smooth while ten million rows are checked.
 */
const SLICE_MS = 8;

/**
 * Gives the page back until its next task: a message to itself, not a timer, which the browser
 * delays by 4 ms once timers nest (a quarter of the check's time, at 8 ms slices).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The whole-project check, on the page a slice at a time over the tables' own rows: no copy of the
 * rows anywhere, whatever their number. Between slices the rows may change; `wanted` is asked after
 * each pause, and once it says no the check stops, gives its memory back and resolves to null (a
 * newer check follows). `more`: further steps into the same collector (the site check's findings).
 */
export function checkInSlices<C extends ProblemCollector>(
  tables: readonly NamedRows[],
  context: RowContext,
  collector: C,
  wanted: () => boolean,
  pause: () => Promise<void> = nextTask,
  more?: Generator<void, void, void>,
): Promise<C | null> {
  function* steps(): Generator<void, C, void> {
    const found = yield* checkTablesInSteps(tables, context, collector);
    if (more) yield* more;
    return found;
  }
  return runInSlices(steps(), wanted, pause);
}

/** Runs `steps` a slice of page time at a time, as checkInSlices does; null when `wanted` said no. */
export async function runInSlices<R>(
  steps: Generator<void, R, void>,
  wanted: () => boolean,
  pause: () => Promise<void> = nextTask,
): Promise<R | null> {
  try {
    let sliceStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - sliceStart < SLICE_MS) continue;
      await pause();
      if (!wanted()) return null;
      sliceStart = performance.now();
    }
  } finally {
    steps.return(undefined as R); // ends the check if it stopped early: its finder's memory goes back
  }
}
