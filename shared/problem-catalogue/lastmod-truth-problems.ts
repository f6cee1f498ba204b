import type { FingerprintPart } from '../site-check/content-fingerprint';
import { clip, type CatalogueEntry } from './catalogue-entry';
import { partIn } from './render-words';
import { part, type WordValue, type Words } from './wording';

/** The parts of a fingerprint a change was in, each named in the message's language. */
const partsIn =
  (parts: readonly FingerprintPart[]): WordValue =>
  (locale) =>
    parts.map((name) => partIn(part(`problemParts.fingerprintPart.${name}`), locale)).join(', ');

/**
 * What the content check finds of a row's lastmod against the content history the project keeps
 * (shared/site-check/lastmod-truth.ts): Google uses lastmod only while a site's dates are accurate.
 * Times are as a lastmod writes them; `fix` is the lastmod that would be true. lastmod-future, also
 * found with no network, is a row rule (row-problems.ts).
 */
export const LASTMOD_TRUTH_PROBLEMS = {
  'lastmod-stale': {
    severity: 'warning',
    field: 'lastmod',
    words: (p: {
      loc: string;
      lastmod: string;
      changed: readonly FingerprintPart[];
      changedAt: string;
      fix: string;
    }): Words => ({
      values: { loc: clip(p.loc), lastmod: p.lastmod, changed: partsIn(p.changed), changedAt: p.changedAt, fix: p.fix },
    }),
  },
  'lastmod-churn': {
    severity: 'warning',
    field: 'lastmod',
    /** `since`: when the content was first seen as it is still. */
    words: (p: { loc: string; lastmod: string; since: string; fix: string }): Words => ({
      values: { loc: clip(p.loc), lastmod: p.lastmod, since: p.since, fix: p.fix },
    }),
  },
  'content-unstable': {
    severity: 'info',
    field: 'loc',
    words: (p: { loc: string; parts: readonly FingerprintPart[] }): Words => ({
      values: { loc: clip(p.loc), parts: partsIn(p.parts) },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;
