import { describe, expect, it } from 'vitest';
import { checkLoc } from '../../../../../shared/validation/loc-rules';
import { locIssue } from '../../../../../electron/engine/import/loc-check';
import { renderMessage } from '../../../../../shared/problem-catalogue';

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

  it('name the URL meant where a slash after the scheme is missing, and only there', () => {
    const words = (loc: string) => {
      const found = locIssue(loc);
      return found && renderMessage(found);
    };
    expect(words('https:/example.com/x?a=1')).toBe(
      '"https:/example.com/x?a=1" has no host name (a slash is missing after the scheme); it was kept as written. Did you mean "https://example.com/x?a=1"?',
    );
    expect(locIssue('HTTP:www.example.com:8080')?.params).toEqual([
      { loc: 'HTTP:www.example.com:8080', fix: 'HTTP://www.example.com:8080' },
    ]);
    // No host to read there: no URL proposed.
    expect(words('http:///a')).toBe('"http:///a" has no host name; it was kept as written.');
    expect(locIssue('https:/about/')?.params).toEqual([{ loc: 'https:/about/' }]);
  });
});
