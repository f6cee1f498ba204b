import { appendAll } from '../../shared/append-all';
import { writeJson } from './write-json';
import { formatCount } from '../../shared/format';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { alternateLinkProblemsInSteps } from '../../shared/hreflang/alternate-link-problems';
import { clusterProblemsInSteps } from '../../shared/hreflang/cluster-problems';
import type { LeftConflict } from '../../shared/hreflang/complete-all-clusters';
import { completeAllClustersInSteps } from '../../shared/hreflang/complete-all-clusters';
import type { AlternatesChange } from '../../shared/hreflang/complete-cluster';
import { findClustersInSteps } from '../../shared/hreflang/hreflang-clusters';
import { runStepsListening } from '../../shared/run-steps';
import { translateMessage as t } from '../../shared/i18n/translator';
import { hasProjectExtension, projectNameOf, type ColumnarProjectData } from '../../shared/project-file';
import { newProjectId } from '../../shared/project-id';
import { formatPlace } from '../../shared/problems';
import type { Problem } from '../../shared/problems';
import type { AlternateLink } from '../../shared/url-table';
import { locAt as locOf } from '../../shared/validation/table-rows';
import { isKnownHreflang } from '../../shared/validation/field-rules';
import { openColumnarProject, sameSaveTarget } from '../engine';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, oneLine, parseCommandLine, usageError, type CliIo } from './cli-io';
import { projectOutPath } from './project-out';
import { readingProgress } from './reading-progress';
import { countOf } from './count-of';
import { badPairRule, pairProject } from './hreflang-pair';
import { loadTables } from './load-tables';
import { problemReport } from './problem-report';
import { saveCommandProject, type ReadFrom } from './save-command-project';
import { savedCopyId } from './saved-copy-id';
import { firstListed, LISTED } from './first-listed';
import { defaultThreads, mostWorkersSaid, threadsFrom } from './threads-option';

/** `hreflang`'s usage, in the active language. */
export const hreflangUsage = (): string => t('cli.hreflang.usage', { threads: defaultThreads() });

/**
 * `sitemap-studio hreflang <source…> [--complete] [--x-default LANG] [--out project] [--json]`: the
 * hreflang clusters of the sources and each cluster problem with its code and the row's loc; with
 * --complete, every cluster completed (shared/hreflang) and written as a project, with the links
 * added and removed and the conflicts left for a person.
 */
