import { describe, expect, it } from 'vitest';
import { HeadCollector } from '../../../../electron/engine/site-check/head-collector';
import { parseRefresh } from '../../../../electron/engine/site-check/meta-refresh';
import { PAGE_LIMITS } from '../../../../shared/site-check/page-limits';

const PAGE = 'https://example.com/shop/item';

/** The facts of `html` as the check's head reader collects them for PAGE. */
function headOf(html: string) {
  const collector = new HeadCollector(PAGE);
  collector.write(html);
  return collector.facts();
}

const refreshMeta = (content: string, equiv = 'refresh') => `<meta http-equiv="${equiv}" content="${content}">`;

describe('parseRefresh reads a refresh as browsers do', () => {
  it.each([
    ['0', { seconds: 0, url: null }],
    ['5;url=/next', { seconds: 5, url: '/next' }],
    ["0; URL='https://example.com/x'", { seconds: 0, url: 'https://example.com/x' }],
    ['3, url=x', { seconds: 3, url: 'x' }],
    ['  2  ;  Url  =  "a b"  tail', { seconds: 2, url: 'a b' }],
    ['0; /bare', { seconds: 0, url: '/bare' }],
    ['0 urlish/page', { seconds: 0, url: 'urlish/page' }],
    ['1.5; url=/half', { seconds: 1, url: '/half' }],
    ['.5; url=/dot', { seconds: 0, url: '/dot' }],
    ['0; url=', { seconds: 0, url: null }],
    ['0;', { seconds: 0, url: null }],
  ])('"%s"', (content, expected) => {
    expect(parseRefresh(content)).toEqual(expected);
  });

  it.each(['', 'url=/x', 'soon; url=/x', '5x; url=/x'])('"%s" is no refresh', (content) => {
    expect(parseRefresh(content)).toBeNull();
  });

  it('a wait of more digits than a number holds is kept as the largest a result can save', () => {
    expect(parseRefresh(`${'9'.repeat(400)}; url=/x`)).toEqual({ seconds: Number.MAX_SAFE_INTEGER, url: '/x' });
  });
});

describe('the head reader takes the first meta refresh', () => {
  it('resolves it against the <base> like the canonical; http-equiv in any case', () => {
    const facts = headOf(
      `<html><head><base href="https://example.com/de/">${refreshMeta('0; url=neu', 'Refresh')}</head><body>`,
    );
    expect(facts.refresh).toEqual({ seconds: 0, url: 'https://example.com/de/neu' });
  });

  it('keeps the first one and ignores later ones; a refresh without a URL has none to keep', () => {
    expect(headOf(`<head>${refreshMeta('3;url=/a')}${refreshMeta('0;url=/b')}</head>`).refresh).toEqual({
      seconds: 3,
      url: 'https://example.com/a',
    });
    // The page refreshing itself: no redirect, and a later one is not acted on either.
    expect(headOf(`<head>${refreshMeta('30')}${refreshMeta('0;url=/b')}</head>`)).not.toHaveProperty('refresh');
    // One browsers would not act on (no number) does not count as the first.
    expect(headOf(`<head>${refreshMeta('soon')}${refreshMeta('1;url=/b')}</head>`).refresh?.url).toBe(
      'https://example.com/b',
    );
  });

  it('does not read a refresh after the head is over', () => {
    expect(headOf(`<head><title>x</title></head><body>${refreshMeta('0;url=/late')}`)).not.toHaveProperty('refresh');
    expect(headOf(`<head><img src="/p.gif">${refreshMeta('0;url=/late')}`)).not.toHaveProperty('refresh');
  });

  it('leaves out a URL too long to be a loc and counts it, like the canonical', () => {
    const long = `/${'a'.repeat(PAGE_LIMITS.urlChars)}`;
    const facts = headOf(`<head>${refreshMeta(`0; url=${long}`)}</head>`);
    expect(facts).not.toHaveProperty('refresh');
    expect(facts.cut).toMatchObject({ longUrls: 1 });
    // Short as written, too long once made absolute against the page.
    const resolved = headOf(`<head>${refreshMeta(`0; url=${long.slice(PAGE.length - 10)}`)}</head>`);
    expect(resolved).not.toHaveProperty('refresh');
    expect(resolved.cut).toMatchObject({ longUrls: 1 });
  });
});
