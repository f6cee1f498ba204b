import { parseArgs } from 'node:util';
import { packageVersion } from '../engine/app-info';
import { BadArgumentError } from './bad-argument';
import { runCheck } from './check-command';
import { EXIT, type CliIo } from './cli-io';
import { runCrawl } from './crawl-command';
import { runExport } from './export-command';
import { runImport } from './import-command';
import { runRobots } from './robots-command';
import { runValidate } from './validate-command';

export { EXIT, type CliIo } from './cli-io';

type Command = (args: readonly string[], io: CliIo) => Promise<number>;

/** One function per command, each parsing its own options. */
const COMMANDS: Record<string, Command> = {
  import: runImport,
  validate: runValidate,
  export: runExport,
  robots: runRobots,
  check: runCheck,
  crawl: runCrawl,
};

export const USAGE = `Usage: sitemap-studio <command> [options]

Sitemap Studio's engine from a terminal: the same import, validation and export as the app.

Options:
  -h, --help       Show this help and exit
  -v, --version    Print the version and exit

Commands:
  import <source...>   Read sitemaps, indexes, text sitemaps and robots.txt files from files,
                       folders and URLs; print a summary and the problems
  validate <source...> Check every URL against the protocol and Google's rules
  export <source...>   Write split, gzipped sitemaps and an index into a folder, all or nothing
  robots <robots.txt> <url...>
                       Say whether a crawler may fetch each URL, and which line decides
  check <source...>    Fetch every listed URL, politely: not found, redirects, noindex,
                       canonicals elsewhere, robots.txt blocks, slow answers
  crawl <home-url>     Follow a site's links politely from its home page; with --compare, the
                       indexable pages a sitemap misses and the listed URLs no link reaches

Run a command with --help for its options.
`;

/** A command whose argument turned out unusable (a folder for a file, an empty source) exits 2 with a message naming it. */
async function runCommand(run: Command, args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    if (io.signal?.aborted && (error as Error).name === 'AbortError') {
      io.err('Cancelled: nothing was written, and temp files were removed.\n');
      return EXIT.interrupted;
    }
    if (!(error instanceof BadArgumentError)) throw error;
    io.err(`${error.message}\n`);
    return EXIT.usage;
  }
}

/** Runs one command line and returns the exit code: 0 fine, 1 problems, 2 bad arguments. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const run = args[0] !== undefined ? COMMANDS[args[0]] : undefined;
  if (run) return runCommand(run, args.slice(1), io);
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
