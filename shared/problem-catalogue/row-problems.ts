import { formatCount } from '../format';
import { clip, keptOrError, type CatalogueEntry } from './catalogue-entry';
import { outsideBaseWords, type OutsideBase } from './settings-faults';
import { datetimeFaultWords, type DatetimeFault } from './datetime-fault';
import { noValues, part, type Part, type Words } from './wording';

/** Why a value is not a URL at all: template code never filled in, white space, or a character no URL holds. */
export type NotAUrl =
  | { fault: 'template' }
  | { fault: 'white-space' }
  /** A user name or password before the host (RFC 9110 4.2.4: an http(s) URL must not carry one). */
  | { fault: 'userinfo' }
  | { fault: 'character'; character: string }
  /** A host name no DNS holds (host-name.ts): one of its labels, or all of it, this long. */
  | { fault: 'host-label-long' | 'host-name-long'; length: number };

const NOT_A_URL = {
  template: 'template',
  'white-space': 'whiteSpace',
  userinfo: 'userinfo',
  character: 'character',
  'host-label-long': 'hostLabelLong',
  'host-name-long': 'hostNameLong',
} as const;

/** Why a value is not a URL, as a clause of the catalogues. */
export const notAUrlWords = (why: NotAUrl): Part =>
  part(
    `problemParts.notAUrl.${NOT_A_URL[why.fault]}`,
    why.fault === 'character'
      ? { character: why.character }
      : why.fault === 'host-label-long' || why.fault === 'host-name-long'
        ? { length: formatCount(why.length) }
        : {},
  );

/** A loc as the import read it (`kept`: the row was kept as written, a warning) or as validation sees it. */
type LocParams = { loc: string; kept?: boolean };

/** The loc as a message quotes it: clipped where the import kept it, whole where validation names it. */
const keptLoc = (p: LocParams): { variant: string; values: { loc: string } } =>
  p.kept ? { variant: 'kept', values: { loc: clip(p.loc) } } : { variant: 'found', values: { loc: p.loc } };

/**
 * The faults of one row's own fields, found by validation (the grid, the export gate, the CLI) and,
 * for a loc, by the import too: one code per fault wherever it is found.
 */
