import type { ListedChild } from './listed-child';
import type { ParseContext } from './parse-xml';
import { problemAt } from '../../../shared/problems';
import { ROBOTS_MAX_BYTES } from '../../../shared/robots/robots-lines';
import { sitemapsInRobots } from './robots-sitemaps';
import { readWholeText } from './whole-text';

/**
 * Reads a whole robots.txt (kept as text for blocked-URL checks, and whole for an export that writes
 * it back) and lists its Sitemap lines: those in its first ROBOTS_MAX_BYTES, as Google reads it, a
 * longer file being said so.
 */
export async function readRobots(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
): Promise<{ text: string; partial: boolean; children: ListedChild[]; cut: boolean }> {
  // Crawlers read robots.txt leniently; so do we, replacing the bad bytes.
  const { text, partial } = await readWholeText(chunks, context, 'robots');
  const bytes = Buffer.byteLength(text);
  const cut = bytes > ROBOTS_MAX_BYTES;
  if (cut) context.report(problemAt({ file: context.file }, 'robots-too-large', { bytes, max: ROBOTS_MAX_BYTES }));
  const children = sitemapsInRobots(text).map(({ value, line }) => ({ loc: value, line }));
  return { text, partial, children, cut };
}
