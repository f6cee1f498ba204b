/** Runs the tasks given to it with at most `limit` running at once, the rest waiting in order. */
export function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, so none can overtake it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
