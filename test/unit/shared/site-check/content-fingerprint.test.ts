import { describe, expect, it } from 'vitest';
import { changedParts, type ContentFingerprint } from '../../../../shared/site-check/content-fingerprint';

const before: ContentFingerprint = {
  content: 'c1',
  region: 'main',
  words: 120,
  title: 'Shoes',
  canonical: 'https://example.com/shoes',
  links: 'l1',
  structuredData: null,
};

describe('changedParts', () => {
  it('names nothing for the same fingerprint, and the region or word count alone is no change', () => {
    expect(changedParts(before, { ...before })).toEqual([]);
    expect(changedParts(before, { ...before, region: 'body', words: 121 })).toEqual([]);
  });

  it('names each part that changed, in order', () => {
    expect(changedParts(before, { ...before, structuredData: 's1', content: 'c2', links: 'l2' })).toEqual([
      'content',
      'links',
      'structuredData',
    ]);
    expect(changedParts(before, { ...before, title: 'Shoes – sale', canonical: null })).toEqual(['title', 'canonical']);
  });
});
