import { describe, expect, it } from 'vitest';
import { FINGERPRINT_READING, type ContentFingerprint } from '../../../../shared/site-check/content-fingerprint';
import { needsSecondFetch } from '../../../../shared/site-check/two-fetches';
import {
  lastmodVerdict,
  mergeContentHistory,
  type ContentHistory,
} from '../../../../shared/site-check/content-history';
import { knownHistory } from '../../../../shared/site-check/carry-history';
import { lastmodAt, lastmodSpan } from '../../../../shared/site-check/lastmod-span';
import { emptyCheck } from '../../../../shared/site-check/empty-check';

const A: ContentFingerprint = {
  content: 'c1',
  region: 'main',
  words: 120,
  title: 'Shoes',
  canonical: 'https://example.com/shoes',
  links: 'l1',
  structuredData: 's1',
};
const B: ContentFingerprint = { ...A, content: 'c2' };

const at = (iso: string): number => Date.parse(iso);
const seen = (fingerprint: ContentFingerprint | undefined, iso: string, lastModified: string | null = null) => ({
  fingerprint,
  checkedAt: at(iso),
  lastModified,
});

describe('mergeContentHistory', () => {
  it('starts a history at the first fingerprint, with no change seen and the row’s lastmod taken as true', () => {
    expect(mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), '2026-02-01')).toEqual({
      fingerprint: A,
      firstSeen: at('2026-03-01T10:00:00Z'),
      seenSince: at('2026-03-01T10:00:00Z'),
      lastSeen: at('2026-03-01T10:00:00Z'),
      lastChanged: null,
      changedAfter: null,
      changed: [],
      lastmod: '2026-02-01',
    });
  });

  it('keeps the times when nothing changed, and dates a change by the check that first saw it', () => {
    const first = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), '2026-02-01')!;
    const same = mergeContentHistory(first, seen({ ...A, words: 121 }, '2026-03-02T10:00:00Z'), '2026-02-01')!;
    expect(same).toMatchObject({ seenSince: first.firstSeen, lastSeen: at('2026-03-02T10:00:00Z'), lastChanged: null });
    const changed = mergeContentHistory(same, seen(B, '2026-03-05T10:00:00Z'), '2026-02-01')!;
    expect(changed).toMatchObject({
      fingerprint: B,
      firstSeen: first.firstSeen,
      seenSince: at('2026-03-05T10:00:00Z'),
      lastChanged: at('2026-03-05T10:00:00Z'),
      changedAfter: at('2026-03-02T10:00:00Z'),
      changed: ['content'],
      // The old lastmod is before the last fetch of the old content: not true of the new.
      lastmod: null,
    });
  });

  it('names every part a change was in: links, structured data, title, canonical', () => {
    const first = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), null)!;
    const next = { ...A, links: 'l2', structuredData: null, title: 'Boots', canonical: null };
    expect(mergeContentHistory(first, seen(next, '2026-03-02T10:00:00Z'), null)!.changed).toEqual([
      'title',
      'canonical',
      'links',
      'structuredData',
    ]);
  });

  it('takes Last-Modified as the time of the change only when it falls between the two fetches', () => {
    const first = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), null)!;
    const inside = seen(B, '2026-03-05T10:00:00Z', 'Tue, 03 Mar 2026 08:00:00 GMT');
    expect(mergeContentHistory(first, inside, null)!.lastChanged).toBe(at('2026-03-03T08:00:00Z'));
    // Before the last fetch of the old content, or the time of the request itself plus a bit: not plausible.
    for (const header of ['Sun, 01 Feb 2026 08:00:00 GMT', 'Fri, 06 Mar 2026 08:00:00 GMT', 'yesterday']) {
      const other = seen(B, '2026-03-05T10:00:00Z', header);
      expect(mergeContentHistory(first, other, null)!.lastChanged).toBe(at('2026-03-05T10:00:00Z'));
    }
  });

  it('leaves the history as it was for a check without a fingerprint, or whose two fetches disagreed', () => {
    const first = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), null)!;
    expect(mergeContentHistory(first, seen(undefined, '2026-03-02T10:00:00Z'), null)).toBe(first);
    const unstable = { ...seen(B, '2026-03-02T10:00:00Z'), unstable: ['content' as const] };
    expect(mergeContentHistory(first, unstable, null)).toBe(first);
    expect(mergeContentHistory(undefined, unstable, null)).toBeUndefined();
  });

  it('does not take a lastmod that claims a change after the content was first seen as it is', () => {
    const first = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), '2026-02-01')!;
    const moved = mergeContentHistory(first, seen(A, '2026-03-08T10:00:00Z'), '2026-03-08T09:00:00Z')!;
    expect(moved.lastmod).toBe('2026-02-01');
  });

  it('starts from the fingerprint of a result saved before histories were kept', () => {
    const check = { ...emptyCheck('https://example.com/', at('2026-01-01T00:00:00Z')), fingerprint: A };
    expect(knownHistory(check)).toMatchObject({ fingerprint: A, firstSeen: check.checkedAt, lastChanged: null });
    expect(knownHistory({ ...check, history: { ...knownHistory(check)!, lastmod: 'x' } })!.lastmod).toBe('x');
    expect(knownHistory(undefined)).toBeUndefined();
  });
});

