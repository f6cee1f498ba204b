import type { Readable } from 'node:stream';
import { HeadCollector, type HeadFacts } from './head-collector';
import { readHtml } from './read-html';

/**
 * Reads an HTML body only as far as its head: up to `</head>` or the first element of the body, or
 * `byteCap` bytes, whichever comes first (readHtml). The rest of a page, or a response that never
 * ends, is never waited for; a head still open at the cap is said in the facts' cut (headBytes).
 */
export async function readHtmlHead(
  body: Readable,
  pageUrl: string,
  headerCharset: string | null,
  byteCap: number,
): Promise<HeadFacts> {
  const collector = new HeadCollector(pageUrl);
  if (!(await readHtml(body, headerCharset, byteCap, collector))) collector.capReached(byteCap);
  return collector.facts();
}
