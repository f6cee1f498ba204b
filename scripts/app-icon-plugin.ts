import type { Plugin } from 'vite';
import { ICON_SOURCE, readIconSource, renderIconPng, writeBuildIcons } from './render-icons';

export interface AppIconOptions {
  /** A PNG of the icon emitted into this build's output as `icon.png`, at this size. */
  pngSize: number;
  /** Also render electron-builder's icons into this build resources folder. */
  buildResources?: string;
}

/** Renders build/icon.svg at build time, so no generated PNG is kept in the repository. */
export function appIcon(options: AppIconOptions): Plugin {
  let svg = '';
  return {
    name: 'sitemap-studio-app-icon',
    async buildStart() {
      svg = await readIconSource();
      this.addWatchFile(ICON_SOURCE);
      if (options.buildResources) await writeBuildIcons(options.buildResources, svg);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.png', source: renderIconPng(svg, options.pngSize) });
    },
  };
}
