import { describe, expect, it } from 'vitest';
import { PROBLEMS_LISTED_PER_CODE } from '../../../../shared/import-options';
import { PROBLEMS_KEPT_IN_ALL } from '../../../../shared/validation/kept-problems';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

describe('validate of many files whose every row has a problem the import and validation both see', () => {
  const temp = useTempDir();

  it('reports each cell once, past the bound of problems listed in all', async () => {
    // More files than the bound in all takes at the import's listing per file: the import's problems
    // of the later files must still give way to validation's own, stand-in and all.
    const files = Math.ceil(PROBLEMS_KEPT_IN_ALL / PROBLEMS_LISTED_PER_CODE) + 20;
    const perFile = PROBLEMS_LISTED_PER_CODE + 50;
    for (let file = 0; file < files; file++) {
      const lines = Array.from({ length: perFile }, (_, row) => `relative/${file}/${row}`);
      await temp.write(`sitemaps/s-${file}.txt`, `${lines.join('\n')}\n`);
    }
    const text = await cliRun('validate', `${temp.path()}/sitemaps`);
    const rows = files * perFile;
    expect(text.out).toContain(`${rows.toLocaleString('en-US')} errors, 0 warnings`);
    const json = JSON.parse((await cliRun('validate', `${temp.path()}/sitemaps`, '--json')).out) as {
      errors: number;
      warnings: number;
    };
    expect(json).toMatchObject({ errors: rows, warnings: 0 });
  }, 60_000);
});
