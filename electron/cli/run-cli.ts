import { parseArgs } from 'node:util';
import { translateMessage as t } from '../../shared/i18n/translator';
import { describeError, isSystemError } from '../../shared/describe-error';
import { packageVersion, removeStaleTempFolders } from '../engine/startup';
import { BadArgumentError, RefusedWorkError } from './bad-argument';
import { argumentError, EXIT, terminalSafe, usageError, type CliIo } from './cli-io';
import { takeLanguage } from './cli-language';
import { withJsonFailure } from './json-failure';

export { EXIT, type CliIo } from './cli-io';

type Command = (args: readonly string[], io: CliIo) => Promise<number>;

/**
 * One function per command, each parsing its own options, and each loaded only when run: a command
 * loads its own modules, not every command's (the process's start is time no other thread shares).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  import: async () => (await import('./import-command')).runImport,
  validate: async () => (await import('./validate-command')).runValidate,
  export: async () => (await import('./export-command')).runExport,
  robots: async () => (await import('./robots-command')).runRobots,
  check: async () => (await import('./check-command')).runCheck,
  crawl: async () => (await import('./crawl-command')).runCrawl,
  diagnose: async () => (await import('./diagnose-command')).runDiagnose,
  fix: async () => (await import('./fix-command')).runFix,
  hreflang: async () => (await import('./hreflang-command')).runHreflang,
};

/** The CLI's usage, in the active language. */
export const usage = (): string => t('cli.main.usage');

/** What the CLI says when asked to stop again while it stops (stop-signals.ts), in the active language. */
export const stoppingText = (): string => t('cli.main.stopping');

/**
 * A command whose argument turned out unusable (a folder for a file, an empty source) exits 2 with a
 * message naming it; one the system stopped (a full disk) exits 1, saying why in one line.
 */
async function runCaught(run: Command, args: readonly string[], io: CliIo): Promise<number> {
  /** Says `message` on stderr (and to a --json reader), and returns `exit`. */
  const told = (message: string, exit: number): number => {
    io.failed?.(message);
    io.err(`${message}\n`);
    return exit;
  };
  try {
    return await run(args, io);
  } catch (error) {
    // Ctrl-C: the work stopped with its AbortError, or a save with its own (nothing replaced).
    const name = (error as Error | null)?.name;
    if (io.signal?.aborted && (name === 'AbortError' || name === 'SaveCancelledError'))
      return told(t('cli.main.cancelled'), EXIT.interrupted);
    // A full disk, a file too large: said in one line (a stack trace helps nobody), the command failed.
    if (isSystemError(error)) return told(t('cli.main.stopped', { reason: describeError(error) }), EXIT.problems);
    // A save the project format cannot hold (a row past its bound), or a project file that does not
    // open (damaged, too new: ProjectFileError, known by name so that every command's start does not
    // load the project code): said in one line, which names the file, nothing saved.
    if (error instanceof RefusedWorkError || (error instanceof Error && error.name === 'ProjectFileError'))
      return told(error.message, EXIT.problems);
    if (!(error instanceof BadArgumentError)) throw error;
    return told(error.message, EXIT.usage);
  }
}

/**
 * Runs one command line and returns the exit code: 0 fine, 1 problems, 2 bad arguments. It speaks
 * the language --lang names, else the terminal's.
 */
export async function runCli(commandLine: readonly string[], given: CliIo): Promise<number> {
  // Asked for JSON, a failure that wrote none (an unknown command, a bad --lang too) is written as JSON.
  const json = withJsonFailure(commandLine, terminalSafe(given));
  const exit = await runLine(commandLine, json.io);
  json.ended(exit);
  return exit;
}

/** runCli's command line, its io already the terminal-safe one. */
async function runLine(commandLine: readonly string[], io: CliIo): Promise<number> {
  const language = takeLanguage(commandLine, io.env ?? {});
  if ('error' in language) return usageError(io, language.error, usage());
  const { args } = language;
  const load = args[0] !== undefined && Object.hasOwn(COMMANDS, args[0]) ? COMMANDS[args[0]] : undefined;
  if (load) {
    // Temp folders a killed run of ours left (marked as ours, their process gone) go while the command
    // runs; the command's end waits for the sweep, so a quick command's exit does not cut it short.
    const sweep = removeStaleTempFolders().catch(() => []);
    try {
      return await runCaught(await load(), args.slice(1), io);
    } finally {
      await sweep;
    }
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      // --json is every command's: beside a command this CLI lacks, that command is what is wrong.
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        json: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError(io, argumentError(error), usage());
  }
  if (parsed.values.version) {
    io.out(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') {
    io.out(usage());
    return EXIT.ok;
  }
  return usageError(io, t('cli.main.unknownCommand', { command }), usage());
}
