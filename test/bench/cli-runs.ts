// A CLI bench's variants run BENCH_CLI_RUNS times each (default 3), interleaved, so that a busy
// moment of the machine falls on every variant alike; their medians are what the bench compares.
import { median, rangeOf, runsFrom } from './measure';

/** One run of the CLI in a child process (cli-stream.ts's exportWithCli). */
export interface CliRun {
  seconds: number;
  /** User and system CPU of all its threads. */
  cpuSeconds: number;
  peakMiB: number;
  /** Minor page faults of the process (/usr/bin/time -v): memory its threads touched for the first time. */
  pageFaults: number;
  cores: number;
  /** When each of its phases ended (SITEMAP_STUDIO_PHASES): wall time and CPU of all its threads since it started. */
  phases: { name: string; wallSeconds: number; cpuSeconds: number }[];
}

/** How many times each variant runs (BENCH_CLI_RUNS, default 3). */
export const cliRunCount = (): number => runsFrom('BENCH_CLI_RUNS');

/** A variant's runs and their medians: wall, CPU, peak RSS and each phase's own wall and CPU (cumulative again). */
export interface RunsOf extends CliRun {
  runs: readonly CliRun[];
}

type Phase = CliRun['phases'][number];

/** Each phase's own share of a figure (from the phase before it), by name. */
const sharesByPhase = (run: CliRun, pick: (phase: Phase) => number): Map<string, number> =>
  new Map(run.phases.map((phase, i) => [phase.name, pick(phase) - (i > 0 ? pick(run.phases[i - 1]!) : 0)]));

/** A phase's own share of a figure in `run` (0 when it has no such phase). */
export const ownShare = (run: CliRun, name: string, pick: (phase: Phase) => number): number =>
  sharesByPhase(run, pick).get(name) ?? 0;

export function mediansOf(runs: readonly CliRun[]): RunsOf {
  // A phase missing from a run would count as 0 in its medians: the runs must agree.
  const names = (run: CliRun): string => run.phases.map((phase) => phase.name).join(', ');
  const unlike = runs.find((run) => names(run) !== names(runs[0]!));
  if (unlike) throw new Error(`The runs ended different phases: ${names(runs[0]!)}; and ${names(unlike)}`);
  const of = (pick: (run: CliRun) => number): number => median(runs.map(pick));
  const walls = runs.map((run) => sharesByPhase(run, (phase) => phase.wallSeconds));
  const cpus = runs.map((run) => sharesByPhase(run, (phase) => phase.cpuSeconds));
  let wall = 0;
  let cpu = 0;
  const phases = runs[0]!.phases.map(({ name }) => {
    wall += median(walls.map((shares) => shares.get(name) ?? 0));
    cpu += median(cpus.map((shares) => shares.get(name) ?? 0));
    return { name, wallSeconds: wall, cpuSeconds: cpu };
  });
  return {
    seconds: of((run) => run.seconds),
    cpuSeconds: of((run) => run.cpuSeconds),
    peakMiB: of((run) => run.peakMiB),
    pageFaults: of((run) => run.pageFaults),
    cores: runs[0]!.cores,
    phases,
    runs,
  };
}

/** The lowest and highest of some figures, " (min–max)" (nothing for one). */
export const rangeIn = (figures: readonly number[], digits = 2): string =>
  figures.length < 2 ? '' : ` (${rangeOf(figures, digits)})`;

/** The lowest and highest of a figure over the runs, " (min–max)" (nothing for one run). */
export const spread = (runs: readonly CliRun[], pick: (run: CliRun) => number, digits = 2): string =>
  rangeIn(runs.map(pick), digits);

/** A round's figures: one run of each variant and each floor measured in the same round. */
export interface Round<Variant extends string, Floor extends string> {
  runs: Record<Variant, CliRun>;
  floors: Record<Floor, number>;
}

/**
 * Runs `round` BENCH_CLI_RUNS times, every variant once a round (a busy moment of the machine falls on
 * all alike): each variant's medians (with its runs) and each floor's figures, in round order.
 */
export async function inRounds<Variant extends string, Floor extends string>(
  round: (round: number) => Promise<Round<Variant, Floor>>,
): Promise<{ runs: Record<Variant, RunsOf>; floors: Record<Floor, number[]> }> {
  const rounds: Round<Variant, Floor>[] = [];
  for (let at = 0; at < cliRunCount(); at++) rounds.push(await round(at));
  const gathered = <Key extends string, Figure, Out>(
    pick: (one: Round<Variant, Floor>) => Record<Key, Figure>,
    sum: (figures: Figure[]) => Out,
  ): Record<Key, Out> => {
    const keys = Object.keys(pick(rounds[0]!)) as Key[];
    return Object.fromEntries(keys.map((key) => [key, sum(rounds.map((one) => pick(one)[key]))])) as Record<Key, Out>;
  };
  return {
    runs: gathered((one) => one.runs, mediansOf),
    floors: gathered(
      (one) => one.floors,
      (all) => all,
    ),
  };
}
