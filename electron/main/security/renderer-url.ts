import { pathToFileURL } from 'node:url';
import { isAbsoluteHttpUrl } from '../../../shared/http-url';

export interface RendererUrlOptions {
  isPackaged: boolean;
  env: Readonly<Record<string, string | undefined>>;
  /** The built renderer's index.html. */
  indexFile: string;
}

/**
 * The page the window loads, which is also the one origin the app trusts (navigation, IPC senders).
 * Only a development build may take electron-vite's dev server from ELECTRON_RENDERER_URL: in a
 * packaged app an environment variable must never decide what is trusted.
 */
export function rendererUrlFor({ isPackaged, env, indexFile }: RendererUrlOptions): string {
  const devServer = env['ELECTRON_RENDERER_URL'];
  if (isPackaged || !devServer) return pathToFileURL(indexFile).href;
  if (!isAbsoluteHttpUrl(devServer)) {
    throw new Error(`ELECTRON_RENDERER_URL must be the dev server's http(s) address, not "${devServer}".`);
  }
  return devServer;
}
