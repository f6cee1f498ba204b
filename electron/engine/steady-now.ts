/**
 * Milliseconds on a clock that only goes forward at its pace, for pacing and time limits: a wait is
 * as long as it says whatever the wall clock does meanwhile (set back or ahead by a time sync, or by
 * hand), where Date.now() stretched it by as much as the clock was set back, or ended it at once.
 * Date.now() stays where a wall time is meant (a Retry-After given as an HTTP date, a check's time).
 */
export const steadyNow = (): number => performance.now();
