/**
 * Resolves after a turn of the event loop (setImmediate runs after its poll phase): the timers, I/O and
 * messages waiting meanwhile (a worker's stop or cancel from its pool, a renderer's call) are handled
 * first, where a chain of promises alone would run on before them.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
