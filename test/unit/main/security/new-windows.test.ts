import { describe, expect, it, vi } from 'vitest';
import { denyNewWindows } from '../../../../electron/main/security/new-windows';

function setUp() {
  let handler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const openExternal = vi.fn();
  denyNewWindows(
    {
      setWindowOpenHandler: (registered) => {
        handler = registered;
      },
    },
    openExternal,
  );
  if (!handler) throw new Error('no window open handler was registered');
  return { handler, openExternal };
}

const WEB_LINKS = ['https://www.sitemaps.org/protocol.html', 'http://example.com/', 'HTTPS://EXAMPLE.COM/Path'];

const REFUSED = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'file:///etc/passwd',
  'file://server/share/evil.exe',
  'sitemap-studio://open?path=/etc',
  'ms-msdt:/id PCWDiagnostic',
  'smb://attacker/share',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@example.com',
  'about:blank',
  '',
  'not a url at all',
  '//example.com/no-scheme',
  'https//missing-colon',
];

describe('denyNewWindows', () => {
  it.each(WEB_LINKS)('denies the window and sends %s to the system browser', (url) => {
    const { handler, openExternal } = setUp();
    expect(handler({ url })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith(url);
  });

  it.each(REFUSED)('denies the window and never opens %j', (url) => {
    const { handler, openExternal } = setUp();
    expect(handler({ url })).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });
});
