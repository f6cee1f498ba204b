import { parseArgs } from 'node:util';
import { packageVersion } from '../engine/app-info';

/** Where the CLI writes; injected so tests read what a person would see. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export const USAGE = `Usage: sitemap-studio <command> [options]

Sitemap Studio's engine from a terminal: the same import, validation and export as the app.

Options:
  -h, --help       Show this help and exit
  -v, --version    Print the version and exit

Commands arrive with the engine's capabilities (import, validate, export, robots).
`;

/** Runs one command line and returns the exit code: 0 fine, 1 problems, 2 bad arguments. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed.values.version) {
    io.out(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') {
    io.out(USAGE);
    return EXIT.ok;
  }
  io.err(`Unknown command "${command}".\n\n${USAGE}`);
  return EXIT.usage;
}
