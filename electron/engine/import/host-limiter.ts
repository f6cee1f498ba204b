import { setMaxListeners } from 'node:events';
import { MAX_TIMER_MS } from '../timer-limit';
import { steadyNow } from '../steady-now';
import {
  ASKED_TOO_LONG_TO_GIVE_UP,
  backoffMs,
  FILE_REFUSALS_AT_CAP,
  refusalsAtCapToGiveUp,
  stepsToCap,
  type Backoff,
} from './refusal-backoff';

/**
 * Why a host's files are no longer asked for: it refused every read, asked to wait longer than the
 * import waits, or stopped answering (its reads timed out).
 */
export type HostGivenUp =
  | { why: 'refusing'; refusals: number; capMs: number }
  | { why: 'asked-too-long'; askedMs: number; capMs: number }
  | { why: 'not-answering'; timeouts: number };

/**
 * Reads in a row that timed out (no answer, or a body that stopped coming, in its time) that give
 * their host up, or two rounds of the reads a host has at once where those are more than four.
 * A host that takes connections and never answers cost each of its files the whole wait, four at a
 * time: an index of 5,000 such sitemaps took ten hours. A read answered that was asked after one
 * that timed out shows the host serves, whichever ended first: that timeout is not counted (a host
 * with slow files among many good ones is read whole).
 */
export const TIMEOUTS_TO_GIVE_UP = 8;

/**
 * How the host took a refused read: the pause it now has, whether the refusal came after a pause at
 * the cap, and whether that was the file's last (FILE_REFUSALS_AT_CAP): it is not read again.
 */
export interface Refused {
  waitMs: number;
  atCap: boolean;
  forGood: boolean;
}

/** One read's turn on its host, through which it says how the host answered. */
export interface HostTurn {
  /**
   * A 429 or 503 (`askedMs`: its Retry-After, if any; `fileRefusedAtCap`: the file's reads refused at
   * the cap before): the host pauses, longer with each refusal in a row.
   */
  refused(askedMs: number | null, fileRefusedAtCap: number): Refused;
  /**
   * A Retry-After beyond the cap: the host is read one file at a time, and from the second such file in a
   * row (in the order they were asked), its files not yet asked for are not asked for.
   */
  askedTooLong(askedMs: number): void;
  /** Answered with the file or a lasting failure (not a passing one): the host takes reads again as before its refusals. */
  answered(): void;
  /** No answer, or a body that stopped coming, in the read's time: from TIMEOUTS_TO_GIVE_UP in a row the host is given up. */
  timedOut(): void;
}

/** One host's turns: how many may run at once, how many do, who waits, and when it may be asked again. */
interface HostTurns {
  limit: number;
  running: number;
  /** Tasks waiting for a turn (`again`: a file read again), each woken with the turn already counted as its own. */
  waiting: Array<{ wake: () => void; again: boolean }>;
  /** When the host may be asked again (a refusal's pause), on the steady clock (steadyNow). */
  pausedUntil: number;
  /** Wakes the waiting tasks at the end of the pause. */
  timer: NodeJS.Timeout | null;
  /** Its reads refused since one was last answered, those sent together counted each. */
  refusalsInARow: number;
  /** Refusals in a row as the backoff counts them: reads sent together before the first answer count once. */
  step: number;
  /** Changes with each step and its reset: a read sent in an older one answers for a host state since left. */
  generation: number;
  /**
   * Reads refused at the cap since a read was let through (whenever it was sent: a read the host
   * answered proves it serves, even one that does not start its pause again), and whether one was let
   * through since its first refusal (refusalsAtCapToGiveUp).
   */
  refusedAtCap: number;
  /**
   * Whether one of those was a file's first read: files refused for good all read before the host's
   * first refusal (sent together, or in line to be read again first) do not show it refuses every file.
   */
  firstReadAtCap: boolean;
  /** A file was refused for good by a host that let no read through since its first refusal: a file not yet asked goes next. */
  firstReadNext: boolean;
  /** Turns given so far: a turn's number is its read's place in the order the host was asked. */
  sent: number;
  /** The numbers of the turns under way. */
  underWay: Set<number>;
  /**
   * The numbers of the reads that asked to wait beyond the cap with no read asked after them let
   * through (ASKED_TOO_LONG_TO_GIVE_UP), and the last wait asked.
   */
  askedTooLong: number[];
  lastAskedMs: number;
  /** The numbers of the reads that timed out with no read asked after them answered (TIMEOUTS_TO_GIVE_UP). */
  timedOutTurns: number[];
  /** The highest number of a read answered or refused: a read asked before it that times out is not counted. */
  answeredUpTo: number;
  sinceFirstRefusal: 'not-refused' | 'refused' | 'served';
  givenUp: HostGivenUp | null;
}

