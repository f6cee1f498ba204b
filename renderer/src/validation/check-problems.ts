import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { checkFindings, type CheckFindingOptions } from '../../../shared/site-check/check-findings';
import { checkedRow } from '../../../shared/site-check/checked-rows';
import { lastmodFindings } from '../../../shared/site-check/lastmod-findings';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import { NO_PROBLEMS, placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { sitemapKind } from '../../../shared/validation/sitemap-kind';
import type { ProblemCollector } from '../../../shared/validation/problem-collector';
import { checkOfRow } from '../table/check-text';

/** Rows the whole check of findings goes through between two pauses. */
const ROWS_PER_STEP = 1024;

/**
 * The site check's findings on a project's rows, each row's result found by its loc. Whether a
 * table is a page sitemap (a finding for non-HTML) is read from its rows once per version of them.
 */
export class CheckProblems {
  private readonly pageSitemaps = new WeakMap<UrlColumns, { version: number; page: boolean }>();

  constructor(
    private readonly results: SiteCheckResults,
    private readonly options: Omit<CheckFindingOptions, 'pageSitemap'>,
    /** The rows' version (project.version): a table's kind is read again once it moves. */
    private readonly version: () => number,
  ) {}

  get hasResults(): boolean {
    return this.results.size > 0;
  }

  /** The findings of the check of the row stored at `i` (none when it has no result). */
  at(rows: UrlColumns, i: number): readonly FieldProblem[] {
    const check = checkOfRow(this.results, rows, i);
    if (!check) return NO_PROBLEMS;
    const row = checkedRow({ loc: check.url, alternates: rows.get(i, 'alternates') });
    const found = checkFindings(check, row, {
      ...this.options,
      pageSitemap: this.pageSitemap(rows),
      checkOf: (url) => this.results.get(url),
    });
    // Only a content check (a history, or two fetches that disagreed) says more of the row's lastmod.
    if (check.history === undefined && check.unstable === undefined) return found;
    // lastmod-future the row's own rules say already, against now.
    const lastmod = lastmodFindings(check, rows.get(i, 'lastmod'), check.checkedAt).filter(
      (one) => one.code !== 'lastmod-future',
    );
    return lastmod.length === 0 ? found : [...found, ...lastmod];
  }

  private pageSitemap(rows: UrlColumns): boolean {
    const version = this.version();
    let known = this.pageSitemaps.get(rows);
    if (known?.version !== version) {
      known = { version, page: sitemapKind(rows) === 'page' };
      this.pageSitemaps.set(rows, known);
    }
    return known.page;
  }
}

/**
 * Every row's findings into `collector` as problems with their table and row (1-based), a step of
 * rows at a time for the sliced whole-project check; nothing is read when there are no results.
 */
export function* checkFindingsInSteps(
  tables: readonly { name: string; rows: UrlColumns }[],
  problems: CheckProblems,
  collector: ProblemCollector,
): Generator<void, void, void> {
  if (!problems.hasResults) return;
  let sinceStep = 0;
  for (const table of tables) {
    for (let i = 0; i < table.rows.rowCount; i += 1) {
      for (const found of problems.at(table.rows, i)) {
        collector.add('row', placeFieldProblem(found, table.name, i + 1));
      }
      if (++sinceStep === ROWS_PER_STEP) {
        sinceStep = 0;
        yield;
      }
    }
  }
}
