import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from '../../../../electron/main/security/web-preferences';

describe('secureWebPreferences', () => {
  const preferences = secureWebPreferences('/opt/app/out/preload/index.js');

  it('uses the given preload', () => {
    expect(preferences.preload).toBe('/opt/app/out/preload/index.js');
  });

  it('isolates and sandboxes the page', () => {
    expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, webSecurity: true });
  });

  it('gives the page no Node, no webviews and no insecure content', () => {
    expect(preferences).toMatchObject({
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });
});
