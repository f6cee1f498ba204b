import { describe, expect, it } from 'vitest';
import { builderConfig } from './builder-config';

// electron-builder's schema check loads slowly on a busy machine.
describe('the packaged app, as electron-builder.yml configures it', { timeout: 30_000 }, () => {
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
