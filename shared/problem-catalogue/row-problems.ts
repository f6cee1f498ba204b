import { formatCount } from '../format';
import { clip, keptOrError, type CatalogueEntry } from './catalogue-entry';
import { outsideBaseText, type OutsideBase } from './settings-faults';
import { datetimeFaultText, type DatetimeFault } from './datetime-fault';

/** Why a value is not a URL at all: template code never filled in, white space, or a character no URL holds. */
export type NotAUrl = { fault: 'template' } | { fault: 'white-space' } | { fault: 'character'; character: string };

/** Why a value is not a URL, in English. */
export const notAUrlText = (why: NotAUrl): string =>
  why.fault === 'template'
    ? 'it is template code that was never filled in'
    : why.fault === 'white-space'
      ? 'it holds white space'
      : `it holds "${why.character}", which a URL cannot`;

/** A loc as the import read it (`kept`: the row was kept as written, a warning) or as validation sees it. */
type LocParams = { loc: string; kept?: boolean };

/**
 * The faults of one row's own fields, found by validation (the grid, the export gate, the CLI) and,
 * for a loc, by the import too: one code per fault wherever it is found.
 */
export const LOC_PROBLEMS = {
  'loc-missing': {
    severity: keptOrError,
    field: 'loc',
    message: (p: { kept?: 'empty' | 'absent' }) =>
      p.kept === 'empty'
        ? 'An empty <loc> was kept as a row with no URL.'
        : p.kept === 'absent'
          ? 'An entry has no <loc>.'
          : 'The URL is empty: every entry needs a loc.',
  },
  'loc-too-long': {
    severity: 'error',
    field: 'loc',
    message: (p: { length: number; limit: number }) =>
      `The URL is ${formatCount(p.length)} characters long; sitemaps allow fewer than ${formatCount(p.limit)}.`,
  },
  'loc-control-character': {
    severity: 'error',
    field: 'loc',
    message: () => 'The URL contains an invisible control character.',
  },
  'loc-whitespace': {
    severity: 'error',
    field: 'loc',
    message: () => 'The URL contains spaces or line breaks; escape a space inside a URL as %20.',
  },
  'loc-not-absolute': {
    severity: keptOrError,
    field: 'loc',
    message: (p: LocParams) =>
      p.kept
        ? `"${clip(p.loc)}" is not an absolute URL; it was kept as written.`
        : `"${p.loc}" is not an absolute URL: write it with https:// and the host.`,
  },
  'loc-scheme': {
    severity: keptOrError,
    field: 'loc',
    message: (p: LocParams & { scheme: string }) =>
      p.kept
        ? `"${clip(p.loc)}" is not an http or https URL; it was kept as written.`
        : `Only http and https URLs can be in a sitemap, not ${p.scheme}:.`,
  },
  'loc-invalid': {
    severity: keptOrError,
    field: 'loc',
    /** `why`: what makes it no URL at all, as the import found it. */
    message: (p: LocParams & { why?: NotAUrl }) =>
      p.why
        ? `"${clip(p.loc)}" is not a URL: ${notAUrlText(p.why)}.${p.kept ? ' It was kept as written.' : ''}`
        : `"${p.loc}" is not a valid URL.`,
  },
  'loc-no-host': {
    severity: 'warning',
    field: 'loc',
    message: (p: { loc: string }) => `"${clip(p.loc)}" has no host name; it was kept as written.`,
  },
  'loc-fragment': {
    severity: 'warning',
    field: 'loc',
    message: () => 'The URL has a fragment (#…), which search engines ignore; list the page without it.',
  },
  'loc-not-escaped': {
    severity: 'warning',
    field: 'loc',
    message: (p: { escaped: string }) => `The URL has characters that must be escaped; write it as ${p.escaped}.`,
  },
  'loc-outside-base': {
    severity: 'error',
    field: 'loc',
    /** `reason`: what outsideBaseReason found. */
    message: (p: { reason: OutsideBase }) => `This URL cannot be listed: ${outsideBaseText(p.reason)}.`,
  },
  'loc-other-host': {
    severity: 'warning',
    field: 'loc',
    message: (p: { host: string; tableHost: string }) =>
      `This URL is on ${p.host}, not on ${p.tableHost} like the rest of the table; search engines take it only where ${p.host} is verified as yours or its robots.txt names this sitemap.`,
  },
  'loc-other-host-allowed': {
    severity: 'warning',
    field: 'loc',
    message: (p: { host: string; baseHost: string }) =>
      `This URL is on ${p.host}, not on ${p.baseHost} where the sitemaps are published; it is exported because you allowed URLs on other hosts, and search engines take it only where ${p.host} is verified as yours or its robots.txt names this sitemap.`,
  },
  'loc-blocked-by-robots': {
    severity: 'warning',
    field: 'loc',
    message: (p: { agent: string; line: number | null; rule: string | null }) =>
      `${p.agent} may not crawl this URL: robots.txt line ${p.line} (${p.rule}) blocks it.`,
  },
  'loc-duplicate': {
    severity: 'warning',
    field: 'loc',
    message: (p: { where: DuplicateWhere }) => `This URL is already listed in ${describeWhere(p.where)}.`,
  },
  'loc-duplicate-normalised': {
    severity: 'warning',
    field: 'loc',
    message: (p: { where: DuplicateWhere; first: string }) =>
      `This URL is the same page as ${p.first} in ${describeWhere(p.where)}; they differ only in letter case, port or escaping.`,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Where a duplicate's first listing is: a row (1-based) of the same table, or of another table named. */
export interface DuplicateWhere {
  row: number;
  table?: string;
}

const describeWhere = ({ row, table }: DuplicateWhere): string =>
  table === undefined ? `row ${formatCount(row)}` : `table "${table}", row ${formatCount(row)}`;

export const SCALAR_PROBLEMS = {
  'lastmod-invalid': {
    severity: 'error',
    field: 'lastmod',
    /** `reason`: what the W3C Datetime reader found wrong. */
    message: (p: { lastmod: string; reason: DatetimeFault }) =>
      `lastmod "${p.lastmod}" is not valid: ${datetimeFaultText(p.reason)}.`,
  },
  'lastmod-future': {
    severity: 'warning',
    field: 'lastmod',
    message: (p: { lastmod: string }) =>
      `lastmod ${p.lastmod} is in the future; search engines may ignore a date that has not happened yet.`,
  },
  'lastmod-shared': {
    severity: 'warning',
    field: 'lastmod',
    message: (p: { lastmod: string; count: number; rows: number }) =>
      `${formatCount(p.count)} of the ${formatCount(p.rows)} rows of this table have the lastmod ${p.lastmod}: that looks like the time the sitemap was built, not when each page last changed. Google uses lastmod only while a site's dates are accurate; give each row the date its page's content last changed, or leave lastmod out.`,
  },
  'changefreq-invalid': {
    severity: 'error',
    field: 'changefreq',
    /** `lower`: the value in lower case when that is allowed; else `allowed` lists what is. */
    message: (p: { changefreq: string; lower: string | null; allowed: readonly string[] }) =>
      `changefreq "${p.changefreq}" is not allowed.${
        p.lower === null ? ` Use one of: ${p.allowed.join(', ')}.` : ` Write it in lower case: "${p.lower}".`
      }`,
  },
  'priority-invalid': {
    severity: 'error',
    field: 'priority',
    /** `withPoint`: the value with a decimal point, when it was written with a decimal comma ("0,5"). */
    message: (p: { priority: string; withPoint?: string }) =>
      `priority "${p.priority}" is not a number from 0.0 to 1.0.${
        p.withPoint === undefined ? '' : ` Write it with a decimal point: ${p.withPoint}.`
      }`,
  },
  'priority-out-of-range': {
    severity: 'error',
    field: 'priority',
    message: (p: { priority: string }) => `priority ${p.priority} is above 1.0; use a number from 0.0 to 1.0.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
