/** setTimeout's longest wait (2^31 - 1 ms, about 24.8 days); a longer one fires at once, so it must be chained. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
