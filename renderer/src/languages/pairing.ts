import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { pairByRule, parsePairRule, type PairConflict, type PairProposal } from '../../../shared/hreflang/pair-by-rule';
import { t } from '../i18n';
import type { AlternatesReplacement } from './alternates-commands';

/** A rule's proposal over the project, or why the rule was not understood. */
export type PairOutcome = { proposal: PairProposal } | { error: string };

/**
 * What pairing by the rule the person typed would add (shared/hreflang/pair-by-rule): each row's loc
 * and alternates read from the columns, nothing changed.
 */
export function proposePairs(tables: readonly ColumnarTable[], ruleText: string): PairOutcome {
  const rule = parsePairRule(ruleText);
  if (rule === null) return { error: t('languages.pair.notARule') };
  const rows = tables.map((table) => ({
    rows: Array.from({ length: table.rows.rowCount }, (_, row) => ({
      loc: table.rows.get(row, 'loc'),
      alternates: table.rows.get(row, 'alternates'),
    })),
  }));
  return { proposal: pairByRule(rows, rule) };
}

/** The proposal as replacements of the rows' alternates: what they list, then the links it adds. */
export function pairReplacements(tables: readonly ColumnarTable[], proposal: PairProposal): AlternatesReplacement[] {
  return proposal.rows.map(({ place, added }) => {
    const before = tables[place.table]!.rows.get(place.row, 'alternates');
    return { place, before, after: [...before, ...added] };
  });
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
  }
}
