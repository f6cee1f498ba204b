import { formatCount } from '../../../shared/format';
import { problem, type Place, type Problem } from '../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import { detach } from './detach';
import { locIssue } from './loc-check';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';
import { MAX_LINE_BYTES, textLines } from './text-lines';
import { InvalidUtf8Error } from './utf8-decoder';

export interface TextOutcome {
  rows: UrlRow[];
  partial: boolean;
}

/**
 * A text sitemap: one URL per line; blank lines are skipped, anything else becomes a row, flagged
 * with its line when it is not an absolute URL (relative, or not a URL at all).
 */
export async function parseTextSitemap(chunks: AsyncIterable<Buffer>, context: ParseContext): Promise<TextOutcome> {
  const rows: UrlRow[] = [];
  let lastLine = 0;
  try {
    for await (const read of textLines(chunks)) {
      const { line } = read;
      lastLine = line;
      if ('tooLong' in read) {
        context.report(tooLong(read.tooLong, { file: context.file, line, column: 1 }));
        continue;
      }
      const loc = read.text.trim();
      if (loc === '') continue;
      const issue = locIssue(loc, 'line');
      if (issue) {
        // The row's loc is a cell: named, so validation's report of the same cell can stand for this one.
        const place = { file: context.file, line, column: 1, row: rows.length + 1, field: 'loc' };
        context.report(problem('warning', issue.code, issue.message, place));
      }
      rows.push(emptyRow(detach(loc)));
      context.onRow();
    }
  } catch (error) {
    const place = { file: context.file, line: lastLine + 1 };
    if (error instanceof InvalidUtf8Error) {
      context.report(problem('error', 'invalid-utf8', error.message, place));
    } else {
      context.report(problemFromError(error, place));
    }
    return { rows, partial: true };
  }
  return { rows, partial: false };
}

function tooLong(bytes: number, place: Place): Problem {
  const message =
    `Line ${place.line} is ${formatCount(bytes)} bytes long; no URL is longer than ` +
    `${formatCount(MAX_LINE_BYTES)} bytes, so it was left out.`;
  return problem('error', 'line-too-long', message, place);
}