describe('lastmodVerdict', () => {
  const history: ContentHistory = {
    fingerprint: B,
    firstSeen: at('2026-03-01T10:00:00Z'),
    seenSince: at('2026-03-05T10:00:00Z'),
    lastSeen: at('2026-03-09T10:00:00Z'),
    lastChanged: at('2026-03-05T10:00:00Z'),
    changedAfter: at('2026-03-02T10:00:00Z'),
    changed: ['content'],
    lastmod: null,
  };

  it('is stale before the last fetch of the old content, churn after the first of the new, true between', () => {
    expect(lastmodVerdict(history, '2026-02-20')).toBe('stale');
    expect(lastmodVerdict(history, '2026-03-02T09:59:59Z')).toBe('stale');
    // A date alone runs in every zone: the 2nd may still be the day of the change somewhere.
    expect(lastmodVerdict(history, '2026-03-02')).toBe('true');
    expect(lastmodVerdict(history, '2026-03-04T17:00:00+02:00')).toBe('true');
    expect(lastmodVerdict(history, '2026-03-05T10:00:00Z')).toBe('true');
    expect(lastmodVerdict(history, '2026-03-05T10:00:01Z')).toBe('churn');
    expect(lastmodVerdict(history, '2026-03-07')).toBe('churn');
    // After the latest check: the content may have changed since; only the next check can tell.
    expect(lastmodVerdict(history, '2026-03-09T10:00:01Z')).toBe('true');
    expect(lastmodVerdict(history, 'not a date')).toBe('true');
  });

  // The fingerprint review: a page rendered by a script, or all of it frame, hashes the same empty
  // content at every check, and its site's moved lastmod was "restored" to the older date.
  it('is never churn while the page shows no words of its own: a change of its content would not have been seen', () => {
    const unread: ContentHistory = { ...history, fingerprint: { ...B, words: 0 } };
    expect(lastmodVerdict(unread, '2026-03-07')).toBe('true');
    expect(lastmodVerdict(unread, '2026-03-05T10:00:01Z')).toBe('true');
    // What was seen to change (its title, its links) still dates it.
    expect(lastmodVerdict(unread, '2026-02-20')).toBe('stale');
  });

  // The truth probe: a page changed at two checks in a row had every second change missed: the first
  // fix wrote the check's time to the second, and that second held the next change's last old fetch.
  it('takes a time whose second holds the last fetch of the old content as stale: the time of the change before', () => {
    const day1 = at('2026-03-01T04:44:36.500Z');
    const afterTwoChanges = mergeContentHistory(
      mergeContentHistory(
        mergeContentHistory(undefined, seen(A, '2026-02-28T04:44:30Z'), null),
        {
          fingerprint: B,
          checkedAt: day1,
          lastModified: null,
        },
        null,
      ),
      { fingerprint: { ...A, content: 'c3' }, checkedAt: at('2026-03-02T04:44:37Z'), lastModified: null },
      lastmodAt(day1, '2026-01-01T00:00:00Z'),
    )!;
    expect(lastmodAt(day1, '2026-01-01T00:00:00Z')).toBe('2026-03-01T04:44:36Z');
    expect(lastmodVerdict(afterTwoChanges, '2026-03-01T04:44:36Z')).toBe('stale');
    expect(lastmodVerdict(afterTwoChanges, '2026-03-01T04:44Z')).toBe('stale');
    // A date keeps its whole span: the 1st may still be the day of the change somewhere.
    expect(lastmodVerdict(afterTwoChanges, '2026-03-01')).toBe('true');
  });

  // The review: a site changed at 04:44:40 and wrote 04:44, the check having seen the old content at
  // 04:44:10; the lastmod was called stale, with a "fix" the same as itself.
  it('takes a time whose minute holds the change as well as the last old fetch as true', () => {
    const changed = mergeContentHistory(
      mergeContentHistory(undefined, seen(A, '2026-03-01T04:44:10Z'), null),
      seen(B, '2026-03-02T09:00:00Z', 'Sun, 01 Mar 2026 04:44:40 GMT'),
      '2026-03-01T04:44Z',
    )!;
    expect(changed.lastChanged).toBe(at('2026-03-01T04:44:40Z'));
    expect(lastmodVerdict(changed, '2026-03-01T04:44Z')).toBe('true');
    // Its second does not hold the change: the time of the content before.
    expect(lastmodVerdict(changed, '2026-03-01T04:44:10Z')).toBe('stale');
    // Two checks in one minute, the fix written to the minute, is true at once.
    const twice = mergeContentHistory(
      mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:05Z'), null),
      seen(B, '2026-03-01T10:00:35Z'),
      null,
    )!;
    expect(lastmodVerdict(twice, lastmodAt(twice.lastChanged!, '2026-01-01T00:00Z'))).toBe('true');
  });
});

