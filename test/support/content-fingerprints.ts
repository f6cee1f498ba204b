import type { ContentFingerprint } from '../../shared/site-check/content-fingerprint';
import { withContentHistory } from '../../shared/site-check/carry-history';
import { emptyCheck } from '../../shared/site-check/empty-check';
import type { PageCheck } from '../../shared/site-check/page-check';

/** A page's content as one check fingerprints it. */
export const A: ContentFingerprint = {
  content: 'c1',
  region: 'main',
  words: 12,
  title: 'Boots',
  canonical: null,
  links: 'l1',
  structuredData: null,
};

/** The same page after a real change of its main content. */
export const B: ContentFingerprint = { ...A, content: 'c2' };

/** An ISO time as the checks keep it (ms since the epoch). */
export const at = (iso: string): number => Date.parse(iso);

/** `loc`'s result of one content check (`check --content --save`): what `fix --lastmod` needs to judge anything. */
export const contentChecked = (loc: string): PageCheck =>
  withContentHistory({ ...emptyCheck(loc, at('2026-03-01T10:00:00Z')), fingerprint: A }, undefined, null);
