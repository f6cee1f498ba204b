/**
 * The serial fraction a speed-up on `threads` implies (Amdahl: speed-up = 1 / (s + (1 - s) / n)) and
 * what it projects for 16 threads.
 */
export function amdahl(speedUp: number, threads: number): string {
  if (threads < 2) return 'no projection from one thread';
  const serial = serialFraction(speedUp, threads);
  return `serial fraction ${(serial * 100).toFixed(0)}%, projected speed-up on 16 threads ${amdahlSpeedUp(serial, 16).toFixed(1)}x`;
}

/** The serial fraction (0…1) a speed-up on `threads` implies. */
export const serialFraction = (speedUp: number, threads: number): number =>
  Math.min(1, Math.max(0, (threads / speedUp - 1) / (threads - 1)));

/** The speed-up on `threads` of work whose `serial` fraction runs on one thread. */
export const amdahlSpeedUp = (serial: number, threads: number): number => 1 / (serial + (1 - serial) / threads);

/** One round's times of the same work on one core and on `threads`, and its floor, all measured in that round. */
export interface ScalingRound {
  one: number;
  all: number;
  floor: number;
}

/**
 * The 16-core projection (× the floor) of each round on its own, lowest–highest. On 2 cores the
 * projection is 1.875·T2 − 0.875·T1, so a two-core run 1 % slower moves it some 5 %: the medians'
 * projection is best read next to how far the rounds' go.
 */
export function projectionsOfRounds(rounds: readonly ScalingRound[], threads: number): string {
  if (rounds.length < 2 || threads < 2) return '';
  const each = rounds.map(({ one, all, floor }) => one / amdahlSpeedUp(serialFraction(one / all, threads), 16) / floor);
  return `, each round's own ${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)}`;
}
