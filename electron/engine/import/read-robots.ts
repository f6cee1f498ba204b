import { isUtf8 } from 'node:buffer';
import { problem } from '../../../shared/problems';
import type { ParseContext } from './parse-xml';
import type { ListedChild } from './read-content';
import { sitemapsInRobots } from './robots-sitemaps';
import { problemFromError } from './source-error';

/** Reads a whole robots.txt (kept as text for blocked-URL checks) and lists its Sitemap lines. */
export async function readRobots(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
): Promise<{ text: string; partial: boolean; children: ListedChild[] }> {
  const held: Buffer[] = [];
  let partial = false;
  try {
    for await (const chunk of chunks) held.push(chunk);
  } catch (error) {
    context.report(problemFromError(error, { file: context.file }));
    partial = true;
  }
  const bytes = Buffer.concat(held);
  if (!isUtf8(bytes)) {
    // Crawlers read robots.txt leniently; so do we, replacing the bad bytes.
    context.report(
      problem('warning', 'invalid-utf8', 'robots.txt is not valid UTF-8; bad bytes were replaced.', {
        file: context.file,
      }),
    );
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const children = sitemapsInRobots(text).map(({ value, line }) => ({ loc: value, line }));
  return { text, partial, children };
}
