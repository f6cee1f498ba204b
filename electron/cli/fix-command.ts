import { writeJson } from './write-json';
import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { hasProjectExtension } from '../../shared/project-file';
import { formatPlace } from '../../shared/problems';
import { reviewLastmods, type LastmodFix, type LastmodLeft } from '../../shared/site-check/lastmod-truth';
import { SiteCheckResults } from '../../shared/site-check/site-check-results';
import { openColumnarProject } from '../engine';
import { atArgumentPlace } from './bad-argument';
import { EXIT, parseCommandLine, usageError, type CliIo } from './cli-io';
import { projectOutPath } from './project-out';
import { savedCopyId } from './saved-copy-id';
import { saveCommandProject } from './save-command-project';
import { knownHistory } from '../../shared/site-check/carry-history';
import { defaultThreads, mostWorkersSaid, threadsFrom } from './threads-option';

/** `fix`'s usage, in the active language. */
export const fixUsage = (): string => t('cli.fix.usage', { threads: defaultThreads() });

/**
 * `sitemap-studio fix <project> --lastmod --out <project>`: each row's lastmod the project's content
 * checks know to be untrue set to when its content last really changed (reviewLastmods, as the app's
 * "Make lastmod true"), each change printed, then each lastmod doubted but left (and why) and how many
 * agree or were not judged; the project written atomically.
 */
export async function runFix(args: readonly string[], io: CliIo, now: () => number = Date.now): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    { lastmod: { type: 'boolean' }, out: { type: 'string' }, json: { type: 'boolean' }, threads: { type: 'string' } },
    fixUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, fixUsage());
  const { values, positionals } = parsed;
  const [path] = positionals;
  if (positionals.length !== 1 || path === undefined || !hasProjectExtension(path))
    return fail(t('cli.fix.needsProject'));
  if (!values.lastmod) return fail(t('cli.fix.needsWhat'));
  if (!values.out) return fail(t('cli.fix.needsOut'));
  const threads = threadsFrom(values.threads);
  if (typeof threads === 'string') return fail(threads);
  // The project opens and saves on at most as many project workers as --threads says; unsaid, as a project opens and saves.
  const workers = mostWorkersSaid(values.threads, threads);
  // Always a project file: `--out sitemap.xml` wrote a project over a sitemap of that name.
  const out = projectOutPath(values.out);
  const { signal } = io;

  const { project, identity } = await atArgumentPlace(path, () =>
    openColumnarProject(path, signal, { workersUnlessTold: workers }),
  );
  // Written to another file, a copy: another project (savedCopyId).
  project.id = await savedCopyId(project.id, path, out);
  // No content history at all: "every lastmod agrees" would be said of lastmods nothing judged.
  if (!project.siteChecks.some((check) => knownHistory(check) !== undefined)) {
    io.err(`${t('cli.fix.noHistory', { path })}\n`);
    return EXIT.problems;
  }
  const checks = new SiteCheckResults();
  checks.add(project.siteChecks);
  const { fixes, left, agreeing, unjudged, unread } = reviewLastmods(project.tables, (loc) => checks.get(loc), now());
  signal?.throwIfAborted(); // Ctrl-C while the fixes were found: nothing is written
  for (const fix of fixes) project.tables[fix.table]!.rows.setCell(fix.row, 'lastmod', fix.to);
  const readFrom = { path, identity };
  await saveCommandProject(project, { out, outArgument: `--out ${values.out}`, readFrom, signal, workers });

  const named = <T extends LastmodFix | LastmodLeft>(item: T) => ({
    ...item,
    table: project.tables[item.table]!.name,
    row: item.row + 1,
  });
  if (values.json) {
    writeJson(io, { out, changes: fixes.map(named), left: left.map(named), agreeing, unjudged, unread });
    return EXIT.ok;
  }
  const place = (item: LastmodFix | LastmodLeft): string =>
    formatPlace({ table: project.tables[item.table]!.name, row: item.row + 1 });
  for (const fix of fixes) io.out(`${t('cli.fix.change', { ...fix, place: place(fix) })}\n`);
  // What it doubts but cannot date, each named with why, then what it found true and what it could not judge.
  for (const item of left) io.out(`${t(`cli.fix.left.${item.code}`, { ...item, place: place(item) })}\n`);
  // Nothing set and nothing doubted; doubts left are not "nothing untrue".
  if (fixes.length === 0 && left.length === 0) io.out(`${t('cli.fix.none')}\n`);
  const counted = (key: 'cli.fix.agreeing' | 'cli.fix.unjudged' | 'cli.fix.unread', n: number): string =>
    t(key, { n: formatCount(n) }, { count: n });
  if (agreeing > 0) io.out(`${counted('cli.fix.agreeing', agreeing)}\n`);
  if (unjudged > 0) io.out(`${counted('cli.fix.unjudged', unjudged)}\n`);
  if (unread > 0) io.out(`${counted('cli.fix.unread', unread)}\n`);
  io.out(`${t('cli.fix.written', { n: formatCount(fixes.length), path: out }, { count: fixes.length })}\n`);
  return EXIT.ok;
}
