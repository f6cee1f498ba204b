import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import type { ImportResult } from '../../../../../shared/import-types';
import { shopIndex } from '../../../../support/shop-sitemap';
import { REAL_SERVERS } from '../../../../support/zoo/real-servers';
import { writeRemoteSet } from '../../../../support/zoo/remote-set';
import { useRealServer } from '../../../../support/zoo/use-real-server';
import { IMPORT_PATHS } from '../../../../support/zoo/import-paths';

const FILES = 20;
const ROWS_PER_FILE = 2_000;
/** The loss was intermittent (issue #23): each case runs this many times. */
const RUNS = 3;

/** What one import brought, in a shape whose diff says what went wrong. */
interface Outcome {
  rows: number;
  files: number;
  /** `code: message` of every error. */
  errors: string[];
  /** Problems `source-empty` of any severity: a file is empty only when it is. */
  empty: number;
  /** Files whose bytes did not all arrive. */
  readFailed: string[];
}

/** Imports `url` taking rows as columns, as the app does. */
async function importOutcome(url: string, parseWorkers: number): Promise<Outcome> {
  let rows = 0;
  const result: ImportResult = await importSources(
    [url],
    {},
    { parseWorkers, takeColumns: (columns) => (rows += columns.rowCount) },
  );
  return {
    rows,
    files: result.files.length,
    errors: result.problems.filter((item) => item.severity === 'error').map((item) => `${item.code}: ${item.message}`),
    empty: result.problems.filter((item) => item.code === 'source-empty').length,
    readFailed: result.files.filter((file) => file.summary.readFailed).map((file) => file.summary.location),
  };
}

for (const kind of REAL_SERVERS) {
  describe(`importing a remote set from ${kind.name}`, () => {
    const served = useRealServer(kind, async (dir, origin) => {
      const set = await writeRemoteSet(dir, origin, FILES, ROWS_PER_FILE);
      const listed = [set.files[0]!, `${origin}/gone.xml.gz`, set.files[1]!];
      await writeFile(join(dir, 'with-gone.xml'), shopIndex(listed));
      return { ...set, withGone: `${origin}/with-gone.xml` };
    });

    for (const path of IMPORT_PATHS) {
      for (const entry of ['index', 'robots.txt'] as const) {
        it(`reads every URL through its ${entry} ${path.name}, ${RUNS} times`, async () => {
          const set = served().content;
          const url = entry === 'index' ? set.index : set.robots;
          const whole: Outcome = {
            rows: set.rows,
            files: FILES + (entry === 'index' ? 1 : 2),
            errors: [],
            empty: 0,
            readFailed: [],
          };
          for (let run = 1; run <= RUNS; run++) {
            expect({ run, ...(await importOutcome(url, path.parseWorkers)) }).toEqual({ run, ...whole });
          }
        }, 60_000);
      }

      it(`reports a listed sitemap the server does not have, and reads the others, ${path.name}`, async () => {
        const { withGone } = served().content;
        const outcome = await importOutcome(withGone, path.parseWorkers);
        expect(outcome).toMatchObject({ rows: 2 * ROWS_PER_FILE, files: 3, empty: 0, readFailed: [] });
        expect(outcome.errors).toEqual([expect.stringMatching(/^http-status: .*404/)]);
      });
    }
  });
}
