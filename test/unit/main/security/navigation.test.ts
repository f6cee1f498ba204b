import { describe, expect, it, vi } from 'vitest';
import { createAppUrlMatcher } from '../../../../electron/main/security/app-url';
import { blockNavigation, type NavigationSource } from '../../../../electron/main/security/navigation';

type Listener = (event: { preventDefault(): void }, url?: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  const contents = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
  };
  /** Fires an event as Electron would; true when some listener prevented it. */
  const fire = (event: string, url?: string): boolean => {
    const navigation = { preventDefault: vi.fn() };
    for (const listener of listeners.get(event) ?? []) listener(navigation, url);
    return navigation.preventDefault.mock.calls.length > 0;
  };
  return { contents: contents as NavigationSource, listeners, fire };
}

const APP_URL = 'file:///opt/sitemap-studio/out/renderer/index.html';

function setUp(rendererUrl = APP_URL) {
  const fake = fakeContents();
  blockNavigation(fake.contents, createAppUrlMatcher(rendererUrl));
  return fake;
}

describe('blockNavigation', () => {
  it('listens to navigation, redirects and webview attachment', () => {
    const { listeners } = setUp();
    expect([...listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
  });

  it.each(['will-navigate', 'will-redirect'])('%s to a foreign URL is prevented', (event) => {
    const { fire } = setUp();
    expect(fire(event, 'https://evil.example/phish')).toBe(true);
    expect(fire(event, 'file:///etc/passwd')).toBe(true);
    expect(fire(event, 'javascript:alert(1)')).toBe(true);
    expect(fire(event, 'not a url')).toBe(true);
  });

  it.each(['will-navigate', 'will-redirect'])('%s within the app page is allowed', (event) => {
    const { fire } = setUp();
    expect(fire(event, APP_URL)).toBe(false);
    expect(fire(event, `${APP_URL}#/settings`)).toBe(false);
  });

  it('allows the dev server and refuses other origins when the renderer is served over http', () => {
    const { fire } = setUp('http://localhost:5173/');
    expect(fire('will-navigate', 'http://localhost:5173/?reload=1')).toBe(false);
    expect(fire('will-navigate', 'http://localhost:5174/')).toBe(true);
    expect(fire('will-redirect', 'https://example.com/')).toBe(true);
  });

  it('always prevents attaching a webview', () => {
    const { fire } = setUp();
    expect(fire('will-attach-webview')).toBe(true);
  });
});
