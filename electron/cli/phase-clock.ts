import type { CliIo } from './cli-io';

/** The environment variable that has a command say when each of its phases ended (for profiling). */
export const PHASES_VARIABLE = 'SITEMAP_STUDIO_PHASES';

/** Notes the end of a named phase. */
export type PhaseClock = (phase: string) => void;

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/**
 * With SITEMAP_STUDIO_PHASES=1 in the environment, writes to stderr when each phase ended: wall time
 * since the process started and CPU of all its threads so far, so the phases' shares can be told apart
 * on a busy machine (CPU) as well as on a quiet one (wall). Otherwise does nothing.
 */
export function phaseClock(io: Pick<CliIo, 'err' | 'env'>): PhaseClock {
  if (!io.env?.[PHASES_VARIABLE]) return () => {};
  return (phase) => {
    const { user, system } = process.cpuUsage();
    io.err(`phase ${phase}: ${seconds(performance.now())} s wall, ${seconds((user + system) / 1000)} s CPU\n`);
  };
}
