import { describe, expect, it } from 'vitest';
import { returnStatusText } from '../../../../renderer/src/details/return-status';

const link = (hreflang: string, href: string) => ({ rel: 'alternate', hreflang, href });

describe('returnStatusText', () => {
  it('words each status as a badge and says what the other page lacks', () => {
    expect(returnStatusText({ status: 'complete', linksBack: true, missing: [], mismatched: [] })).toEqual({
      badge: 'links back',
      tone: 'ok',
      detail: '',
    });
    expect(returnStatusText({ status: 'self', linksBack: true, missing: [], mismatched: [] }).badge).toBe('this page');
    expect(returnStatusText({ status: 'outside', linksBack: false, missing: [], mismatched: [] }).badge).toBe(
      'not in project',
    );
    expect(
      returnStatusText({
        status: 'incomplete',
        linksBack: false,
        missing: [link('en', 'https://e.com/en')],
        mismatched: [link('de', 'https://e.com/de')],
      }),
    ).toEqual({
      badge: 'no return link',
      tone: 'warning',
      detail:
        'It does not link back to this page. It lacks en https://e.com/en. It gives another hreflang or x-default for de https://e.com/de.',
    });
  });
});