export const LOC_PROBLEMS = {
  'loc-missing': {
    severity: keptOrError,
    field: 'loc',
    words: (p: { kept?: 'empty' | 'absent' }): Words => ({ variant: p.kept ?? 'missing' }),
  },
  'loc-too-long': {
    severity: 'error',
    field: 'loc',
    // `escaped`: the length is the escaped form's, which the loc must be written in (loc-not-escaped).
    words: (p: { length: number; limit: number; escaped?: true }): Words => ({
      variant: p.escaped ? 'escaped' : 'written',
      values: { length: formatCount(p.length), limit: formatCount(p.limit) },
    }),
  },
  'loc-control-character': { severity: 'error', field: 'loc', words: noValues },
  /** Half of a UTF-16 pair (a lone surrogate): XML holds it in no form, so the written URL would lose it. */
  'loc-broken-character': { severity: 'error', field: 'loc', words: noValues },
  /** U+FFFD, which a decoder puts where bytes were not text (a table saved in another encoding): the URL's own character is lost. */
  'loc-replacement-character': { severity: 'error', field: 'loc', words: noValues },
  'loc-whitespace': { severity: 'error', field: 'loc', words: noValues },
  'loc-not-absolute': { severity: keptOrError, field: 'loc', words: keptLoc },
  'loc-scheme': {
    severity: keptOrError,
    field: 'loc',
    words: (p: LocParams & { scheme: string }): Words =>
      p.kept ? keptLoc(p) : { variant: 'found', values: { scheme: p.scheme } },
  },
  'loc-invalid': {
    severity: keptOrError,
    field: 'loc',
    /** `why`: what makes it no URL at all, as the import found it. */
    words: (p: LocParams & { why?: NotAUrl }): Words =>
      p.why
        ? { variant: p.kept ? 'notAUrlKept' : 'notAUrl', values: { loc: clip(p.loc), why: notAUrlWords(p.why) } }
        : { variant: 'invalid', values: { loc: p.loc } },
  },
  'loc-no-host': {
    severity: 'warning',
    field: 'loc',
    /** `fix`: the URL meant, where only a slash after the scheme is missing. */
    words: (p: { loc: string; fix?: string }): Words =>
      p.fix === undefined
        ? { variant: 'plain', values: { loc: clip(p.loc) } }
        : { variant: 'fix', values: { loc: clip(p.loc), fix: clip(p.fix) } },
  },
  'loc-fragment': { severity: 'warning', field: 'loc', words: noValues },
  'loc-not-escaped': {
    severity: 'warning',
    field: 'loc',
    words: (p: { escaped: string }): Words => ({ values: { escaped: p.escaped } }),
  },
  'loc-outside-base': {
    severity: 'error',
    field: 'loc',
    /** `reason`: what outsideBaseReason found. */
    words: (p: { reason: OutsideBase }): Words => ({ values: { reason: outsideBaseWords(p.reason) } }),
  },
  'loc-other-host': {
    severity: 'warning',
    field: 'loc',
    words: (p: { host: string; tableHost: string }): Words => ({ values: { host: p.host, tableHost: p.tableHost } }),
  },
  'loc-other-host-allowed': {
    severity: 'warning',
    field: 'loc',
    words: (p: { host: string; baseHost: string }): Words => ({ values: { host: p.host, baseHost: p.baseHost } }),
  },
  'loc-blocked-by-robots': {
    severity: 'warning',
    field: 'loc',
    words: (p: { agent: string; line: number | null; rule: string | null }): Words => ({
      values: { agent: p.agent, line: String(p.line), rule: String(p.rule) },
    }),
  },
  'loc-duplicate': {
    severity: 'warning',
    field: 'loc',
    words: (p: { where: DuplicateWhere }): Words => ({ values: { where: whereWords(p.where) } }),
  },
  'loc-duplicate-normalised': {
    severity: 'warning',
    field: 'loc',
    words: (p: { where: DuplicateWhere; first: string }): Words => ({
      values: { first: p.first, where: whereWords(p.where) },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Where a duplicate's first listing is: a row (1-based) of the same table, or of another table named. */
export interface DuplicateWhere {
  row: number;
  table?: string;
}

const whereWords = ({ row, table }: DuplicateWhere): Part =>
  table === undefined
    ? part('problemParts.duplicateWhere.row', { row: formatCount(row) })
    : part('problemParts.duplicateWhere.table', { table, row: formatCount(row) });

export const SCALAR_PROBLEMS = {
  'lastmod-invalid': {
    severity: 'error',
    field: 'lastmod',
    /** `reason`: what the W3C Datetime reader found wrong. */
    words: (p: { lastmod: string; reason: DatetimeFault }): Words => ({
      values: { lastmod: p.lastmod, reason: datetimeFaultWords(p.reason) },
    }),
  },
  'lastmod-future': {
    severity: 'warning',
    field: 'lastmod',
    words: (p: { lastmod: string }): Words => ({ values: { lastmod: p.lastmod } }),
  },
  'lastmod-schema-form': {
    severity: 'info',
    field: 'lastmod',
    /** A W3C Datetime sitemap.xsd refuses (outsideSchema); `fix`: the same instant with seconds. */
    words: (p: { lastmod: string; fix?: string }): Words =>
      p.fix === undefined
        ? { variant: 'partOfDate', values: { lastmod: p.lastmod } }
        : { variant: 'noSeconds', values: { lastmod: p.lastmod, fix: p.fix } },
  },
  'lastmod-shared': {
    severity: 'warning',
    field: 'lastmod',
    words: (p: { lastmod: string; count: number; rows: number }): Words => ({
      values: { count: formatCount(p.count), rows: formatCount(p.rows), lastmod: p.lastmod },
    }),
  },
  'changefreq-invalid': {
    severity: 'error',
    field: 'changefreq',
    /** `lower`: the value in lower case when that is allowed; else `allowed` lists what is. */
    words: (p: { changefreq: string; lower: string | null; allowed: readonly string[] }): Words =>
      p.lower === null
        ? { variant: 'notAllowed', values: { changefreq: p.changefreq, allowed: p.allowed.join(', ') } }
        : { variant: 'upperCase', values: { changefreq: p.changefreq, lower: p.lower } },
  },
  'priority-invalid': {
    severity: 'error',
    field: 'priority',
    /** `withPoint`: the value with a decimal point, when it was written with a decimal comma ("0,5"). */
    words: (p: { priority: string; withPoint?: string }): Words =>
      p.withPoint === undefined
        ? { variant: 'notANumber', values: { priority: p.priority } }
        : { variant: 'decimalComma', values: { priority: p.priority, withPoint: p.withPoint } },
  },
  'priority-out-of-range': {
    severity: 'error',
    field: 'priority',
    words: (p: { priority: string }): Words => ({ values: { priority: p.priority } }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** The faults of a row's own unknown XML (`extra`: elements of namespaces we do not model, written back as read). */
export const EXTRA_PROBLEMS = {
  /**
   * Half of a UTF-16 pair: XML holds it in no form. The grid shows that XML in no cell (only the row
   * details' XML tab does), so the error sits on the row's loc cell.
   */
  'extra-broken-character': { severity: 'error', field: 'loc', words: noValues },
  /**
   * Kept XML of the row or of its image, video or news entries that is not one well-formed element
   * (isOneWellFormedElement), from a project made or changed by hand: written as it is, it would make
   * a file that is no XML, or one that says more than the row (`</url><url>…`). `xml`: that XML.
   */
  'extra-malformed': {
    severity: 'error',
    field: 'loc',
    words: (p: { xml: string }): Words => ({ values: { xml: clip(p.xml) } }),
  },
  /**
   * An element no sitemap entry may hold (unwritableExtra: a second <loc>, or one of the sitemap
   * namespace or none): kept in the project, left out of the files written, which would fail the schema.
   */
  'extra-not-written': {
    severity: 'warning',
    field: 'loc',
    words: (p: { element: string }): Words => ({ values: { element: clip(p.element) } }),
  },
} as const satisfies Record<string, CatalogueEntry>;
