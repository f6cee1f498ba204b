import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIconSource, writeBuildIcons } from '../../../scripts/render-icons';
import { useTempDir } from '../../support/use-temp-dir';
import { builderConfig, projectDir } from './builder-config';

const temp = useTempDir();

// electron-builder's schema check loads slowly on a busy machine.
describe('the packaged app’s icon, as electron-builder.yml names it', { timeout: 30_000 }, () => {
  it('names, for every platform, icons that the build renders into build/', async () => {
    const config = await builderConfig();
    const named = [config.icon, config.mac?.icon, config.win?.icon, config.linux?.icon];
    expect(named.every((icon) => typeof icon === 'string')).toBe(true);

    // Rendered into a stand-in for build/, so the test does not depend on a build having run.
    await writeBuildIcons(temp.path(), await readIconSource());
    const buildResources = join(projectDir, config.directories?.buildResources ?? 'build');
    for (const icon of named as string[]) {
      const inBuild = relative(buildResources, resolve(projectDir, icon));
      expect(inBuild.startsWith('..'), `${icon} is outside the build resources folder`).toBe(false);
      expect(existsSync(join(temp.path(), inBuild)), `${icon} is not rendered by the build`).toBe(true);
    }
    // Linux takes the folder of sized PNGs; electron-builder reads the size from each name.
    expect(
      existsSync(join(temp.path(), relative(buildResources, resolve(projectDir, config.linux!.icon!)), '512x512.png')),
    ).toBe(true);
  });
});
