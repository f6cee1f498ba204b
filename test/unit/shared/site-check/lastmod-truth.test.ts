import { describe, expect, it } from 'vitest';
import type { ContentFingerprint } from '../../../../shared/site-check/content-fingerprint';
import { A, at, B } from '../../../support/content-fingerprints';
import { withContentHistory } from '../../../../shared/site-check/carry-history';
import { emptyCheck } from '../../../../shared/site-check/empty-check';
import { judgeLastmod, reviewLastmods } from '../../../../shared/site-check/lastmod-truth';
import type { PageCheck } from '../../../../shared/site-check/page-check';

const URL_ = 'https://example.com/boots';

/** The URL's results after checks at each time with each fingerprint, the row's lastmod as given. */
function checks(...runs: Array<[iso: string, fingerprint: ContentFingerprint, lastmod: string | null]>): PageCheck {
  let latest: PageCheck | undefined;
  for (const [iso, fingerprint, lastmod] of runs)
    latest = withContentHistory({ ...emptyCheck(URL_, at(iso)), fingerprint }, latest, lastmod);
  return latest!;
}

describe('judgeLastmod', () => {
  it('says nothing after one check, nor of a lastmod that agrees with the content', () => {
    const once = checks(['2026-03-01T10:00:00Z', A, '2026-02-01']);
    expect(judgeLastmod(once, '2026-02-01', once.checkedAt)).toEqual([]);
    const changed = checks(['2026-03-01T10:00:00Z', A, '2026-02-01'], ['2026-03-05T10:00:00Z', B, '2026-03-04']);
    expect(judgeLastmod(changed, '2026-03-04', changed.checkedAt)).toEqual([]);
  });

  it('finds a lastmod stale once the content changed after it, and fixes it to when the change was seen', () => {
    const changed = checks(['2026-03-01T10:00:00Z', A, '2026-02-01'], ['2026-03-05T10:00:00Z', B, '2026-02-01']);
    expect(judgeLastmod(changed, '2026-02-01', changed.checkedAt)).toEqual([
      {
        code: 'lastmod-stale',
        lastmod: '2026-02-01',
        changed: ['content'],
        changedAt: at('2026-03-05T10:00:00Z'),
        fix: '2026-03-05',
      },
    ]);
    expect(judgeLastmod(changed, '2026-02-01T08:00:00+01:00', changed.checkedAt)[0]!.fix).toBe(
      '2026-03-05T11:00:00+01:00',
    );
  });

  it('finds churn when lastmod moved while the content did not, and restores the lastmod taken as true', () => {
    const build = checks(
      ['2026-03-01T10:00:00Z', A, '2026-02-01'],
      ['2026-03-05T10:00:00Z', A, '2026-03-05T09:00:00Z'],
    );
    expect(judgeLastmod(build, '2026-03-05T09:00:00Z', build.checkedAt)).toEqual([
      { code: 'lastmod-churn', lastmod: '2026-03-05T09:00:00Z', since: at('2026-03-01T10:00:00Z'), fix: '2026-02-01' },
    ]);
    // The truth probe: a date row restored to the time taken as true before broke "a date stays a date".
    const timed = checks(
      ['2026-03-01T10:00:00Z', A, '2026-02-01T10:00:00+02:00'],
      ['2026-03-05T10:00:00Z', A, '2026-03-05'],
    );
    expect(judgeLastmod(timed, '2026-03-05', timed.checkedAt)[0]).toMatchObject({
      code: 'lastmod-churn',
      fix: '2026-02-01',
    });
    expect(judgeLastmod(timed, '2026-03-05T09:00Z', timed.checkedAt)[0]).toMatchObject({ fix: '2026-02-01T08:00:00Z' });
    // Never told a true lastmod: the time the content was first seen as it is.
    const bare = checks(['2026-03-01T10:00:00Z', A, null], ['2026-03-05T10:00:00Z', A, '2026-03-05']);
    expect(judgeLastmod(bare, '2026-03-05', bare.checkedAt)[0]).toMatchObject({
      code: 'lastmod-churn',
      fix: '2026-03-01',
    });
  });

  it('finds a lastmod after the check’s clock, fixed when the checks know the content', () => {
    const once = checks(['2026-03-01T10:00:00Z', A, '2026-02-01']);
    expect(judgeLastmod(once, '2026-03-03', once.checkedAt)).toEqual([
      { code: 'lastmod-future', lastmod: '2026-03-03', fix: '2026-02-01' },
    ]);
    expect(judgeLastmod(undefined, '2026-03-03', once.checkedAt)).toEqual([
      { code: 'lastmod-future', lastmod: '2026-03-03', fix: null },
    ]);
    // One check that saw the page only with this future lastmod dates nothing: it is left, not set to the check's time.
    const futureOnly = checks(['2026-03-01T10:00:00Z', A, '2031-05-05T10:00:00+02:00']);
    expect(judgeLastmod(futureOnly, '2031-05-05T10:00:00+02:00', futureOnly.checkedAt)).toEqual([
      { code: 'lastmod-future', lastmod: '2031-05-05T10:00:00+02:00', fix: null },
    ]);
    // A change seen dates it.
    const changed = checks(['2026-03-01T10:00:00Z', A, '2031-01-01'], ['2026-03-05T10:00:00Z', B, '2031-01-01']);
    expect(judgeLastmod(changed, '2031-01-01', changed.checkedAt)).toEqual([
      { code: 'lastmod-future', lastmod: '2031-01-01', fix: '2026-03-05' },
    ]);
    // A date alone has begun somewhere (UTC+14) by 10:00 UTC the day before: not yet in the future.
    expect(judgeLastmod(undefined, '2026-03-02', once.checkedAt)).toEqual([]);
    expect(judgeLastmod(undefined, '2026-03-01T10:04:00Z', once.checkedAt)).toEqual([]);
  });

  it('says a page whose two fetches disagreed is unstable, and nothing about its lastmod from that check', () => {
    const first = checks(['2026-03-01T10:00:00Z', A, '2026-02-01']);
    const unstable = withContentHistory(
      { ...emptyCheck(URL_, at('2026-03-05T10:00:00Z')), fingerprint: B, unstable: ['content'] },
      first,
      '2026-02-01',
    );
    expect(judgeLastmod(unstable, '2026-02-01', unstable.checkedAt)).toEqual([
      { code: 'content-unstable', parts: ['content'], fix: null },
    ]);
  });
});

