import { checkFindings, type CheckedRow, type CheckFindingOptions } from './check-findings';
import type { PageCheck } from './page-check';
import { whereItLeads } from './check-cells';
import { indexabilityUnknown, noindexWhere, notIndexableReason, type NotIndexableReason } from './page-indexable';

/**
 * The site check's report as a table (exported as CSV): one record per checked URL, every column
 * text, in this order. The app builds the records from the project's results; main writes them.
 */
export const CHECK_REPORT_COLUMNS = [
  'url',
  'status',
  'failure',
  'final_url',
  'hops',
  'content_type',
  'time_ms',
  'canonical',
  'indexable',
  'noindex_source',
  'findings',
  'checked_at',
] as const;

export type CheckReportRecord = string[];

/** One URL's line of the report; `row` is the first row listing it (its alternates, for the hreflang finding). */
export function checkReportRecord(check: PageCheck, row: CheckedRow, options: CheckFindingOptions): CheckReportRecord {
  const codes = checkFindings(check, row, options).map((found) => found.code);
  return [
    check.url,
    check.status === null ? '' : String(check.status),
    check.failure ? `${check.failure.kind}: ${check.failure.message}` : '',
    whereItLeads(check) ?? '',
    check.hops.map((hop) => `${hop.status} ${hop.url}`).join(' → '),
    check.contentType ?? '',
    String(check.timeMs),
    check.canonical ?? '',
    indexableWord(notIndexableReason(check, options.agent)),
    noindexWhere(check, options.agent) ?? '',
    codes.join(' '),
    new Date(check.checkedAt).toISOString(),
  ];
}

/** The report's indexable column: yes, no, or unknown (the head was not read in full). */
const indexableWord = (reason: NotIndexableReason | null): string =>
  reason === null ? 'yes' : indexabilityUnknown(reason) ? 'unknown' : 'no';
