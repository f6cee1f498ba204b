import { describe, expect, it } from 'vitest';
import { sourcesNotReadWhole } from '../../../electron/cli/sources-not-read-whole';
import type { ImportResult } from '../../../shared/import-types';
import { problem } from '../../../shared/problems';

const SITE = 'https://example.com';

describe('sourcesNotReadWhole', () => {
  // It guessed 'only hoped for' from an info note at the location and no error there.
  it('names a source not read whatever the severities of the problems at it; only one marked optional is left out', () => {
    const result: ImportResult = {
      files: [],
      unread: [
        { location: `${SITE}/robots.txt`, parent: null, optional: true },
        { location: `${SITE}/pages.xml`, parent: `${SITE}/index.xml` },
      ],
      problems: [
        problem('error', 'http-status', 'not found', { file: `${SITE}/robots.txt` }),
        problem('info', 'read-retried', 'read again', { file: `${SITE}/pages.xml` }),
        problem('warning', 'http-status', 'not found', { file: `${SITE}/pages.xml` }),
      ],
      cancelled: false,
    };
    expect(sourcesNotReadWhole(result)).toEqual([`${SITE}/pages.xml`]);
  });
});