describe('a URL that redirected', () => {
  /** The URL's result of a check on 5 March that a 302 took to another page (content B), after `previous`. */
  const redirectedOn5March = (previous: PageCheck | undefined): PageCheck =>
    withContentHistory(
      {
        ...emptyCheck(URL_, at('2026-03-05T10:00:00Z')),
        fingerprint: B,
        hops: [
          { url: URL_, status: 302, location: 'https://example.com/other' },
          { url: 'https://example.com/other', status: 200, location: null },
        ],
      },
      previous,
      '2026-02-01',
    );

  // The truth probe: a 302 to another page for one day was taken as two changes of the URL's content.
  it('leaves its history as it was: the content read was the target’s', () => {
    const first = checks(['2026-03-01T10:00:00Z', A, '2026-02-01']);
    const redirected = redirectedOn5March(first);
    expect(redirected.history).toEqual(first.history);
    const back = withContentHistory(
      { ...emptyCheck(URL_, at('2026-03-06T10:00:00Z')), fingerprint: A },
      redirected,
      '2026-02-01',
    );
    expect(judgeLastmod(back, '2026-02-01', back.checkedAt)).toEqual([]);
    expect(back.history?.lastChanged).toBeNull();
  });

  // The review: a URL first checked during its 302 kept the target's fingerprint, from which the next
  // check started a history, and saw a change of the URL.
  it('starts no history when its first check redirected: the next check starts it', () => {
    const redirected = redirectedOn5March(undefined);
    const back = withContentHistory(
      { ...emptyCheck(URL_, at('2026-03-06T10:00:00Z')), fingerprint: A },
      redirected,
      '2026-02-01',
    );
    expect(back.history?.changed).toEqual([]);
    expect(back.history?.lastChanged).toBeNull();
    expect(judgeLastmod(back, '2026-02-01', back.checkedAt)).toEqual([]);
  });
});

describe('reviewLastmods', () => {
  it('gives each untrue lastmod of every table its true one, and says what it left and why', () => {
    const stale = checks(['2026-03-01T10:00:00Z', A, '2026-02-01'], ['2026-03-05T10:00:00Z', B, '2026-02-01']);
    const unstable: PageCheck = { ...checks(['2026-03-01T10:00:00Z', A, '2026-02-01']), unstable: ['content'] };
    const GONE = 'https://example.com/gone';
    const STILL = 'https://example.com/still';
    const UNSTABLE = 'https://example.com/unstable';
    const tables = [
      {
        rows: [
          { loc: URL_, lastmod: '2026-02-01' },
          { loc: 'https://example.com/other', lastmod: '2026-02-01' },
          { loc: 'https://example.com/other', lastmod: '2031-01-01' },
        ],
      },
      {
        rows: [
          { loc: URL_, lastmod: null },
          { loc: URL_, lastmod: '2026-03-05' },
          { loc: URL_, lastmod: '2027-01-01' },
          { loc: UNSTABLE, lastmod: '2026-02-01' },
          { loc: STILL, lastmod: '2026-02-01' },
          // No W3C Datetime: validation's, neither agreeing nor not (the review: it was counted as agreeing).
          { loc: STILL, lastmod: 'yesterday' },
          { loc: GONE, lastmod: '2026-02-01' },
        ],
      },
    ];
    const still = checks(['2026-03-01T10:00:00Z', A, '2026-02-01'], ['2026-03-05T10:00:00Z', A, '2026-02-01']);
    const byLoc = new Map<string, PageCheck>([
      [URL_, stale],
      [UNSTABLE, unstable],
      [STILL, still],
      [GONE, { ...emptyCheck(GONE, at('2026-03-05T10:00:00Z')), status: 404 }],
    ]);
    expect(reviewLastmods(tables, (loc) => byLoc.get(loc), at('2026-03-06T00:00:00Z'))).toEqual({
      fixes: [
        { table: 0, row: 0, loc: URL_, from: '2026-02-01', to: '2026-03-05', code: 'lastmod-stale' },
        { table: 1, row: 2, loc: URL_, from: '2027-01-01', to: '2026-03-05', code: 'lastmod-future' },
      ],
      left: [
        // In the future, of a page no check has seen: doubted, not dated.
        { table: 0, row: 2, loc: 'https://example.com/other', lastmod: '2031-01-01', code: 'lastmod-future' },
        { table: 1, row: 3, loc: UNSTABLE, lastmod: '2026-02-01', code: 'content-unstable' },
      ],
      // The row true since the change, and the page that has not changed.
      agreeing: 2,
      // The other page's lastmod in the past: no content check has seen it.
      unjudged: 1,
      // The page that answered 404: its check read no content to judge by.
      unread: 1,
    });
  });
});
