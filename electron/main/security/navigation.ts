/** The part of WebContents this module needs, so it can be tested without Electron. */
export interface NavigationSource {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The renderer is a single page: any navigation away from it is denied, and webviews are never attached. */
export function blockNavigation(contents: NavigationSource, isAppUrl: (url: string) => boolean): void {
  const denyForeign = (event: { preventDefault(): void }, url: string): void => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', denyForeign);
  contents.on('will-redirect', denyForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