export async function runHreflang(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      complete: { type: 'boolean' },
      'x-default': { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
      all: { type: 'boolean' },
      pair: { type: 'string' },
      'pair-csv': { type: 'string' },
      threads: { type: 'string' },
    },
    hreflangUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, hreflangUsage());
  const { values, positionals } = parsed;
  const all = values.all ?? false;
  if (positionals.length === 0) return fail(t('cli.args.noSources'));
  const rule = values.pair;
  const slugs = values['pair-csv'];
  const pairing = rule !== undefined || slugs !== undefined;
  if (pairing) {
    if (rule !== undefined && slugs !== undefined) return fail(t('cli.hreflang.pair.oneWay'));
    if (values.complete) return fail(t('cli.hreflang.pair.notWithComplete'));
    if (values.out === undefined) return fail(t('cli.hreflang.pair.needsOut'));
    if (rule !== undefined && badPairRule(rule) !== null) return fail(t('cli.hreflang.pair.badRule', { rule }));
  }
  if (values.complete && values.out === undefined) return fail(t('cli.hreflang.needsOut'));
  if (!values.complete && !pairing && values.out !== undefined) return fail(t('cli.hreflang.outNeedsComplete'));
  const xDefault = values['x-default'] ?? null;
  if (xDefault !== null && (!isKnownHreflang(xDefault) || xDefault.toLowerCase() === 'x-default'))
    return fail(t('cli.hreflang.badXDefault', { value: xDefault }));
  const threads = threadsFrom(values.threads);
  if (typeof threads === 'string') return fail(threads);
  // The sources are read, and the project saved, on at most as many workers as --threads says; unsaid, one per core.
  const workers = mostWorkersSaid(values.threads, threads);
  checkSources(positionals);
  const writesTo = pairing || values.complete ? projectOutPath(values.out!) : null;
  // A project among several sources, replaced by their merge: its settings, checks and last export would go.
  if (writesTo !== null && positionals.length > 1)
    for (const source of positionals.filter(hasProjectExtension))
      if (await sameSaveTarget(source, writesTo)) return fail(t('cli.hreflang.outIsSource', { path: source }));

  const { signal } = io;
  const {
    project,
    readFrom,
    notWhole,
    problems: loadProblems,
  } = await projectOf(positionals, writesTo !== null, io, workers);
  // Why each was not read in full: the problems that name it (an error, or a limit's warning).
  const unread = new Set(notWhole);
  const sourceProblems = loadProblems.filter(({ place }) => place.file !== undefined && unread.has(place.file));
  if (notWhole.length > 0) {
    // What was not read cannot be in a cluster: a project written without it would look complete.
    io.err(notReadWholeText(notWhole, sourceProblems, writesTo));
    if (writesTo !== null) return EXIT.problems;
  }
  if (pairing)
    return pairProject(
      { project, readFrom },
      rule !== undefined ? { rule } : { csv: slugs! },
      values.out!,
      { json: !!values.json, all, workers },
      io,
    );
  const { tables } = project;
  const locAt = (table: number, row: number): string => locOf(tables[table]!.rows, row);
  const placeOf = (table: number, row: number): string => formatPlace({ table: tables[table]!.name, row: row + 1 });
  // A step at a time, listening for Ctrl-C between them: millions of rows take seconds.
  const found = await runStepsListening(findClustersInSteps(tables), signal);
  const clusters = found.count;
  // Told only where they are printed: --complete in text says what it changed (a million rows of
  // incomplete clusters are a million problems, half a gigabyte held for nothing).
  const told = !values.complete || values.json;
  const problems = (
    told
      ? [
          ...(await runStepsListening(alternateLinkProblemsInSteps(tables), signal)),
          ...(await runStepsListening(clusterProblemsInSteps(tables), signal)),
        ]
      : []
  )
    .sort((a, b) => a.table - b.table || a.row - b.row)
    .map(({ table, row, problem }) => ({
      code: problem.code,
      severity: problem.severity,
      message: problem.message,
      loc: locAt(table, row),
      table: tables[table]!.name,
      row: row + 1,
    }));
  const urls = tables.reduce((sum, table) => sum + table.rows.rowCount, 0);
  signal?.throwIfAborted(); // Ctrl-C while the clusters were found: nothing is said or written

  if (!values.complete) {
    const notRead = notWhole.length > 0 ? { notReadWhole: notWhole, sourceProblems } : {};
    if (values.json) writeJson(io, { urls, clusters, problems, ...notRead });
    else {
      io.out(`${t('cli.hreflang.found', { urls: countOf('urls', urls), clusters: countOf('clusters', clusters) })}\n`);
      const line = (found: (typeof problems)[number]): string =>
        `${formatPlace({ table: found.table, row: found.row })}  ${found.loc}  ${found.message}  [${found.code}]`;
      for (const listed of firstListed(problems, all, LISTED, line)) io.out(`${listed}\n`);
      if (problems.length === 0) io.out(`${t('cli.hreflang.allComplete')}\n`);
    }
    return notWhole.length > 0 || problems.some((found) => found.severity !== 'info') ? EXIT.problems : EXIT.ok;
  }

  // Each row's links set as its cluster is completed; counted, and what is told of it kept only for
  // the rows listed (every one for --json or --all): 2M rows' changes held 1 GB for a list of 20.
  const keepEvery = values.json || all;
  const changes: ToldChange[] = [];
  let changedRows = 0;
  let added = 0;
  let removed = 0;
  const take = ({ place, after, added: gained, removed: lost }: AlternatesChange): void => {
    tables[place.table]!.rows.setCell(place.row, 'alternates', after);
    changedRows += 1;
    added += gained.length;
    removed += lost.length;
    if (keepEvery || changes.length < LISTED) changes.push({ place, added: gained, removed: lost });
  };
  const completion = await runStepsListening(completeAllClustersInSteps(tables, found, xDefault, take), signal);
  signal?.throwIfAborted();
  const out = writesTo!;
  // Written to another file than the one project read, a copy: another project (savedCopyId).
  const saved = { ...project, id: await savedCopyId(project.id, readFrom?.path ?? null, out) };
  await saveCommandProject(saved, { out, outArgument: `--out ${values.out}`, readFrom, signal, workers });

  const linkLines = (change: ToldChange, sign: '+' | '-', links: readonly AlternateLink[]): string[] =>
    links.map(
      (link) =>
        `${placeOf(change.place.table, change.place.row)}  ${locAt(change.place.table, change.place.row)}  ${sign} ${link.hreflang} ${link.href}`,
    );
  // Each named by the table and row of the page it is about, where a table lists it (JSON: table, row).
  const conflicts = completion.conflicts.map((conflict) => {
    const place = conflict.matrix.members[conflict.fault.member]!.place;
    const where = place && { table: tables[place.table]!.name, row: place.row + 1 };
    return { ...where, ...conflictOf(conflict) };
  });
  if (values.json) {
    const links = (change: ToldChange, which: 'added' | 'removed'): object[] =>
      change[which].map((link) => ({
        table: tables[change.place.table]!.name,
        row: change.place.row + 1,
        loc: locAt(change.place.table, change.place.row),
        hreflang: link.hreflang,
        href: link.href,
      }));
    writeJson(io, {
      urls,
      clusters,
      problems,
      out,
      added: changes.flatMap((change) => links(change, 'added')),
      removed: changes.flatMap((change) => links(change, 'removed')),
      conflicts,
      ...(xDefault === null ? {} : { withoutXDefault: completion.withoutXDefaultLanguage }),
      noXDefault: completion.noXDefault,
    });
    return EXIT.ok;
  }
  for (const change of changes)
    io.out(
      [...linkLines(change, '-', change.removed), ...linkLines(change, '+', change.added)]
        .map((line) => `${line}\n`)
        .join(''),
    );
  if (changedRows > changes.length)
    io.out(`  ${t('cli.report.moreListed', { n: formatCount(changedRows - changes.length) })}\n`);
  const conflictLines = firstListed(conflicts, all, LISTED, (conflict) => {
    const line = t('cli.hreflang.conflict', conflict);
    return conflict.table === undefined
      ? line
      : `${formatPlace({ table: conflict.table, row: conflict.row })}  ${line}`;
  });
  for (const line of conflictLines) io.out(`${line}\n`);
  const { withoutXDefaultLanguage: without } = completion;
  if (xDefault !== null && without > 0)
    io.out(
      `${t('languages.complete.withoutLanguage', { n: formatCount(without), language: xDefault }, { count: without })}\n`,
    );
  const { noXDefault } = completion;
  // With --x-default, a cluster without a page in that language is told of above.
  if (xDefault === null && noXDefault > 0)
    io.out(`${t('cli.hreflang.noXDefault', { n: formatCount(noXDefault) }, { count: noXDefault })}\n`);
  io.out(
    `${t('cli.hreflang.completed', {
      clusters: countOf('clusters', clusters),
      added: countOf('links', added),
      removed: countOf('links', removed),
      conflicts: countOf('conflicts', conflicts.length),
      path: out,
    })}\n`,
  );
  return EXIT.ok;
}

