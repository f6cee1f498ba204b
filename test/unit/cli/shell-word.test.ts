import { describe, expect, it } from 'vitest';
import { shellWord } from '../../../electron/cli/shell-word';

// The CLI probe: diagnose's suggested command held the URL bare, and its `&` put the pasted command in the background.
describe('a word to paste into a shell', () => {
  it('leaves a plain URL as it is and quotes one a shell would split, background or glob', () => {
    expect(shellWord('https://example.com/sitemap.xml')).toBe('https://example.com/sitemap.xml');
    expect(shellWord('https://example.com/s.xml?d=7&x=1')).toBe("'https://example.com/s.xml?d=7&x=1'");
    expect(shellWord("https://example.com/it's")).toBe("'https://example.com/it'\\''s'");
  });
});
