import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppInfo } from '../../shared/app-types';
import { APP_NAME } from '../../shared/window-title';

/** What the app reports about itself when the engine runs in plain Node (web host, CLI). */
export function nodeAppInfo(): AppInfo {
  return {
    name: APP_NAME,
    version: packageVersion(),
    platform: process.platform,
    electron: null,
    node: process.versions.node,
    chrome: null,
  };
}

/** The version in package.json, found from the source tree or from the build output. */
export function packageVersion(): string {
  for (const candidate of [join(__dirname, '../../package.json'), join(__dirname, '../../../package.json')]) {
    try {
      const { name, version } = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version?: string };
      if (name === 'sitemap-studio' && version) return version;
    } catch {
      // try the next place
    }
  }
  return '0.0.0';
}
