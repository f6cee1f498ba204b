import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { checkCellText } from '../../../shared/site-check/check-cells';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import type { CheckText } from './columns';

/**
 * The check result of the row stored at `i`, by its loc; undefined when it has none. The loc is read
 * only when the project has results, so a project without them decodes nothing.
 */
export const checkOfRow = (results: SiteCheckResults, rows: UrlColumns, i: number): PageCheck | undefined =>
  results.size === 0 ? undefined : results.get(rows.get(i, 'loc'));

/** The check columns' text from a project's results, for the crawler whose directives count. */
export function checkTextOf(results: SiteCheckResults, agent: string): CheckText {
  return (rows, i, field) => {
    const check = checkOfRow(results, rows, i);
    return check ? checkCellText(check, field, agent) : '';
  };
}
