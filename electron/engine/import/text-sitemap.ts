import { problemAt, problemOf, type Place, type Problem } from '../../../shared/problems';
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
      const issue = locIssue(loc);
      if (issue) {
        // The row's loc is a cell: named, so validation's report of the same cell can stand for this one.
        const place = { file: context.file, line, column: 1, row: rows.length + 1, field: 'loc' };
        context.report(problemOf(place, issue));
      }
      rows.push(emptyRow(detach(loc)));
      context.onRow();
    }
  } catch (error) {
    const place = { file: context.file, line: lastLine + 1 };
    if (error instanceof InvalidUtf8Error) {
      context.report(problemAt(place, 'invalid-utf8', { offset: error.byteOffset }));
    } else {
      context.report(problemFromError(error, place));
    }
    return { rows, partial: true };
  }
  return { rows, partial: false };
}

function tooLong(bytes: number, place: Place & { line: number }): Problem {
  return problemAt(place, 'line-too-long', { line: place.line, bytes, max: MAX_LINE_BYTES });
}
