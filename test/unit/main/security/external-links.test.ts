import { describe, expect, it, vi } from 'vitest';
import { isAllowedExternalUrl, openExternalLink } from '../../../../electron/main/security/external-links';

describe('isAllowedExternalUrl', () => {
  it.each(['https://example.com/', 'http://example.com/a?b=c#d', 'HTTP://EXAMPLE.COM'])('allows %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ftp://example.com/file',
    'sitemap-studio://x',
    'data:text/plain,hi',
    'mailto:a@example.com',
    '',
    'example.com',
    '/relative/path',
    'http//example.com',
  ])('refuses %j', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});

describe('openExternalLink', () => {
  it('passes a web link to the shell', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    await openExternalLink(shell, 'https://www.sitemaps.org/');
    expect(shell.openExternal).toHaveBeenCalledExactlyOnceWith('https://www.sitemaps.org/');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'garbage'])(
    'refuses %j with code external-url-refused and never reaches the shell',
    async (url) => {
      const shell = { openExternal: vi.fn(async () => undefined) };
      await expect(openExternalLink(shell, url)).rejects.toMatchObject({
        code: 'external-url-refused',
        message: expect.stringContaining(url),
      });
      expect(shell.openExternal).not.toHaveBeenCalled();
    },
  );

  it("passes on the shell's own failure", async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no browser'))) };
    await expect(openExternalLink(shell, 'https://example.com/')).rejects.toThrow('no browser');
  });
});
