import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeAppInfo, packageVersion } from '../../../electron/engine/app-info';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('app info in plain Node', () => {
  it("reads the version from the project's package.json", () => {
    expect(packageVersion()).toBe(pkg.version);
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reports Node, the platform and no Electron', () => {
    expect(nodeAppInfo()).toEqual({
      name: 'Sitemap Studio',
      version: pkg.version,
      platform: process.platform,
      electron: null,
      node: process.versions.node,
      chrome: null,
    });
  });
});
