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
