import { describe, expect, it } from 'vitest';
import { tableTextDelimiter } from '../../../../shared/table-text-format';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

// The CLI probe: Dutch Excel's header `loc;lastmod;"Titel, NL";priority` was read as commas, so it
// had no loc column and the file was refused (table-no-loc).
describe('a CSV whose header quotes a cell holding another delimiter', () => {
  const temp = useTempDir();

  it('is read by the delimiter outside its quotes', async () => {
    expect(tableTextDelimiter('csv', 'loc;lastmod;"Titel, NL";priority')).toBe(';');
    expect(tableTextDelimiter('csv', 'loc,"a;b"')).toBe(',');
    expect(tableTextDelimiter('csv', '"loc";"say ""a, b"""')).toBe(';');
    const csv = await temp.write(
      'export.csv',
      'loc;lastmod;"Titel, NL";priority\r\nhttps://example.com/a;2024-01-02;"Een, twee";0,5\r\nhttps://example.com/b;;Drie;\r\n',
    );
    const result = await cliRun('validate', csv, '--json');
    const report = JSON.parse(result.out) as { urls: number; problems: { code: string }[] };
    expect(report.urls).toBe(2);
    expect(report.problems.map((problem) => problem.code)).not.toContain('table-no-loc');
  });
});
