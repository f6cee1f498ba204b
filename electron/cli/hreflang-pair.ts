import { writeJson } from './write-json';
import {
  pairByRuleInSteps,
  parsePairRule,
  addPairedLinks,
  type PairConflict,
  type RowAdditions,
} from '../../shared/hreflang/pair-by-rule';
import {
  pairBySlugsInSteps,
  type SlugNotFound,
  type SlugRepeated,
  type SlugsExtraValues,
} from '../../shared/hreflang/pair-by-slugs';
import { isXDefaultColumn, readSlugsCsv, slugsCsvFaultKey, type SlugsCsv } from '../../shared/hreflang/slugs-csv';
import { runStepsListening } from '../../shared/run-steps';
import { translateMessage as t } from '../../shared/i18n/translator';
import { withProjectExtension, type ColumnarProjectData } from '../../shared/project-file';
import { formatPlace } from '../../shared/problems';
import { BadArgumentError } from './bad-argument';
import { readArgumentFile } from './argument-file';
import { EXIT, oneLine, type CliIo } from './cli-io';
import { countOf } from './count-of';
import { firstListed, LISTED, moreListed } from './first-listed';
import { saveCommandProject, type ReadFrom } from './save-command-project';
import { savedCopyId } from './saved-copy-id';

/** How `hreflang --pair` pairs: a rule as the person wrote it, or a CSV file of translated slugs. */
export type PairBy = { rule: string } | { csv: string };

/** The rule's words when they are no rule pairing reads (for the usage error), else null. */
export const badPairRule = (rule: string): string | null => (parsePairRule(rule) === null ? rule : null);

/**
 * Pairs the project's rows by `by` (shared/hreflang/pair-by-rule), adds the links each row lacks,
 * writes the project to `out` and prints the links added, the conflicts and the counts: the first
 * LISTED of each, and how many more, unless `all` (--json holds every one).
 */
export async function pairProject(
  { project, readFrom }: { project: ColumnarProjectData; readFrom: ReadFrom | null },
  by: PairBy,
  out: string,
  { json, all, workers }: { json: boolean; all: boolean; workers?: number },
  io: CliIo,
): Promise<number> {
  const { tables } = project;
  // A step at a time, listening for Ctrl-C between them: millions of rows take seconds.
  const proposal =
    'rule' in by
      ? {
          ...(await runStepsListening(pairByRuleInSteps(tables, parsePairRule(by.rule)!), io.signal)),
          notFound: [] as SlugNotFound[],
          extraValues: [] as SlugsExtraValues[],
          repeated: [] as SlugRepeated[],
        }
      : await runStepsListening(
          pairBySlugsInSteps(tables, slugsCsvOf(by.csv, await readArgumentFile(`--pair-csv ${by.csv}`, by.csv))),
          io.signal,
        );
  io.signal?.throwIfAborted(); // Ctrl-C while the rows were paired: nothing is written
  addPairedLinks(tables, proposal);
  const path = withProjectExtension(out);
  // Written to another file than the one project read, a copy: another project (savedCopyId).
  const written = { ...project, id: await savedCopyId(project.id, readFrom?.path ?? null, path) };
  await saveCommandProject(written, { out: path, outArgument: `--out ${out}`, readFrom, signal: io.signal, workers });

  const placeOf = (table: number, row: number): string => formatPlace({ table: tables[table]!.name, row: row + 1 });
  const file = 'csv' in by ? by.csv : '';
  const conflicts = proposal.conflicts.map((conflict) => conflictText(conflict, file));
  if (json) {
    const added = proposal.rows.flatMap(({ place, loc, added: links }) =>
      links.map((link) => ({
        table: tables[place.table]!.name,
        row: place.row + 1,
        loc,
        hreflang: link.hreflang,
        href: link.href,
      })),
    );
    const { clusters, unmatched, notFound, extraValues, repeated } = proposal;
    writeJson(io, { clusters, unmatched, out: path, added, conflicts, notFound, extraValues, repeated });
    return EXIT.ok;
  }
  // Each a line of its own, whatever the CSV's values hold (a quoted value may span lines).
  // The links' lines made only for those listed: millions of links are added to a large site.
  const shown = firstLinks(proposal.rows, all ? Number.POSITIVE_INFINITY : LISTED);
  const lines = [
    ...shown.map(({ place, loc, link }) =>
      oneLine(`${placeOf(place.table, place.row)}  ${loc}  + ${link.hreflang} ${link.href}`),
    ),
    ...moreListed(proposal.links - shown.length),
    ...firstListed(conflicts, all, LISTED, (conflict) => oneLine(conflict.what)),
    ...firstListed(proposal.extraValues, all, LISTED, (extra) =>
      t('cli.hreflang.pair.extraValues', { ...extra, file }, { count: extra.values }),
    ),
    ...firstListed(proposal.repeated, all, LISTED, (again) =>
      oneLine(t('cli.hreflang.pair.repeated', { ...again, file })),
    ),
    ...firstListed(proposal.notFound, all, LISTED, (missing) =>
      oneLine(t('cli.hreflang.pair.notFound', { ...missing, file })),
    ),
  ];
  for (const line of lines) io.out(`${line}\n`);
  io.out(
    `${t('rule' in by ? 'cli.hreflang.pair.done' : 'cli.hreflang.pair.doneCsv', {
      clusters: countOf('clusters', proposal.clusters),
      links: countOf('links', proposal.links),
      rows: countOf('rows', proposal.rows.length),
      unmatched: countOf('rows', proposal.unmatched),
      conflicts: countOf('conflicts', conflicts.length),
      path,
    })}\n`,
  );
  return EXIT.ok;
}

/** A link added, with its row. */
type AddedLink = Omit<RowAdditions, 'added'> & { link: RowAdditions['added'][number] };

/** The first `most` links added, with their rows. */
function firstLinks(rows: readonly RowAdditions[], most: number): AddedLink[] {
  const first: AddedLink[] = [];
  for (const { place, loc, added } of rows)
    for (const link of added) {
      if (first.length === most) return first;
      first.push({ place, loc, link });
    }
  return first;
}

/** The CSV of slugs read, one that cannot be a usage error naming the file, line and column. */
function slugsCsvOf(file: string, csv: string): SlugsCsv {
  const read = readSlugsCsv(csv);
  if ('fault' in read) throw new BadArgumentError(t(slugsCsvFaultKey(read.fault), { file, ...read.fault }));
  return read;
}

/** A conflict in words, with its kind for --json; `file`: the CSV of slugs, which a column's conflict names. */
function conflictText(conflict: PairConflict, file: string): { kind: string; what: string } {
  const what = (() => {
    switch (conflict.kind) {
      case 'language-two-urls':
        return t('cli.hreflang.pair.twoUrls', { language: conflict.language, pages: conflict.locs.join(', ') });
      case 'unknown-code':
        if (conflict.loc !== '') return t('cli.hreflang.pair.unknownCode', { code: conflict.code, loc: conflict.loc });
        return isXDefaultColumn(conflict.code)
          ? t('cli.hreflang.pair.xDefaultColumn', { file })
          : t('cli.hreflang.pair.unknownColumn', { code: conflict.code, file });
      case 'listed-otherwise':
        return t('cli.hreflang.pair.listedOtherwise', { ...conflict });
      case 'page-listed-otherwise':
        return t('cli.hreflang.pair.pageListedOtherwise', { ...conflict });
    }
  })();
  return { kind: conflict.kind, what };
}
