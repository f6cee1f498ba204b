import { createParsePool, type ParsePool } from '../import/parse-pool';

/**
 * A parse pool factory whose pool tells `started` once it was asked for as many files as it has
 * workers (each then has been started with its file), on the next turn of the event loop: the
 * streaming CLI starts its pack workers then, so they start while the first files are parsed rather
 * than when the first table is taken, and after the parse workers (from source, starting a worker
 * bundles its code on this thread first).
 */
export function parsePoolTellingStart(
  started: () => void,
  make: (size: number) => ParsePool = createParsePool,
): (size: number) => ParsePool {
  return (size) => {
    const pool = make(size);
    let asked = 0;
    return {
      ...pool,
      parse: (...args) => {
        const parsing = pool.parse(...args);
        if (++asked === Math.max(1, size)) setImmediate(started);
        return parsing;
      },
    };
  };
}
