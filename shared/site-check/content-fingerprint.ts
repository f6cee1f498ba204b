/**
 * A page's content fingerprint: what Google counts as a significant change (the main content, its
 * links, the structured data), hashed, with the title and canonical as they are. Two fetches of an
 * unchanged page give the same fingerprint; a footer, a menu or a "3 minutes ago" do not count.
 */

/** Where the main content was taken from, most precise first: `<main>`/`role=main`, `<article>`, else the body. */
export type ContentRegion = 'main' | 'article' | 'body';

export interface ContentFingerprint {
  /** Hash of the main content's text, boilerplate and volatile tokens left out. */
  content: string;
  region: ContentRegion;
  /** Words in the main content: 0 means the page showed none to fingerprint (a script-only page). */
  words: number;
  title: string | null;
  canonical: string | null;
  /** Hash of the set of links in the main content. */
  links: string;
  /** Hash of the JSON-LD blocks, or null when the page has none. */
  structuredData: string | null;
  /** How its text was read (FINGERPRINT_READING when it was made); absent: before readings were counted, 1. */
  reading?: number;
}

/**
 * The way fingerprints read a page now. Raised whenever what they leave out changes (2: counters such
 * as "1.2K views" and "5m ago" left out; 3: a `<form>`'s content kept, a textarea's text and only
 * a counter's own number left out): a fingerprint of another reading differs for pages that did not
 * change, so the two are never compared (comparable), and each such page would have seen one change.
 */
export const FINGERPRINT_READING = 3;

/** Whether two fingerprints were made the same way, so that their differences are the page's. */
export const comparable = (before: ContentFingerprint, after: ContentFingerprint): boolean =>
  (before.reading ?? 1) === (after.reading ?? 1);

/** The parts of a fingerprint a change can be in, in the order they are named. */
export const FINGERPRINT_PARTS = ['content', 'title', 'canonical', 'links', 'structuredData'] as const;
export type FingerprintPart = (typeof FINGERPRINT_PARTS)[number];

/** What changed from one fingerprint to the next; empty when the page did not change. */
export function changedParts(before: ContentFingerprint, after: ContentFingerprint): FingerprintPart[] {
  return FINGERPRINT_PARTS.filter((part) => before[part] !== after[part]);
}
