import { describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { checkFindings } from '../../../../shared/site-check/check-findings';
import { leaveOutReason } from '../../../../shared/site-check/leave-out';
import type { MetaRefresh } from '../../../../shared/site-check/page-check';
import { answeredPage } from '../../../support/page-checks';

const URL = 'https://example.com/old';
const AGENT = 'Googlebot';
const refreshing = (refresh: MetaRefresh) => answeredPage(URL, { refresh });
const findingsOf = (refresh: MetaRefresh) => checkFindings(refreshing(refresh), { loc: URL, alternates: [] });

describe('a page whose meta refresh leads elsewhere', () => {
  it('at once: a warning naming where, and the export leaves it out as a redirect', () => {
    const refresh = { seconds: 0, url: 'https://example.com/new' };
    const [finding, ...rest] = findingsOf(refresh);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ code: 'check-meta-refresh', severity: 'warning', field: 'loc' });
    expect(finding!.message).toBe(
      'The page refreshes at once to https://example.com/new (a meta refresh, which search engines treat as a permanent redirect): list that instead.',
    );
    expect(leaveOutReason(refreshing(refresh), AGENT)).toBe('redirect');
  });

  it('after a wait: the warning says how long, and the page stays in the sitemap', () => {
    const refresh = { seconds: 5, url: 'https://example.com/later' };
    expect(findingsOf(refresh).map((found) => found.message)).toEqual([
      'The page refreshes to https://example.com/later after 5 s (a meta refresh, which search engines treat as a temporary redirect).',
    ]);
    expect(leaveOutReason(refreshing(refresh), AGENT)).toBeNull();
  });

  it('in Dutch too', () => {
    setActiveLocale('nl');
    try {
      expect(findingsOf({ seconds: 3, url: 'https://example.com/b' })[0]!.message).toBe(
        'De pagina ververst na 3 s naar https://example.com/b (een meta-refresh, die zoekmachines als een tijdelijke doorverwijzing zien).',
      );
    } finally {
      setActiveLocale('en');
    }
  });

  it('a refresh of the page itself (fragment aside) is no finding and no redirect', () => {
    for (const url of [URL, `${URL}#top`]) {
      expect(findingsOf({ seconds: 0, url })).toEqual([]);
      expect(leaveOutReason(refreshing({ seconds: 0, url }), AGENT)).toBeNull();
    }
  });
});
