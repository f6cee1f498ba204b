import { describe, expect, it } from 'vitest';
import { crawlGaps } from '../../../../shared/site-check/crawl-gaps';

describe('crawlGaps', () => {
  it('counts as elsewhere only the listed URLs on another site, not a blank or relative loc (the review)', () => {
    const listed = ['https://a.example/1', 'https://b.example/2', 'http://a.example/3', '', '/relative', 'mailto:x@y'];
    const gaps = crawlGaps([], listed, 'https://a.example');
    expect(gaps.elsewhere).toBe(2);
    expect(gaps.orphans).toEqual(['https://a.example/1']);
  });
});