/** What is told of a row's change once the project is written: the links it gained and lost. */
type ToldChange = Pick<AlternatesChange, 'place' | 'added' | 'removed'>;

/** The sources as one project, with the file it was read from when that is one project file, and the sources not read in full. */
interface SourcesProject {
  project: ColumnarProjectData;
  readFrom: ReadFrom | null;
  notWhole: string[];
  problems: Problem[];
}

/**
 * The sources as one project: a single project file as it is (its settings and checks kept), else the
 * tables read; on at most `workers` threads (--threads) when given.
 */
async function projectOf(
  sources: readonly string[],
  writes: boolean,
  io: CliIo,
  workers: number | undefined,
): Promise<SourcesProject> {
  const { signal } = io;
  const [only] = sources;
  if (sources.length === 1 && only !== undefined && hasProjectExtension(only)) {
    // Its last export's URLs are held only to be written back.
    const { project, identity } = await atArgumentPlace(only, () =>
      openColumnarProject(only, signal, { exported: writes, workersUnlessTold: workers }),
    );
    return { project, readFrom: { path: only, identity }, notWhole: [], problems: [] };
  }
  const reading = readingProgress(io);
  const loaded = await loadTables(sources, {}, { signal, onProgress: reading.onProgress, threads: workers }).finally(
    reading.stop,
  );
  const project = {
    id: newProjectId(),
    name: projectNameOf('hreflang'),
    tables: loaded.tables,
    robotsTxt: loaded.robotsTxt,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    siteChecks: [],
  };
  return { project, readFrom: null, notWhole: loaded.notWhole, problems: loaded.problems };
}

/** The sources not read in full, and why; `notWritten` names the project not written for it. */
function notReadWholeText(
  notWhole: readonly string[],
  problems: readonly Problem[],
  notWritten: string | null,
): string {
  const n = { n: formatCount(notWhole.length) };
  const count = { count: notWhole.length };
  const lines = [
    notWritten === null
      ? t('cli.hreflang.notReadWhole', n, count)
      : t('cli.hreflang.notWrittenNotWhole', { ...n, path: notWritten }, count),
    ...notWhole.map((location) => `  ${oneLine(location)}`),
  ];
  if (problems.length > 0) appendAll(lines, problemReport(problems));
  return `${lines.join('\n')}\n`;
}

/** A conflict left for a person: the member it is about, and what to decide, in words. */
function conflictOf({ fault, matrix }: LeftConflict): { kind: string; loc: string; what: string } {
  const loc = matrix.members[fault.member]!.loc;
  const what = (() => {
    switch (fault.kind) {
      case 'member-two-languages':
        return t('cli.hreflang.decide.twoLanguages', { languages: fault.languages.join(', ') });
      case 'language-two-members':
        return t('cli.hreflang.decide.twoPages', {
          language: fault.language,
          pages: fault.members.map((member) => matrix.members[member]!.loc).join(', '),
        });
      case 'language-twice':
        return t('cli.hreflang.decide.twoUrls', { language: fault.language, pages: fault.hrefs.join(', ') });
      case 'language-invalid':
        return t('cli.hreflang.decide.invalid', { language: fault.language });
      case 'href-invalid':
        return t('cli.hreflang.decide.invalidHref');
      default:
        return t('cli.hreflang.decide.noLanguage');
    }
  })();
  return { kind: fault.kind, loc, what };
}
