import { resolve } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

const projectDir = resolve(__dirname, '../../..');

// Read and checked exactly as `electron-builder` reads electron-builder.yml, against its own schema.
async function builderConfig() {
  const config = await getConfig(projectDir, null, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('the packaged app, as electron-builder.yml configures it', () => {
  it('flips the fuses that would let the environment or the command line run other code', async () => {
    const config = await builderConfig();
    expect(config.electronFuses).toMatchObject({
      // ELECTRON_RUN_AS_NODE would turn the app into a plain Node.js.
      runAsNode: false,
      // NODE_OPTIONS (--require, --import) would load code before ours.
      enableNodeOptionsEnvironmentVariable: false,
      // --inspect and SIGUSR1 would open a debugger on the main process.
      enableNodeCliInspectArguments: false,
      // Only app.asar, never an app/ folder beside it, and that asar checked against its hash.
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('packs the app into an asar, which the fuses above rely on', async () => {
    expect((await builderConfig()).asar).toBe(true);
  });
});
