import type { ListedChild } from './listed-child';
import type { ParseContext } from './parse-xml';
import { sitemapsInRobots } from './robots-sitemaps';
import { readWholeText } from './whole-text';

/** Reads a whole robots.txt (kept as text for blocked-URL checks) and lists its Sitemap lines. */
export async function readRobots(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
): Promise<{ text: string; partial: boolean; children: ListedChild[] }> {
  // Crawlers read robots.txt leniently; so do we, replacing the bad bytes.
  const { text, partial } = await readWholeText(chunks, context, 'robots');
  const children = sitemapsInRobots(text).map(({ value, line }) => ({ loc: value, line }));
  return { text, partial, children };
}
