// Transparent huge pages for the command line's large buffers. Where Linux gives them only to memory
// that asks for them (THP "madvise", as on the virtual machines we measure on), each 4 KiB page a
// buffer first touches is a fault of its own, and a fault there costs some 60 times a page written
// again; glibc's malloc asks for huge pages when GLIBC_TUNABLES says glibc.malloc.hugetlb=1 (glibc
// 2.35 and later), which it reads only as the process starts. So a command that moves a whole site's
// bytes runs again at once in a child with it set: `export <project>` of 1M URLs then faults half as
// often and took 8 % less time on 2 cores, the child's start (~0.09 s) included (#29). Since its
// workers write the opened rows in place, an export of a project no longer gains (below).
const { readFileSync } = require('node:fs');
const { parseArgs } = require('node:util');

const TUNABLE = 'glibc.malloc.hugetlb=1';
/**
 * The commands bin/sitemap-studio.js runs again for it: those that read or write a whole set of
 * sitemaps, an export of a project excepted (exportsAProject). `fix` and `hreflang` are run again by the CLI itself, with a heap sized to the machine,
 * and ask for huge pages there (electron/cli/machine-sized-heap.ts): one relaunch, not two.
 */
const STREAMING_COMMANDS = new Set(['import', 'validate', 'export']);

/** The system's THP mode (always, madvise, never), or null where there is none to read (not Linux). */
function hugePageMode(read = () => readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'latin1')) {
  try {
    return /\[(\w+)\]/.exec(read())?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The glibc this process runs on ("2.36"), or null where it runs on none (musl) or cannot tell; ~6 ms. */
function glibcVersion(report = process.report) {
  const excluded = report.excludeNetwork;
  report.excludeNetwork = true; // the report's slowest part, and not needed here
  try {
    return report.getReport().header.glibcVersionRuntime ?? null;
  } catch {
    return null;
  } finally {
    report.excludeNetwork = excluded;
  }
}

/** Whether glibc `version` reads glibc.malloc.hugetlb (2.35 and later). */
const readsHugetlb = (version) => {
  const [major, minor] = String(version).split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 35);
};

/** A command line's arguments once `--lang` and its value are taken out, as the CLI reads them. */
function withoutLanguage(args) {
  const rest = [];
  for (let at = 0; at < args.length; at++) {
    if (args[at] === '--lang') at += 1;
    else if (!args[at].startsWith('--lang=')) rest.push(args[at]);
  }
  return rest;
}

/** The command a command line runs, as the CLI reads it: its first argument once `--lang` and its value are taken out. */
const commandOf = (args) => withoutLanguage(args)[0] ?? null;

/** shared/protocol.ts's PROJECT_FILE_EXTENSION, which this plain script cannot load (a test holds them alike). */
const PROJECT_FILE_EXTENSION = '.sitemapstudio';

/**
 * export's options that take a value: electron/cli/export-options.ts's EXPORT_OPTIONS of type string,
 * which this plain script cannot load (a test holds them alike).
 */
const EXPORT_VALUE_OPTIONS = new Set([
  'out',
  'base-url',
  'max-bytes',
  'max-urls',
  'pattern',
  'index-name',
  'xsl',
  'threads',
  'deadline',
  'max-files',
]);

/**
 * The sources (positionals) of `export`'s arguments, as the CLI's parseArgs reads them: its options
 * that take a value take the argument after them, any other option is a flag here.
 */
const exportSources = (args) =>
  parseArgs({
    args,
    options: Object.fromEntries([...EXPORT_VALUE_OPTIONS].map((name) => [name, { type: 'string' }])),
    strict: false,
    allowPositionals: true,
  }).positionals;

/**
 * Whether a command line exports a lone project file, as export-options.ts's loneProject tells one:
 * it opens the project into columns that its workers write in place, and huge pages no longer pay
 * for a second start there. The built CLI, 1M rows, interleaved rounds: 2 cores 1.78 s as it is,
 * 1.77-1.81 s in huge pages, 1.88-1.97 s run again for them (20 rounds); one core 3.17, 3.25 and
 * 3.41 s (5). A project among other sources streams, as a set does.
 */
function exportsAProject(args) {
  const [command, ...rest] = withoutLanguage(args);
  if (command !== 'export') return false;
  const sources = exportSources(rest);
  return sources.length === 1 && sources[0].toLowerCase().endsWith(PROJECT_FILE_EXTENSION);
}

/**
 * `env` with huge pages asked for, or null where they would not be given, or are settled already:
 * not Linux, THP given to all memory already or to none, a C library that does not read the tunable
 * (musl, glibc before 2.35), or GLIBC_TUNABLES saying anything of hugetlb (the person's own choice,
 * or a relaunch's).
 */
function hugePagesEnv(env = process.env, platform = process.platform, mode = hugePageMode, glibc = glibcVersion) {
  if (platform !== 'linux') return null;
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (/(^|:)glibc\.malloc\.hugetlb=/.test(tunables) || mode() !== 'madvise') return null;
  const version = glibc();
  if (version === null || !readsHugetlb(version)) return null;
  return { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${TUNABLE}` : TUNABLE };
}

/** The environment bin/sitemap-studio.js runs `args` again with, or null where it runs them itself. */
const streamingRelaunchEnv = (args, env = process.env) =>
  STREAMING_COMMANDS.has(commandOf(args)) && !exportsAProject(args) ? hugePagesEnv(env) : null;

module.exports = {
  EXPORT_VALUE_OPTIONS,
  PROJECT_FILE_EXTENSION,
  commandOf,
  exportSources,
  exportsAProject,
  glibcVersion,
  hugePageMode,
  hugePagesEnv,
  streamingRelaunchEnv,
};
