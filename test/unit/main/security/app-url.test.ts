import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAppUrlMatcher } from '../../../../electron/main/security/app-url';

describe('createAppUrlMatcher for the built renderer on disk', () => {
  const rendererUrl = 'file:///opt/sitemap-studio/out/renderer/index.html';
  const isApp = createAppUrlMatcher(rendererUrl);

  it.each([
    rendererUrl,
    `${rendererUrl}#/tables/1`,
    `${rendererUrl}?token=abc`,
    `${rendererUrl}?a=1#b`,
    'FILE:///opt/sitemap-studio/out/renderer/index.html',
  ])('accepts %s', (url) => {
    expect(isApp(url)).toBe(true);
  });

  it.each([
    'file://otherhost/opt/sitemap-studio/out/renderer/index.html',
    'file:///opt/sitemap-studio/out/renderer/other.html',
    'file:///opt/sitemap-studio/out/renderer/',
    'file:///opt/sitemap-studio/out/renderer/index.html.evil',
    'file:///etc/passwd',
    'file:///tmp/index.html',
    'http://localhost/opt/sitemap-studio/out/renderer/index.html',
    'https://example.com/',
    'about:blank',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(isApp(url)).toBe(false);
  });

  it('refuses a missing URL (a sender frame that is gone)', () => {
    expect(isApp(undefined)).toBe(false);
  });

  it('matches a path with spaces however it is encoded', () => {
    const withSpaces = createAppUrlMatcher(pathToFileURL('/opt/Sitemap Studio/out/renderer/index.html').href);
    expect(withSpaces('file:///opt/Sitemap%20Studio/out/renderer/index.html#/')).toBe(true);
    expect(withSpaces('file:///opt/Sitemap Studio/out/renderer/index.html')).toBe(true);
    expect(withSpaces('file:///opt/Sitemap%20Studio/out/renderer/other.html')).toBe(false);
  });
});

describe('createAppUrlMatcher for the dev server', () => {
  const isApp = createAppUrlMatcher('http://localhost:5173');

  it.each([
    'http://localhost:5173',
    'http://localhost:5173/',
    'http://localhost:5173/src/main.ts?t=1',
    'http://localhost:5173/#/settings',
  ])('accepts the same origin: %s', (url) => {
    expect(isApp(url)).toBe(true);
  });

  it.each([
    'http://localhost:5174/',
    'https://localhost:5173/',
    'http://127.0.0.1:5173/',
    'http://localhost.evil.example:5173/',
    'http://localhost:5173@evil.example/',
    'file:///opt/sitemap-studio/out/renderer/index.html',
    'garbage',
    '',
  ])('refuses %j', (url) => {
    expect(isApp(url)).toBe(false);
  });

  it('refuses a missing URL', () => {
    expect(isApp(undefined)).toBe(false);
  });
});
