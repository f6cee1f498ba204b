import { isUtf8 } from 'node:buffer';
import { problemAt } from '../../../shared/problems';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';

/**
 * Reads a whole text file that is parsed in one piece (robots.txt, a CSV table). A read that fails
 * part way is a problem and the text before it is kept; bytes that are not UTF-8 are replaced,
 * with a warning that names what the file is (`what`).
 */
export async function readWholeText(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
  what: 'robots' | 'table',
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
  if (!isUtf8(bytes)) context.report(problemAt({ file: context.file }, 'invalid-utf8', { replaced: what }));
  return { text: bytes.toString('utf8').replace(/^\uFEFF/, ''), partial };
}
