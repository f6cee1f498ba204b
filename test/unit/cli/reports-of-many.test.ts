import { describe, expect, it } from 'vitest';
import { importText } from '../../../electron/cli/import-command';
import { problemAt } from '../../../shared/problems';

// The review: an --all report spread every problem line as an argument of push(), which V8 refuses
// past some 120,000 ("Maximum call stack size exceeded"): an import of 200,000 rows, each with a
// warning, could not be reported.
describe('a report of more problems than a call takes arguments', () => {
  it('lists all 200,000 with --all', () => {
    const problems = Array.from({ length: 200_000 }, (_, n) =>
      problemAt({ file: 'big.xml', line: n + 2, column: 1 }, 'empty-field', { element: 'lastmod' }),
    );
    const text = importText({ files: [], unread: [], problems, cancelled: false }, true);
    expect(text.split('\n').filter((line) => line.includes('[empty-field]'))).toHaveLength(200_000);
  });
});
