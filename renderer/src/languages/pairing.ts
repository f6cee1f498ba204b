import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { PAIR_ITEMS_PER_STEP, type PairConflict, type PairProposal } from '../../../shared/hreflang/pair-by-rule';
import type { SlugNotFound, SlugRepeated, SlugsExtraValues } from '../../../shared/hreflang/pair-by-slugs';
import { isXDefaultColumn } from '../../../shared/hreflang/slugs-csv';
import type { StepProgress } from '../../../shared/run-steps';
import { t } from '../i18n';
import type { TableCommand } from '../history';
import { AlternatesCommands } from '../table/alternates-commands';

/** What pairing proposes, from a rule or from a CSV of slugs (then with the CSV's lines that need a look). */
export type PairingProposal = PairProposal & {
  csv?: {
    file: string;
    notFound: SlugNotFound[];
    extraValues: SlugsExtraValues[];
    repeated: SlugRepeated[];
    unknownColumns: string[];
  };
};

/** A proposal over the project, or why there is none (a rule not understood, a CSV not read). */
export type PairOutcome = { proposal: PairingProposal } | { error: string };

/**
 * The proposal as the history's commands, one per table (each row's alternates: what it lists, then
 * the links it adds), PAIR_ITEMS_PER_STEP rows a step: at a million rows, reading each row's list and
 * building the command would hold the page for about a second at once.
 */
export function* pairCommandsInSteps(
  tables: readonly ColumnarTable[],
  proposal: Pick<PairProposal, 'rows'>,
  label: string,
  progress: StepProgress = { done: 0, total: 0 },
): Generator<void, TableCommand[], void> {
  const commands = new AlternatesCommands(label);
  Object.assign(progress, { done: 0, total: proposal.rows.length });
  for (const { place, added } of proposal.rows) {
    const before = tables[place.table]!.rows.get(place.row, 'alternates');
    commands.add({ place, before, after: before.length === 0 ? added : [...before, ...added] });
    if (++progress.done % PAIR_ITEMS_PER_STEP === 0) yield;
  }
  return commands.forTables(tables);
}

/** A conflict in words, for the person to decide. */
export function pairConflictText(conflict: PairConflict): string {
  switch (conflict.kind) {
    case 'language-two-urls':
      return t('languages.pair.twoUrls', { language: conflict.language, locs: conflict.locs.join(', ') });
    case 'unknown-code':
      return t('languages.pair.unknownCode', { code: conflict.code, loc: conflict.loc });
    case 'listed-otherwise':
      return t('languages.pair.listedOtherwise', {
        loc: conflict.loc,
        language: conflict.language,
        listed: conflict.listed,
        href: conflict.href,
      });
    case 'page-listed-otherwise':
      return t('languages.pair.pageListedOtherwise', {
        loc: conflict.loc,
        href: conflict.href,
        language: conflict.language,
        listed: conflict.listed,
      });
  }
}

/** The CSV's lines a person should look at, in words with the file, line and column, in line order. */
export function csvLineTexts(csv: NonNullable<PairingProposal['csv']>): string[] {
  const { file } = csv;
  const columns = csv.unknownColumns.map((code) => ({
    line: 1,
    text: isXDefaultColumn(code)
      ? t('languages.pair.csvXDefaultColumn', { file })
      : t('languages.pair.csvUnknownColumn', { file, code: code === '' ? '""' : code }),
  }));
  const extra = csv.extraValues.map(({ line, column, values }) => ({
    line,
    text: t('languages.pair.csvExtraValues', { file, line, column, values }, values),
  }));
  const missing = csv.notFound.map(({ line, column, language, value }) => ({
    line,
    text: t('languages.pair.csvNotFound', { file, line, column, language, value }),
  }));
  const repeated = csv.repeated.map(({ line, column, language, value, first }) => ({
    line,
    text: t('languages.pair.csvRepeated', { file, line, column, language, value, first }),
  }));
  return [...columns, ...extra, ...missing, ...repeated].sort((a, b) => a.line - b.line).map(({ text }) => text);
}
