import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIXTURES, importAll, problemTuples } from '../../../../support/import-helpers';

/** Each fixture has its expected kind, rows and problems (with exact places) beside it. */
const cases = readdirSync(IMPORT_FIXTURES)
  .filter((name) => name.endsWith('.expected.json'))
  .map((expectedName) => {
    const base = expectedName.replace('.expected.json', '');
    const input = readdirSync(IMPORT_FIXTURES).find((name) => name.startsWith(`${base}.`) && name !== expectedName)!;
    return { input, expected: JSON.parse(readFileSync(join(IMPORT_FIXTURES, expectedName), 'utf8')) as unknown };
  });

describe('import fixtures', () => {
  it('has fixtures to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('$input gives the expected rows and problems', async ({ input, expected }) => {
    const result = await importAll([join(IMPORT_FIXTURES, input)]);
    expect(result.files).toHaveLength(1);
    const [file] = result.files;
    expect({
      kind: file!.summary.kind,
      partial: file!.summary.partial,
      rows: file!.rows,
      problems: problemTuples(result),
    }).toEqual(expected);
  });
});
