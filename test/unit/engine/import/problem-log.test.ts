import { afterEach, describe, expect, it } from 'vitest';
import { ProblemLog } from '../../../../electron/engine/import/problem-log';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemAt, problemText } from '../../../../shared/problems';

afterEach(() => setActiveLocale('en'));

describe('ProblemLog', () => {
  it('stands in for the problems past the limit with a line that is worded again in Dutch', () => {
    const log = new ProblemLog(2);
    for (let n = 0; n < 1202; n++) log.add(problemAt({ file: 'a.xml', line: n + 1 }, 'loc-fragment'));
    const standIn = log.all().find((item) => item.unlisted !== undefined)!;
    expect(standIn).toMatchObject({ code: 'loc-fragment', unlisted: 1200, place: { file: 'a.xml' } });
    expect(problemText(standIn)).toBe('1,200 more "loc-fragment" problems in this file are not listed.');
    setActiveLocale('nl');
    expect(problemText(standIn)).toBe(
      'Nog 1.200 problemen "loc-fragment" in dit bestand worden niet afzonderlijk getoond.',
    );
  });
});
