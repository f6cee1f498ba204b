import { isAllowedExternalUrl } from './external-links';

export interface WindowOpenSource {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** No page may open a window; a web link the user clicked goes to the system browser instead. */
export function denyNewWindows(contents: WindowOpenSource, openExternal: (url: string) => void): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}
