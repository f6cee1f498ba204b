import { translateMessage } from '../../../shared/i18n/translator';

/** Only web links leave the app; `file:`, `javascript:`, custom schemes and garbage never reach the OS. */
export function isAllowedExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

/** Opens a web link in the system browser, refusing anything else with an error that says why. */
export async function openExternalLink(shell: ExternalOpener, url: string): Promise<void> {
  if (!isAllowedExternalUrl(url)) {
    throw Object.assign(new Error(translateMessage('dialogs.errors.linkNotWeb', { url })), {
      code: 'external-url-refused',
    });
  }
  await shell.openExternal(new URL(url).href);
}
