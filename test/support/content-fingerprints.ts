import type { ContentFingerprint } from '../../shared/site-check/content-fingerprint';

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
