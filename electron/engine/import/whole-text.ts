import { isUtf8 } from 'node:buffer';
import { problem } from '../../../shared/problems';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';

/**
 * Reads a whole text file that is parsed in one piece (robots.txt, a CSV table). A read that fails
 * part way is a problem and the text before it is kept; bytes that are not UTF-8 are replaced,
 * with the warning the caller words.
 */
export async function readWholeText(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
  notUtf8Message: string,
): Promise<{ text: string; partial: boolean }> {
  const held: Buffer[] = [];
  let partial = false;
  try {
    for await (const chunk of chunks) held.push(chunk);
  } catch (error) {
    context.report(problemFromError(error, { file: context.file }));
    partial = true;
  }
  const bytes = Buffer.concat(held);
  if (!isUtf8(bytes)) context.report(problem('warning', 'invalid-utf8', notUtf8Message, { file: context.file }));
  return { text: bytes.toString('utf8').replace(/^\uFEFF/, ''), partial };
}
