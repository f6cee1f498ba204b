import type { App } from 'electron';
import { blockNavigation } from './navigation';
import { denyNewWindows } from './new-windows';
import { denyAllPermissions } from './permissions';

export interface SecurityOptions {
  isAppUrl: (url: string) => boolean;
  openExternal: (url: string) => void;
}

/** Chains the security modules onto every web contents and session the app ever creates. */
export function applySecurityModules(app: App, options: SecurityOptions): void {
  app.on('web-contents-created', (_event, contents) => {
    blockNavigation(contents, options.isAppUrl);
    denyNewWindows(contents, options.openExternal);
    denyAllPermissions(contents.session);
  });
}
