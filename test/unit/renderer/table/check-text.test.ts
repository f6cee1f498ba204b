import { afterEach, describe, expect, it } from 'vitest';
import { checkCellText } from '../../../../renderer/src/table/check-text';
import { columnLabel, GRID_COLUMNS } from '../../../../renderer/src/table/columns';
import { i18n } from '../../../../renderer/src/i18n';
import { blockedCheck, failedCheck } from '../../../../shared/site-check/empty-check';
import { answeredPage } from '../../../support/page-checks';
import type { PageCheck } from '../../../../shared/site-check/page-check';

const A = 'https://example.com/a';
const AGENT = 'Googlebot';
const page = (facts: Partial<PageCheck> = {}): PageCheck => answeredPage(A, facts);

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('the check columns’ text', () => {
  it('says a status is from before a Check all again that was cancelled before it reached the URL', () => {
    expect(checkCellText(page(), 'status', AGENT)).toBe('200');
    expect(checkCellText(page({ recheckFrom: 100 }), 'status', AGENT)).toBe('200 (earlier)');
    i18n.global.locale.value = 'nl';
    expect(checkCellText(page({ status: 404, recheckFrom: 100 }), 'status', AGENT)).toBe('404 (eerder)');
  });

  it('says whether a page is indexable, and why not, in the current language', () => {
    expect(checkCellText(page(), 'indexable', AGENT)).toBe('yes');
    expect(checkCellText(page({ status: 410 }), 'indexable', AGENT)).toBe('no: not 2xx');
    expect(checkCellText(failedCheck(A, 'other-host', ''), 'indexable', AGENT)).toBe('');
    expect(checkCellText(page({ unreadCoding: 'zstd' }), 'indexable', AGENT)).toBe('unknown: head not read');
    expect(checkCellText(page(), 'finalUrl', AGENT)).toBe(A);
    // A redirect not followed (to another host): where it points, not the URL that redirected.
    const offHost = page({
      status: 301,
      hops: [{ url: A, status: 301, location: 'https://other.example/a' }],
      failure: { kind: 'other-host', message: 'not followed' },
    });
    expect(checkCellText(offHost, 'finalUrl', AGENT)).toBe('https://other.example/a');
    expect(checkCellText(page({ canonical: null }), 'canonical', AGENT)).toBe('');
    i18n.global.locale.value = 'nl';
    expect(checkCellText(page(), 'indexable', AGENT)).toBe('ja');
    expect(checkCellText(page({ status: 410 }), 'indexable', AGENT)).toBe('nee: geen 2xx');
    expect(checkCellText(page({ unreadCoding: 'zstd' }), 'indexable', AGENT)).toBe('onbekend: head niet gelezen');
    expect(checkCellText(page({ canonical: 'https://example.com/b' }), 'indexable', AGENT)).toBe(
      'nee: canonieke URL elders',
    );
  });

  it('says the status, or why there was none, in the current language', () => {
    expect(checkCellText(failedCheck(A, 'timeout', 'no answer in 30 s'), 'status', AGENT)).toBe('timeout');
    i18n.global.locale.value = 'nl';
    expect(checkCellText(failedCheck(A, 'timeout', 'no answer in 30 s'), 'status', AGENT)).toBe('time-out');
    expect(checkCellText(failedCheck(A, 'dns', ''), 'status', AGENT)).toBe('DNS-fout');
    expect(checkCellText(page(), 'status', AGENT)).toBe('200');
  });

  it('says a site that gave no robots.txt answer is unreachable, and one at a private address was not asked', () => {
    const kept = (error: string) =>
      blockedCheck(A, { kind: 'robots-unreadable', origin: 'http://10.0.0.1', reason: { error } }, [
        { kind: 'robots-unreadable', origin: 'http://10.0.0.1', reason: { error }, agent: AGENT },
      ]);
    expect(checkCellText(kept('ECONNREFUSED'), 'status', AGENT)).toBe('robots.txt unreachable');
    expect(checkCellText(kept('ECONNREFUSED'), 'indexable', AGENT)).toBe('no: robots.txt unreachable');
    expect(checkCellText(kept('ERR_PRIVATE_ADDRESS'), 'status', AGENT)).toBe('private address (not asked)');
    expect(checkCellText(kept('ERR_PRIVATE_ADDRESS'), 'indexable', AGENT)).toBe('no: private address');
  });

  it('names the columns: the protocol’s elements as they are, the check’s words translated', () => {
    i18n.global.locale.value = 'nl';
    expect(GRID_COLUMNS.map((column) => columnLabel(column.key))).toEqual([
      'loc',
      'lastmod',
      'changefreq',
      'priority',
      'afbeeldingen',
      "video's",
      'alternatieven',
      'nieuws',
      'statuscode',
      'uiteindelijke URL',
      'indexeerbaar',
      'canonieke URL',
    ]);
  });
});
