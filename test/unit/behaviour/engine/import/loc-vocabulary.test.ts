import { describe, expect, it } from 'vitest';
import { checkLoc } from '../../../../../shared/validation/loc-rules';
import { locIssue } from '../../../../../electron/engine/import/loc-check';

describe("the import's loc findings", () => {
  it('use the codes validation gives the same loc', () => {
    for (const loc of ['', '/about/', 'post-sitemap.xml', 'ftp://example.com/file', 'javascript:alert(1)']) {
      const imported = locIssue(loc);
      expect(imported?.code, loc).toBe(checkLoc(loc, null)[0]?.code);
    }
  });

  it('say the row was kept as written', () => {
    expect(locIssue('/about/')).toEqual({ code: 'loc-not-absolute', params: [{ loc: '/about/', kept: true }] });
    expect(locIssue('https://example.com/')).toBeNull();
  });
});
