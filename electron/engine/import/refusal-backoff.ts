/**
 * How long a host that refuses reads (429 or 503) is left alone, and when it is given up. The pause
 * doubles with each refusal in a row, from the import's pause to the cap (2, 4, 8, 15 s by default),
 * so a rate limit that sends no Retry-After is met at its own pace: a server letting one request
 * through every 30 s is read, slowly, where a fixed 2 s pause spent every read in seconds. A
 * Retry-After lengthens a pause, never shortens it.
 *
 * What is counted is refusals at the cap: below it the host is still being found out, not failing.
 * A file is read again after every pause until it was refused FILE_REFUSALS_AT_CAP times at the cap
 * (so its reads are not spent in the first seconds). Its host is given up once the reads of
 * FILES_REFUSED_TO_GIVE_UP files in a row were refused at the cap with no read let through between
 * them, or of FILES_REFUSED_TO_GIVE_UP_SERVING files where it did let a read through since its first
 * refusal: such a host limits its rate or refuses some files of its own, and its other files are
 * still read (giving it up after two such files lost every file after them). Either way one of
 * those files must have been refused at the cap on its first read: a file refused for good, where
 * the host let no read through since its first refusal, has a file not yet asked read next
 * (HostLimiter), so a section of files it refuses for good, listed first and asked together before
 * its first refusal, does not give up a host that serves the rest. By default a host
 * refusing everything is given up after 2 + 4 + 8 + 15 × 6 = 104 s of pauses (its first reads sent
 * together, then 9 one at a time), and a rate of one read every 44 s is still read (a file's reads
 * come 0, 2, 6, 14, 29 and 44 s after its first).
 */

/** Reads of one file refused at the cap before it fails. */
export const FILE_REFUSALS_AT_CAP = 2;

/** Files in a row failed refused at the cap that make a host one refusing every read. */
export const FILES_REFUSED_TO_GIVE_UP = 3;

/**
 * The same for a host that let a read through since its first refusal: files read ahead are asked in
 * any order, so three it refuses for good can come in a row with its good files still to be asked.
 */
export const FILES_REFUSED_TO_GIVE_UP_SERVING = 8;

/**
 * Files in a row whose refusal asked to wait beyond the cap (a Retry-After over it) that give their
 * host up: one such file may be the server's own case (a file it rebuilds, a broken backend) while it
 * serves the others; a second in a row (in the order asked), with no read asked between them let
 * through, is the whole host asking. A read asked after the first of them and still under way is
 * waited for: the refusals come back at once, a file served takes its time (HostLimiter).
 */
export const ASKED_TOO_LONG_TO_GIVE_UP = 2;

/** The first pause (the import's retryDelayMs) and the longest (retryWaitCapMs). */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

/** The pause after the `step`-th refusal in a row (from 1): the first pause doubled per step, at most the cap. */
export function backoffMs(step: number, { baseMs, capMs }: Backoff): number {
  // A pause of 0 would never double to the cap: 1 ms is where it starts.
  return Math.min(capMs, Math.max(baseMs, 1) * 2 ** (Math.max(step, 1) - 1));
}

/** The step whose pause is the cap: a refusal after it was asked after a pause at the cap. */
export function stepsToCap(backoff: Backoff): number {
  let step = 1;
  while (backoffMs(step, backoff) < backoff.capMs) step++;
  return step;
}

/** Reads refused at the cap in a row, no read let through between them, that give a host up (`served`: see above). */
export function refusalsAtCapToGiveUp(served: boolean): number {
  return (served ? FILES_REFUSED_TO_GIVE_UP_SERVING : FILES_REFUSED_TO_GIVE_UP) * FILE_REFUSALS_AT_CAP;
}

/** The refusals in a row (steps) at which a host refusing every read is given up. */
export function stepsToGiveUp(backoff: Backoff): number {
  return stepsToCap(backoff) + refusalsAtCapToGiveUp(false);
}
