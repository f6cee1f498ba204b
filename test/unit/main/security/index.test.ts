import type { App } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applySecurityModules } from '../../../../electron/main/security';

type Listener = (...args: unknown[]) => unknown;

/** Just enough of App, WebContents and Session to see what gets installed on each new contents. */
function setUp() {
  const appListeners = new Map<string, Listener>();
  const app = { on: (event: string, listener: Listener) => void appListeners.set(event, listener) };
  const openExternal = vi.fn();
  applySecurityModules(app as unknown as App, {
    isAppUrl: (url) => url === 'file:///app/index.html',
    openExternal,
  });

  const contentsListeners = new Map<string, Listener>();
  const installed: { windowOpen?: Listener; permissionRequest?: Listener; permissionCheck?: Listener } = {};
  const contents = {
    on: (event: string, listener: Listener) => void contentsListeners.set(event, listener),
    setWindowOpenHandler: (handler: Listener) => void (installed.windowOpen = handler),
    session: {
      setPermissionRequestHandler: (handler: Listener) => void (installed.permissionRequest = handler),
      setPermissionCheckHandler: (handler: Listener) => void (installed.permissionCheck = handler),
    },
  };
  return { appListeners, contents, contentsListeners, installed, openExternal };
}

describe('applySecurityModules', () => {
  it('installs nothing until a web contents is created', () => {
    const { appListeners, contentsListeners } = setUp();
    expect([...appListeners.keys()]).toEqual(['web-contents-created']);
    expect(contentsListeners.size).toBe(0);
  });

  it('secures every web contents the app creates', () => {
    const { appListeners, contents, contentsListeners, installed, openExternal } = setUp();
    appListeners.get('web-contents-created')!({}, contents);

    expect([...contentsListeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
    const navigation = { preventDefault: vi.fn() };
    contentsListeners.get('will-navigate')!(navigation, 'https://evil.example/');
    expect(navigation.preventDefault).toHaveBeenCalled();

    expect(installed.windowOpen!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/');

    const callback = vi.fn();
    installed.permissionRequest!({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(installed.permissionCheck!()).toBe(false);
  });
});