// The review: a fingerprint of an older reading (before "1.2K views" was left out) differs for a page
// that did not change; every such page saw one change after the update, and its lastmod was moved.
describe('a fingerprint made another way', () => {
  it('is no change: the content is seen as it is from this check on', () => {
    const older = mergeContentHistory(undefined, seen(A, '2026-03-01T10:00:00Z'), '2026-02-01')!;
    const now = { ...B, reading: FINGERPRINT_READING };
    const next = mergeContentHistory(older, seen(now, '2026-03-05T10:00:00Z'), '2026-02-01')!;
    expect(next.changed).toEqual([]);
    expect(next.lastChanged).toBeNull();
    expect(next.fingerprint).toEqual(now);
    expect(next.seenSince).toBe(at('2026-03-05T10:00:00Z'));
    expect(lastmodVerdict(next, '2026-02-01')).toBe('true');
    // A lastmod the site moved to the day of its change is not told as churn either.
    expect(lastmodVerdict(next, '2026-03-04')).toBe('true');
    // Read the same way from then on, a difference is a change again.
    const changed = mergeContentHistory(
      next,
      seen({ ...A, reading: FINGERPRINT_READING }, '2026-03-06T10:00:00Z'),
      null,
    )!;
    expect(changed.changed).toEqual(['content']);
    // Nor does the older one ask for a second fetch.
    const check = { ...emptyCheck('https://example.com/', at('2026-03-05T10:00:00Z')), fingerprint: now };
    expect(needsSecondFetch(check, A, false)).toBe(false);
    expect(needsSecondFetch(check, { ...A, reading: FINGERPRINT_READING }, false)).toBe(true);
  });
});

describe('lastmodSpan and lastmodAt', () => {
  it('spans a value’s whole period in every zone, and writes an instant in the style of a lastmod', () => {
    expect(lastmodSpan('2026-03-05')).toEqual({
      earliest: at('2026-03-04T10:00:00Z'),
      latest: at('2026-03-06T12:00:00Z') - 1,
    });
    expect(lastmodSpan('2026-03')!.latest).toBe(at('2026-04-01T12:00:00Z') - 1);
    expect(lastmodSpan('2026')!.latest).toBe(at('2027-01-01T12:00:00Z') - 1);
    expect(lastmodSpan('2026-03-05T10:15Z')!.latest).toBe(at('2026-03-05T10:15:59.999Z'));
    expect(lastmodSpan('2026-03-05T10:15:30+01:00')!.latest).toBe(at('2026-03-05T09:15:30.999Z'));
    expect(lastmodSpan('2026-02-30')).toBeNull();
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2026-01-01')).toBe('2026-03-05');
    // A year, or a year and month, is a date too: its fix is a date, no time made up.
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2099')).toBe('2026-03-05');
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2030-05')).toBe('2026-03-05');
    // The truth probe: every fix was to the second in UTC, a site's +02:00 and minutes lost.
    // A minutes one is written to the second: sitemap.xsd wants seconds.
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2026-01-01T00:00Z')).toBe('2026-03-05T10:15:30Z');
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2026-01-01T00:00:00+02:00')).toBe('2026-03-05T12:15:30+02:00');
    expect(lastmodAt(at('2026-03-05T00:15:30.250Z'), '2026-01-01T00:00-05:30')).toBe('2026-03-04T18:45:30-05:30');
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), '2026-01-01T00:00:00.5Z')).toBe('2026-03-05T10:15:30Z');
    expect(lastmodAt(at('2026-03-05T10:15:30.250Z'), null)).toBe('2026-03-05T10:15:30Z');
  });
});
