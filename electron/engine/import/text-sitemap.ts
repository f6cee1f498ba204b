import { problemAt, problemOf, type Place, type Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { locIssue } from './loc-check';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';
import { MAX_LINE_BYTES, textLines } from './text-lines';
import { rowMakingFor } from './taken-row';
import { InvalidUtf8Error } from './utf8-decoder';
import { trimXmlSpace } from '../xml-text';

export interface TextOutcome {
  /** The rows, unless the context took them (ParseContext.takeRow). */
  rows: UrlRow[];
  /** The rows read, taken or not. */
  rowCount: number;
  partial: boolean;
}

/**
 * A text sitemap: one URL per line; blank lines are skipped, anything else becomes a row, flagged
 * with its line when it is not an absolute URL (relative, or not a URL at all). A context that takes
 * rows (a parse worker's columns) takes each at once: held as objects, each with four lists of its
 * own, a 99 MB file took 1.47 GB, three times its XML's.
 */
export async function parseTextSitemap(chunks: AsyncIterable<Buffer>, context: ParseContext): Promise<TextOutcome> {
  const rows: UrlRow[] = [];
  const { takeRow } = context;
  const making = rowMakingFor(context);
  let rowCount = 0;
  let lastLine = 0;
  try {
    for await (const read of textLines(chunks)) {
      const { line } = read;
      lastLine = line;
      if ('tooLong' in read) {
        context.report(tooLong(read.tooLong, { file: context.file, line, column: 1 }));
        continue;
      }
      // Space, tab and CR only: a no-break space at an end is the loc's own, and told, as in XML.
      const loc = trimXmlSpace(read.text);
      if (loc === '') continue;
      const issue = locIssue(loc);
      if (issue) {
        // The row's loc is a cell: named, so validation's report of the same cell can stand for this one.
        const place = { file: context.file, line, column: 1, row: rowCount + 1, field: 'loc' };
        context.report(problemOf(place, issue));
      }
      rowCount += 1;
      const row = making.row();
      row.loc = making.own(loc);
      if (takeRow) takeRow(row);
      else rows.push(row);
      context.onRow();
    }
  } catch (error) {
    const place = { file: context.file, line: lastLine + 1 };
    if (error instanceof InvalidUtf8Error) {
      context.report(problemAt(place, 'invalid-utf8', { offset: error.byteOffset }));
    } else {
      context.report(problemFromError(error, place));
    }
    return { rows, rowCount, partial: true };
  }
  return { rows, rowCount, partial: false };
}

function tooLong(bytes: number, place: Place & { line: number }): Problem {
  return problemAt(place, 'line-too-long', { line: place.line, bytes, max: MAX_LINE_BYTES });
}
