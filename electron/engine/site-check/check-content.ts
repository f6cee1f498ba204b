import { cutWith } from '../../../shared/site-check/page-limits';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { fetchPage, type FetchPageOptions } from './check-page';
import { ContentFingerprinter } from './fingerprint/content-fingerprinter';
import { readHtml } from './read-html';

export interface CheckContentOptions extends FetchPageOptions {
  /** The most bytes of a page read to fingerprint it (default 5 MiB); a page past them is not fingerprinted. */
  contentByteCap?: number;
}

export const CONTENT_BYTE_CAP = 5 * 1024 * 1024;

/**
 * checkPage reading the whole of an HTML page, up to the content cap: its head's facts as checkPage
 * gives them, and the fingerprint of its main content (fingerprint/). A page cut by the cap gets no
 * fingerprint, and its cut says so (contentBytes): it is never fingerprinted from a part.
 */
export function checkPageContent(url: string, options: CheckContentOptions): Promise<PageCheck> {
  const cap = options.contentByteCap ?? CONTENT_BYTE_CAP;
  return fetchPage(url, options, async (body, finalUrl, charset) => {
    const reading = new ContentFingerprinter(finalUrl);
    if (await readHtml(body, charset, cap, reading)) return { ...reading.facts(), fingerprint: reading.fingerprint() };
    // Read only in part, it is never fingerprinted: its elements nested too deep (its cut says so), or the cap.
    if (reading.done) return reading.facts();
    reading.capReached(cap);
    const facts = reading.facts();
    return { ...facts, cut: cutWith(facts.cut, { contentBytes: cap }) };
  });
}
