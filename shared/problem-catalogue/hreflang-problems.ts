import { formatCount } from '../format';
import { clip, type CatalogueEntry } from './catalogue-entry';
import { noValues, type Words } from './wording';

/** A list of URLs or codes as a message quotes it. */
const listed = (items: readonly string[]): string => clip(items.join(', '));

/**
 * What is wrong in an hreflang cluster (shared/hreflang: the pages that are one content in several
 * languages), each on the row it is fixed on. Google ignores links that are not confirmed both ways,
 * and asks each page to list every version, itself included
 * (developers.google.com/search/docs/specialty/international/localized-versions). Codes that are
 * not ISO 639-1 (+ ISO 3166-1 region) are row errors of their own (alternate-hreflang-invalid, -unknown).
 */
export const HREFLANG_PROBLEMS = {
  'hreflang-return-missing': {
    severity: 'warning',
    field: 'alternates',
    /** `href`: the page that lists this row without this row listing it back. */
    words: (p: { href: string }): Words => ({ values: { href: clip(p.href) } }),
  },
  'hreflang-self-missing': { severity: 'warning', field: 'alternates', words: noValues },
  'hreflang-pages-unlisted': {
    severity: 'warning',
    field: 'alternates',
    /** `hrefs`: the first pages of the cluster this row leaves out; `count`: all it leaves out. */
    words: (p: { hrefs: readonly string[]; count: number }): Words => ({
      values: { hrefs: listed(p.hrefs), count: formatCount(p.count) },
      count: p.count,
    }),
  },
  'hreflang-language-twice': {
    severity: 'warning',
    field: 'alternates',
    words: (p: { language: string; hrefs: readonly string[] }): Words => ({
      values: { language: p.language, hrefs: listed(p.hrefs), count: formatCount(p.hrefs.length) },
      count: p.hrefs.length,
    }),
  },
  'hreflang-page-two-languages': {
    severity: 'warning',
    field: 'alternates',
    words: (p: { languages: readonly string[] }): Words => ({
      values: { languages: listed(p.languages), count: formatCount(p.languages.length) },
      count: p.languages.length,
    }),
  },
  'hreflang-language-two-pages': {
    severity: 'warning',
    field: 'alternates',
    words: (p: { language: string; hrefs: readonly string[] }): Words => ({
      values: { language: p.language, hrefs: listed(p.hrefs), count: formatCount(p.hrefs.length) },
      count: p.hrefs.length,
    }),
  },
  'hreflang-x-default-missing': { severity: 'info', field: 'alternates', words: noValues },
  'hreflang-x-default-differs': {
    severity: 'warning',
    field: 'alternates',
    /** `xDefault`: this row's (null: it gives none); `expected`: the one most of the cluster's rows give. */
    words: (p: { xDefault: string | null; expected: string }): Words =>
      p.xDefault === null
        ? { variant: 'none', values: { expected: clip(p.expected) } }
        : { variant: 'other', values: { xDefault: clip(p.xDefault), expected: clip(p.expected) } },
  },
  'hreflang-alternate-unlisted': {
    severity: 'info',
    field: 'alternates',
    words: (p: { href: string }): Words => ({ values: { href: clip(p.href) } }),
  },
  'hreflang-other-host': {
    severity: 'info',
    field: 'alternates',
    words: (p: { host: string; clusterHost: string }): Words => ({
      values: { host: p.host, clusterHost: p.clusterHost },
    }),
  },
  'hreflang-cluster-joined': {
    severity: 'warning',
    field: 'alternates',
    /** This row's link to `href` as `hreflang` alone joins its side of the cluster to `others` other pages. */
    words: (p: { href: string; hreflang: string; others: number }): Words => ({
      values: { href: clip(p.href), hreflang: p.hreflang, count: formatCount(p.others) },
      count: p.others,
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;
