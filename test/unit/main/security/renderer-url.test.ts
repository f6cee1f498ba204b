import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rendererUrlFor } from '../../../../electron/main/security/renderer-url';

const indexFile = '/opt/Sitemap Studio/resources/app.asar/out/renderer/index.html';
const builtUrl = pathToFileURL(indexFile).href;

describe('rendererUrlFor: the page the window loads, and so the one origin trusted', () => {
  it.each(['http://localhost:5173/', 'http://evil.example/', 'file:///tmp/evil.html', ''])(
    'a packaged app loads its own built file, whatever ELECTRON_RENDERER_URL says (%s)',
    (value) => {
      expect(rendererUrlFor({ isPackaged: true, env: { ELECTRON_RENDERER_URL: value }, indexFile })).toBe(builtUrl);
    },
  );

  it('a packaged app with no variable set loads its built file', () => {
    expect(rendererUrlFor({ isPackaged: true, env: {}, indexFile })).toBe(builtUrl);
  });

  it('a development build loads the dev server electron-vite names', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(rendererUrlFor({ isPackaged: false, env, indexFile })).toBe('http://localhost:5173');
  });

  it('a development build without a dev server (npm start) loads the built file', () => {
    expect(rendererUrlFor({ isPackaged: false, env: {}, indexFile })).toBe(builtUrl);
    expect(rendererUrlFor({ isPackaged: false, env: { ELECTRON_RENDERER_URL: '' }, indexFile })).toBe(builtUrl);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'localhost:5173', 'not a url'])(
    'a development build refuses a dev server address that is not http(s): %s',
    (value) => {
      expect(() => rendererUrlFor({ isPackaged: false, env: { ELECTRON_RENDERER_URL: value }, indexFile })).toThrow(
        `ELECTRON_RENDERER_URL must be the dev server's http(s) address, not "${value}"`,
      );
    },
  );
});
