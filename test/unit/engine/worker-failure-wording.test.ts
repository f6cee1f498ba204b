import { afterEach, describe, expect, it } from 'vitest';
import {
  checkingWording,
  checkTopicWording,
  diedHow,
  diedWording,
  packingWording,
  rowsWording,
  threwWording,
} from '../../../electron/engine/worker-failure-wording';
import { setActiveLocale } from '../../../shared/i18n/active-locale';

afterEach(() => setActiveLocale('en'));

/** The failures a pool tells, worded in the active language. */
const told = (): string[] => {
  const writing = packingWording(rowsWording('pages', 25_000, 50_000), 'sitemap-2.xml.gz');
  return [
    diedWording('pack', diedHow({ code: 1 }), writing),
    threwWording(packingWording(rowsWording('pages', 0, 25_000), null), 211, 'no memory'),
    diedWording('check', diedHow({ reason: 'out of memory' }), checkingWording({ check: 'duplicates', partition: 3 })),
    threwWording(checkingWording({ check: 'rows', table: 'news', firstRow: 0, endRow: 10 }), null, 'ENOSPC'),
    diedWording('parse', diedHow({ code: 134 })),
  ];
};

describe('a worker pool’s failures, as a person reads them', () => {
  it('name the job, the rows and the file in English', () => {
    expect(told()).toEqual([
      'The pack worker stopped (exit code 1) while writing sitemap-2.xml.gz (rows 25,001–50,000 of pages)',
      'Measuring rows 1–25,000 of pages failed at row 212: no memory',
      'The check worker failed (out of memory) while checking the duplicates of partition 3',
      'Checking rows 1–10 of news failed: ENOSPC',
      'The parse worker stopped (exit code 134)',
    ]);
  });

  it('word a check job’s topic, which a pool holds as data until a job fails', () => {
    const rows = { check: 'rows', table: 'pages', firstRow: 25_000, endRow: 50_000 } as const;
    expect(checkTopicWording(rows)).toBe('rows 25,001–50,000 of pages');
    expect(checkTopicWording(rows)).toBe(rowsWording('pages', 25_000, 50_000));
    expect(checkTopicWording({ check: 'duplicates', partition: 7 })).toBe('the duplicates of partition 7');
    setActiveLocale('nl');
    expect(checkTopicWording(rows)).toBe('rijen 25.001–50.000 van pages');
  });

  it('and in Dutch, what the worker itself said passed on as it was', () => {
    setActiveLocale('nl');
    expect(told()).toEqual([
      'De inpakworker is gestopt (afsluitcode 1) tijdens het schrijven van sitemap-2.xml.gz (rijen 25.001–50.000 van pages)',
      'Het meten van rijen 1–25.000 van pages is mislukt bij rij 212: no memory',
      "De controleworker is vastgelopen (out of memory) tijdens het controleren van de dubbele URL's van partitie 3",
      'Het controleren van rijen 1–10 van news is mislukt: ENOSPC',
      'De leesworker is gestopt (afsluitcode 134)',
    ]);
  });
});