/**
 * Runs at most `limit` tasks at once per host; the others wait their turn, first come first served
 * (a file read again before them). From a host's first refusal (a 429 or 503, with or without
 * Retry-After) its limit drops to one: reads let go together met its rate limit at once and were
 * refused again (nginx allowing 2 requests a second, an index of 60 sitemaps: 58 read). A paused
 * host gives no turn until its pause ends (refusal-backoff.ts: doubling per refusal in a row, never
 * shorter than a Retry-After), so the file read again after it, first in line, is the first request
 * it gets. A host given up lets every task through at once, to find it so without a request.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostTurns>();

  constructor(
    private readonly limit: number,
    private readonly backoff: Backoff,
  ) {}

  /**
   * Runs `task` in `host`'s turn (a cancel, `signal`, ends the wait for it at once: the task then
   * runs to see it). `again`: a file read again, which goes before the files waiting for their first read.
   */
  async run<T>(host: string, task: (turn: HostTurn) => Promise<T>, signal?: AbortSignal, again = false): Promise<T> {
    const turns = this.turnsOf(host);
    if (turns.waiting.length === 0 && this.free(turns, steadyNow())) turns.running++;
    else await this.inLine(turns, again, signal);
    if (!again) turns.firstReadNext = false;
    const number = turns.sent++;
    turns.underWay.add(number);
    try {
      return await task(this.turnIn(turns, number, again));
    } finally {
      turns.underWay.delete(number);
      this.judgeRows(turns);
      turns.running--;
      this.wake(turns);
    }
  }

  /** Why `host`'s files are no longer asked for; null while they are. */
  givenUp(host: string): HostGivenUp | null {
    return this.hosts.get(host)?.givenUp ?? null;
  }

  private turnIn(turns: HostTurns, number: number, again: boolean): HostTurn {
    const sentIn = turns.generation;
    const { backoff } = this;
    return {
      refused: (askedMs, fileRefusedAtCap) => {
        turns.limit = 1;
        turns.refusalsInARow++;
        // A read sent with others before the first of them was refused is not a further step.
        const step = sentIn === turns.generation;
        if (step) {
          turns.step++;
          turns.generation++;
        }
        const waitMs = Math.max(askedMs ?? 0, backoffMs(turns.step, backoff));
        const atCap = step && turns.step > stepsToCap(backoff);
        const forGood = atCap && fileRefusedAtCap + 1 >= FILE_REFUSALS_AT_CAP;
        if (atCap) turns.refusedAtCap++;
        this.servedSince(turns, number);
        if (atCap && !again) turns.firstReadAtCap = true;
        if (turns.sinceFirstRefusal === 'not-refused') turns.sinceFirstRefusal = 'refused';
        if (forGood && turns.sinceFirstRefusal === 'refused') turns.firstReadNext = true;
        const served = turns.sinceFirstRefusal === 'served';
        if (turns.firstReadAtCap && turns.refusedAtCap >= refusalsAtCapToGiveUp(served))
          turns.givenUp ??= { why: 'refusing', refusals: turns.refusalsInARow, capMs: backoff.capMs };
        else turns.pausedUntil = Math.max(turns.pausedUntil, steadyNow() + waitMs);
        return { waitMs, atCap, forGood };
      },
      askedTooLong: (askedMs) => {
        // A 429 or 503 as any other: the reads let go together may be what the host is refusing.
        turns.limit = 1;
        turns.askedTooLong.push(number);
        turns.lastAskedMs = askedMs;
      },
      answered: () => {
        turns.refusedAtCap = 0;
        turns.firstReadAtCap = false;
        turns.firstReadNext = false;
        // Let through after them in the order asked: those asked before were not in a row.
        turns.askedTooLong = turns.askedTooLong.filter((asked) => asked > number);
        this.servedSince(turns, number);
        if (turns.sinceFirstRefusal === 'refused') turns.sinceFirstRefusal = 'served';
        if (sentIn !== turns.generation) return;
        turns.refusalsInARow = 0;
        if (turns.step > 0) turns.generation++;
        turns.step = 0;
      },
      timedOut: () => {
        if (number > turns.answeredUpTo) turns.timedOutTurns.push(number);
      },
    };
  }

  /** Read `number` was answered (or refused): the host serves, and timeouts of reads asked before it are not in a row. */
  private servedSince(turns: HostTurns, number: number): void {
    turns.answeredUpTo = Math.max(turns.answeredUpTo, number);
    turns.timedOutTurns = turns.timedOutTurns.filter((late) => late > number);
  }

  /**
   * Gives the host up once TIMEOUTS_TO_GIVE_UP reads (or twice the reads it has at once, if more)
   * timed out with none asked after them answered, or ASKED_TOO_LONG_TO_GIVE_UP in a row (in the
   * order asked) asked to wait beyond the cap, but not while a read asked after the first of those
   * is under way: answered, it would show the host serves (reads answer in any order; a refusal
   * comes back at once). Timeouts wait for none: a host's free turns are taken again as each read
   * times out, so one is always under way.
   */
  private judgeRows(turns: HostTurns): void {
    if (turns.givenUp !== null) return;
    if (turns.timedOutTurns.length >= Math.max(TIMEOUTS_TO_GIVE_UP, 2 * this.limit)) {
      turns.givenUp = { why: 'not-answering', timeouts: turns.timedOutTurns.length };
      return;
    }
    const [first] = turns.askedTooLong;
    if (first === undefined || turns.askedTooLong.length < ASKED_TOO_LONG_TO_GIVE_UP) return;
    for (const number of turns.underWay) if (number > first) return;
    turns.givenUp = { why: 'asked-too-long', askedMs: turns.lastAskedMs, capMs: this.backoff.capMs };
  }

  private turnsOf(host: string): HostTurns {
    let turns = this.hosts.get(host);
    if (turns === undefined) {
      turns = {
        limit: this.limit,
        running: 0,
        waiting: [],
        pausedUntil: 0,
        timer: null,
        refusalsInARow: 0,
        step: 0,
        generation: 0,
        refusedAtCap: 0,
        firstReadAtCap: false,
        firstReadNext: false,
        sent: 0,
        underWay: new Set(),
        askedTooLong: [],
        lastAskedMs: 0,
        timedOutTurns: [],
        answeredUpTo: -1,
        sinceFirstRefusal: 'not-refused',
        givenUp: null,
      };
      this.hosts.set(host, turns);
    }
    return turns;
  }

  /** Whether a task may start now (on the steady clock): a turn is free and the host is not paused. */
  private free(turns: HostTurns, now: number): boolean {
    return turns.running < turns.limit && (turns.givenUp !== null || now >= turns.pausedUntil);
  }

  /** Waits in line for a turn; a cancel takes the task out of the line and gives it a turn at once. */
  private inLine(turns: HostTurns, again: boolean, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const cancelled = (): void => {
        turns.waiting = turns.waiting.filter((item) => item.wake !== woken);
        turns.running++;
        this.wake(turns);
        resolve();
      };
      const woken = (): void => {
        signal?.removeEventListener('abort', cancelled);
        resolve();
      };
      if (signal?.aborted) return cancelled();
      // A file in line listens for the import's cancel until its turn: an index of thousands on one
      // host has thousands in line, which is no leak (each goes with its turn), so Node's warning is not said.
      if (signal) setMaxListeners(0, signal);
      signal?.addEventListener('abort', cancelled, { once: true });
      if (again) turns.waiting.unshift({ wake: woken, again });
      else turns.waiting.push({ wake: woken, again });
      this.wake(turns);
    });
  }

  /**
   * Hands the free turns to the tasks waiting, in order (but firstReadNext's file not yet asked); while
   * the host is paused, none until the pause ends, when a timer wakes them. The clock is read once:
   * read again for the wait, a pause found not over by the first reading could be over by the second
   * (a timer fires a little early by the steady clock, and a busy machine runs something else between
   * the two), and neither was a task woken nor a timer set: the host's files waited for ever.
   */
  private wake(turns: HostTurns): void {
    const now = steadyNow();
    while (turns.waiting.length > 0 && this.free(turns, now)) {
      turns.running++;
      const first = turns.firstReadNext ? turns.waiting.findIndex((item) => !item.again) : 0;
      turns.waiting.splice(Math.max(first, 0), 1)[0]!.wake();
    }
    // Nobody left to wake: the timer must not hold the process (a cancelled import's, a host given up) for the rest of the pause.
    if (turns.waiting.length === 0 && turns.timer !== null) {
      clearTimeout(turns.timer);
      turns.timer = null;
    }
    const left = turns.pausedUntil - now;
    if (turns.waiting.length > 0 && left > 0 && turns.timer === null && turns.givenUp === null) {
      // A pause beyond setTimeout's longest wait wakes early and waits again for the rest.
      turns.timer = setTimeout(
        () => {
          turns.timer = null;
          this.wake(turns);
        },
        Math.min(left, MAX_TIMER_MS),
      );
    }
  }
}
